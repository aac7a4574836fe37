// A board opened without any click on the page: the browser's autoplay policy keeps audio suspended, so
// the board says new orders would arrive silently and offers Turn on sound; a click lifts it.
import { expect, test } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

// Chromium's own desktop policy, stated so the test does not depend on the build's default.
// Off: the trace recorder's page snapshots would count as user gestures too.
test.use({
  trace: 'off',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=document-user-activation-required'],
  },
});

test('the blocked-sound warning appears on a board nobody has touched and goes away after a click', async ({
  page,
  request,
}) => {
  // Signed in through the API: a click on the sign-in form would count as touching the site, and
  // Chromium then lets its pages play sound.
  const response = await request.post('/api/Token/Access', {
    data: { userName: ADMIN.login, password: ADMIN.password },
  });
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  // Past the session's first load (which would land on the role's start page), straight onto the board.
  await page.addInitScript(
    ({ token, refresh }) => {
      const { sessionStorage } = globalThis as unknown as {
        sessionStorage: { setItem(key: string, value: string): void };
      };
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('refresh', refresh);
      sessionStorage.setItem('isFirstLoad', 'false');
    },
    { token: tokens.accessToken, refresh: tokens.refreshToken },
  );
  // No locator until the board is up: Playwright's page queries count as user gestures in Chromium.
  const boardLoaded = page.waitForResponse((r) => r.url().includes('/api/orders?'), { timeout: 30_000 });
  await page.goto(`/new-orders-id/${DEMO_VENUE.id}`, { waitUntil: 'commit' });
  await boardLoaded;
  const warning = page.getByTestId('sound-blocked');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('The browser is blocking sound');

  await warning.getByRole('button', { name: 'Turn on sound' }).click();
  await expect(warning).toBeHidden();
  const activated = await page.evaluate(
    () =>
      (globalThis as unknown as { navigator: { userActivation: { hasBeenActive: boolean } } }).navigator
        .userActivation.hasBeenActive,
  );
  expect(activated).toBe(true);
});
