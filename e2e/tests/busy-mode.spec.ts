// Busy mode from the board: +20 min for an hour preselects the longer cooking time in Accept, shows on the
// board until it is ended; the one-tap pause closes every platform through the timed pause. Sold out is
// reached from a line of the order dialog (the dialog is left without sending, so no availability call
// reaches the simulated platforms), and its date field, like the licence dates, follows the user's date
// settings. A wrong password's toast is gone after a good sign-in. Screenshots:
// e2e/screenshots/busy-<what>-<width>.png (the schedule editor at 1024 px).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO_VENUE } from '../support/api';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  SCREENSHOTS_DIR as SCREENSHOTS,
  woltSimulatorUrl,
} from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
/** Day.month.year with dots and a 24-hour clock (General settings: DMY = 1, H24 = 2). */
const EUROPEAN = { timeFormat: 2, dateOrder: 1, dateSeparator: '.' };

test('busy mode, the one-tap pause and sold out from the order, with dates in the user’s format', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const venueUrl = `/api/venues/${DEMO_VENUE.id}`;
  const imported = await request.post('/api/Menu/Download', {
    data: { venueId: DEMO_VENUE.id },
    headers: auth,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const venue = (await (await request.get(venueUrl, { headers: auth })).json()) as {
    defaultCookingTimeInMinutes: number;
    maxCookingTimeInMinutes: number;
  };
  await page.addInitScript((settings) => {
    localStorage.setItem('settings', JSON.stringify(settings));
  }, EUROPEAN);

  try {
    await test.step('a wrong password’s toast is gone once the right one signs in', async () => {
      await page.goto('/login');
      await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
      await page.getByLabel(/^Password\s*\*?$/).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
    });

    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    await test.step('+20 min for an hour: shown on the board and preselected in Accept', async () => {
      await page.getByTestId('busy-mode-open').click();
      await page.getByTestId('busy-period-60').click();
      await page.getByTestId('busy-add-20').click();
      await expect(page.getByTestId('busy-mode')).toHaveText(/^Busy: \+20 min until \d\d:\d\d$/);

      const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
        data: { type: 'instant', delivery: { type: 'homedelivery' } },
      });
      expect(created.status()).toBe(201);
      const { orderNumber } = (await created.json()) as { orderNumber: string };
      const card = page
        .getByTestId('board-column-1')
        .getByTestId('order-card')
        .filter({ hasText: orderNumber });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      const accept = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
      const expected = Math.min(venue.defaultCookingTimeInMinutes + 20, venue.maxCookingTimeInMinutes);
      await expect(accept.getByLabel(/^Cooking time \(minutes\)/)).toHaveValue(String(expected));
      await accept.getByRole('button', { name: 'Cancel' }).click();

      await test.step('sold out from a line of the order dialog, its time in the user’s format', async () => {
        await card.click();
        const details = page.getByTestId('order-details');
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(details.getByTestId('line-sold-out').first()).toBeVisible();
        await page.screenshot({ path: join(SCREENSHOTS, 'busy-order-lines-390.png') });
        await details.getByTestId('line-sold-out').first().click();
        const soldOut = page.getByTestId('sold-out-dialog');
        await expect(soldOut).toBeVisible();
        const until = soldOut.getByTestId('sold-out-until');
        await expect(until).toHaveAttribute('placeholder', 'dd.mm.yyyy hh:mm');
        await until.fill('31.12.2030 18:30');
        await until.blur();
        await expect(until).toHaveValue('31.12.2030 18:30');
        await expect(soldOut.getByText('Enter it as dd.mm.yyyy hh:mm')).toHaveCount(0);
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          await page.screenshot({ path: join(SCREENSHOTS, `busy-sold-out-${size.width}.png`) });
        }
        await soldOut.getByRole('button', { name: 'Cancel' }).click();
        await page.keyboard.press('Escape');
      });

      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.screenshot({ path: join(SCREENSHOTS, `busy-board-${size.width}.png`) });
      }
      await page.getByTestId('busy-mode-end').click();
      await expect(page.getByTestId('busy-mode')).toHaveCount(0);
    });

    await test.step('one tap pauses every platform for 15 minutes through the timed pause', async () => {
      await page.getByTestId('busy-mode-open').click();
      const before = Date.now();
      await page.getByTestId('busy-pause-15').click();
      await expect(page.getByTestId('venue-status')).toHaveAttribute('data-online', 'false');
      const paused = (await (await request.get(venueUrl, { headers: auth })).json()) as {
        status: boolean;
        offlineUntil: string;
      };
      expect(paused.status).toBe(false);
      const minutes = (Date.parse(paused.offlineUntil) - before) / 60_000;
      expect(minutes).toBeGreaterThan(14.5);
      expect(minutes).toBeLessThan(15.5);
    });

    await test.step('the licence dates and the schedule editor at 1024 px', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`/venue/${DEMO_VENUE.id}`);
      const wolt = page.getByTestId('setting-woltExpiredDateUtc');
      await expect(wolt).toHaveValue(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
      await expect(page.getByTestId('schedule-section')).toBeVisible();
      await page
        .getByTestId('schedule-section')
        .screenshot({ path: join(SCREENSHOTS, 'busy-schedule-1024.png') });
      const day = page.getByTestId('schedule-opening_day').first();
      expect(await day.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const time = page.getByTestId('schedule-opening_time').first();
      expect(await time.evaluate((el) => (el as HTMLInputElement).scrollWidth <= el.clientWidth)).toBe(true);
    });
  } finally {
    await request.delete(`${venueUrl}/busy`, { headers: auth });
    await request.patch(`${venueUrl}/Online`, { headers: auth, data: {} });
  }
});
