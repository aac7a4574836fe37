import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { isApiError } from '../../api/api-error';
import { errorLines, showErrorLines } from '../../api/error-toasts';
import { i18n } from '../../i18n';
import { translateMessage } from '../../i18n/translate-message';

/**
 * Shows a failed save of a form. The server's `{errors: {field: [message]}}` is placed on the form's
 * own fields (`areaIds.0` on `areaIds`); the keys no field shows become one toast of 'key: value'
 * lines, so nothing is shown twice. Errors the HTTP client already toasted (403, 500) are left alone;
 * a failure without an answer gets a short toast, since the form would otherwise look stuck.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!isApiError(error)) {
    toast.error(i18n.t('errors.saveFailed'));
    return;
  }
  if (error.notified || error.kind === 'aborted') return;
  const rest: Record<string, string[]> = {};
  let focused = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    const message = messages[0];
    if (field && message) {
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest[key] = messages.map((m) => translateMessage(i18n.t, m));
    }
  }
  const lines = errorLines(rest);
  if (lines.length > 0) showErrorLines(lines);
  else if (!focused) toast.error(i18n.t(error.kind === 'network' ? 'errors.network' : 'errors.saveFailed'));
  error.notified = true;
}
