// The Content-Security-Policy fits the built app: signing in, the live board (its WebSocket to the
// OrderHub), the user menu and the settings dialog run without a single violation.
import { expect, test } from '@playwright/test';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;

test('the app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Runs in the page before its own scripts: every violation the browser reports is kept.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) => {
      (globalThis.__cspViolations ??= []).push(
        e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber);
    });`,
  });

  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
  await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/new-orders-id/${DEMO_VENUE_ID}`);
  await expect(page.getByTestId('board-column-1')).toBeVisible();
  // The hub connected over WebSocket: connect-src let it through.
  await expect(page.getByTestId('hub-status')).toHaveAttribute('data-status', 'live');
  // The settings dialog is its own chunk, loaded on first open.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('open-settings').click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const caught = await page.evaluate(
    () => (globalThis as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect([...violations, ...caught]).toEqual([]);
});
