/// <reference lib="dom" />
// Licence toasts close after 5 s: on a busy machine they can come and go before an assertion looks.
// The page records every licence toast it shows, so a test reads all of them, however brief.
import type { Page } from '@playwright/test';

/** Starts recording; the returned function gives the distinct licence toast texts seen so far, sorted. */
export async function recordLicenceToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (globalThis as unknown as { __licenceToasts: Set<string> }).__licenceToasts = seen;
    const look = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (/license/.test(text)) seen.add(text);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () =>
    page.evaluate(() =>
      [...((globalThis as unknown as { __licenceToasts?: Set<string> }).__licenceToasts ?? [])].sort(),
    );
}
