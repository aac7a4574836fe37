import { LICENCE_TOAST_AUTO_CLOSE_MS, type LicenceCheckResult } from '@orderdesk/contracts';
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';

/**
 * Spec §8's licence texts in the chosen language, expired first; the platform names are joined by
 * ', ' and the count picks the singular or the plural text.
 */
export function licenceWarningTexts(result: LicenceCheckResult, t: TFunction): string[] {
  const texts: string[] = [];
  if (result.expired.length > 0)
    texts.push(
      t('licences.warnings.expired', { platforms: result.expired.join(', '), count: result.expired.length }),
    );
  if (result.notAssigned.length > 0)
    texts.push(
      t('licences.warnings.notAssigned', {
        platforms: result.notAssigned.join(', '),
        count: result.notAssigned.length,
      }),
    );
  return texts;
}

/** Error toasts that stay for 5 seconds; the id keeps one toast per text. */
export function showLicenceToasts(texts: readonly string[]): void {
  for (const text of texts)
    toast.error(text, { autoClose: LICENCE_TOAST_AUTO_CLOSE_MS, toastId: `licence:${text}` });
}
