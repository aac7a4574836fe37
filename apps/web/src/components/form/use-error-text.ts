import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';

/** The helper text of a field: its error in the user's language, else the hint. */
export function useErrorText(error: FieldError | undefined, hint?: string): string | undefined {
  const { t } = useTranslation();
  if (!error) return hint;
  if (error.type === 'invalid_type') return t('validation.required');
  return translateMessage(t, error.message) || t('validation.invalid');
}
