// A manager runs their restaurant's day: the schedule in 12-hour mode and Close/Open in the drawer.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };

interface SimCall {
  method: string;
  path: string;
  body: unknown;
}

async function useTwelveHourClock(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('open-settings').click();
  const dialog = page.getByTestId('settings-dialog');
  await dialog.getByRole('button', { name: '12-hour' }).click();
  await dialog.getByTestId('settings-save').click();
  await expect(dialog).toBeHidden();
}

test('a manager edits the schedule in 12-hour mode and sees the success toast', async ({ page, request }) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  await useTwelveHourClock(page);
  await page.getByTestId('side-tab-manager-venue').click();
  await expect(page.getByTestId('page-title')).toHaveText(DEMO_VENUE.name);

  const section = page.getByTestId('schedule-section');
  const first = section.getByTestId('schedule-row').first();
  // Shown on a 12-hour clock (docs/product.md §5): 23:59 reads 11:59 pm.
  await expect(first.getByTestId('schedule-closing_time')).toHaveValue(/^\d{2}:\d{2} (am|pm)$/);

  await test.step('a time that is neither 12- nor 24-hour is refused with the spec text', async () => {
    await first.getByTestId('schedule-opening_time').fill('9 in the morning');
    await section.getByTestId('schedule-save').click();
    await expect(page.getByText('Error with time format, can not save schedule!')).toBeVisible();
  });

  await test.step('12-hour times are saved as 24-hour and pushed to Wolt', async () => {
    await first.getByTestId('schedule-opening_time').fill('08:30 am');
    await first.getByTestId('schedule-closing_time').fill('10:15 pm');
    const saved = page.waitForResponse((r) => /\/api\/venues\/\d+\/schedule$/.test(r.url()));
    await section.getByTestId('schedule-save').click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { availability: Record<string, string>[] };
    expect(sent.availability[0]).toMatchObject({ opening_time: '08:30', closing_time: '22:15' });
    await expect(page.getByText('The schedule successfully updated')).toBeVisible();
    await expect(first.getByTestId('schedule-opening_time')).toHaveValue('08:30 am');
    await expect(first.getByTestId('schedule-closing_time')).toHaveValue('10:15 pm');

    await expect
      .poll(async () => {
        const calls = (await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as SimCall[];
        const pushed = calls.filter((c) => c.path.endsWith('/opening-times')).at(-1)?.body as
          { availability: Record<string, string>[] } | undefined;
        return pushed?.availability[0];
      })
      .toMatchObject({ opening_time: '08:30', closing_time: '22:15' });
  });
});

test('the drawer shows the venue status and closes and opens it', async ({ page, request }) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  const drawer = page.getByTestId('side-drawer').getByTestId('drawer-venue');
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Online');

  await drawer.getByTestId('drawer-venue-action').click();
  const dialog = page.getByTestId('close-venue-dialog');
  await dialog.getByTestId('confirm-close').click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Offline');
  await expect(drawer.getByTestId('drawer-venue-action')).toHaveText('Open');
  await expect
    .poll(async () => {
      const calls = (await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as SimCall[];
      return calls.filter((c) => c.method === 'PATCH' && c.path.endsWith('/status')).at(-1)?.body;
    })
    .toEqual({ is_online: false });

  await drawer.getByTestId('drawer-venue-action').click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Online');
  await expect(drawer.getByTestId('drawer-venue-action')).toHaveText('Close');

  await drawer.getByTestId('drawer-check-provider').click();
  await expect(drawer.getByTestId('drawer-provider-result').first()).toHaveAttribute('data-ok', 'true');
});
