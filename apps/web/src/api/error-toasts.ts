import { toast } from '../lib/toast';
import { i18n } from '../i18n';
import type { ApiError } from './api-error';

/** The spec's 'key: value' lines, one per key of the errors object (docs/product.md §8). */
export function errorLines(errors: Record<string, string[]>): string[] {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([key, messages]) => `${key}: ${messages.join(', ')}`);
}

function showError(message: string): void {
  // The id de-duplicates the same message raised by several calls at once.
  toast.error(message, { toastId: message });
}

/** The spec's 403 toast: 'Sorry, you have not access to this page' (docs/product.md §8). */
export function notifyForbidden(): void {
  showError(i18n.t('errors.forbidden'));
}

/** One error toast with the spec's 'key: value' lines. */
export function showErrorLines(lines: readonly string[]): void {
  if (lines.length > 0) showError(lines.join('\n'));
}

/**
 * The error catalogue of docs/product.md §8: 400 and 500 show their lines, 403 shows the forbidden message,
 * any other status is only rejected. Marks the error as notified when a toast was shown.
 */
export function notifyApiError(error: ApiError, options: { formErrors?: boolean } = {}): void {
  if (error.kind !== 'http') return;
  const lines = errorLines(error.errors);
  switch (error.status) {
    case 400:
      // A form places these on its fields and toasts only the rest (components/form).
      if (options.formErrors) return;
      showError(lines.length > 0 ? lines.join('\n') : i18n.t('errors.badRequest'));
      break;
    case 403:
      notifyForbidden();
      break;
    case 500:
      showError(lines.length > 0 ? lines.join('\n') : i18n.t('errors.server'));
      break;
    default:
      return;
  }
  error.notified = true;
}
