// A restaurant set up from nothing through the product: an admin creates it, connects it to its
// Wolt store, checks the connection and closes it; the simulated Wolt receives the offline call.
import type { TArea } from '@orderdesk/contracts';
import { expect, test } from '@playwright/test';
import { apiCreate, apiToken } from '../support/api';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  woltSimulatorApiKey,
  woltSimulatorUrl,
} from '../support/e2e-env';
import { choose, signIn, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

interface SimCall {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

test('an admin creates a venue, connects it to Wolt, checks it and closes it on Wolt', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const store = uniqueName('wolt-store');
  const registered = await request.post(`${woltSimulatorUrl()}/_sim/venues`, { data: { id: store } });
  expect(registered.status()).toBe(201);
  const area = await apiCreate<TArea>(request, await apiToken(request), '/api/areas', {
    name: uniqueName('Šiauliai'),
  });
  const name = uniqueName('Lakeside Grill');

  await signIn(page, ADMIN.login, ADMIN.password);

  await test.step('creates the restaurant', async () => {
    await page.getByTestId('side-tab-venues').click();
    await page.getByTestId('list-create').click();
    await page.getByLabel(/^Name/).fill(name);
    await choose(page, /^Area/, area.name);
    await page.getByTestId('info-companyName').fill('Lakeside UAB');
    await page.getByTestId('info-phone').fill('+370 600 12345');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/venues$/);
    await page.getByTestId('list-search').fill(name);
    const row = page.getByTestId('list-row').filter({ hasText: name });
    await expect(row.getByTestId('row-status')).toHaveText('Online');
    await expect(row).toContainText('No platforms connected');
    await row.getByTestId('row-name').click();
    await expect(page).toHaveURL(/\/venue\/\d+$/);
    await expect(page.getByTestId('info-companyName')).toHaveValue('Lakeside UAB');
  });

  await test.step('adds a Wolt connection; the API key is only ever shown as set', async () => {
    await page.getByTestId('add-connection-wolt').click();
    const dialog = page.getByTestId('connection-dialog');
    await dialog.getByTestId('connection-external-id').fill(store);
    await dialog.getByTestId('connection-name').fill('Main street');
    await dialog.getByLabel(/^API key/).fill(woltSimulatorApiKey());
    await dialog.getByTestId('connection-save').click();
    await expect(dialog).toBeHidden();
    const connection = page.getByTestId('platform-wolt').getByTestId('connection-row');
    await expect(connection).toHaveCount(1);
    await expect(connection).toContainText('Main street');
    await expect(connection).toContainText('API key: set');
    await expect(connection.getByTestId('webhook-url')).toHaveText(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/webhooks\/wolt$/,
    );
    await expect(page.locator('body')).not.toContainText(woltSimulatorApiKey());
  });

  await test.step('checks the connection: Wolt answers with these credentials', async () => {
    const connection = page.getByTestId('platform-wolt').getByTestId('connection-row');
    await connection.getByTestId('check-connection').click();
    const result = connection.getByTestId('check-connection-result');
    await expect(result).toHaveAttribute('data-ok', 'true');
    await page.screenshot({ path: testInfo.outputPath('venue-connections.png'), fullPage: true });
  });

  await test.step('closes the restaurant; the simulated Wolt records the offline call', async () => {
    await page.getByTestId('venue-action').click();
    const dialog = page.getByTestId('close-venue-dialog');
    await dialog.getByTestId('pause-reason').fill('Staff training');
    await dialog.getByTestId('confirm-close').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('venue-status').first()).toHaveText('Offline');
    await expect(page.getByTestId('venue-action')).toHaveText('Open');

    await expect
      .poll(
        async () => {
          const calls = (await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as SimCall[];
          return calls
            .filter((c) => c.path === `/venues/${store}/status` && c.method === 'PATCH')
            .map((c) => ({ body: c.body, status: c.status }));
        },
        { timeout: 30_000 },
      )
      // First the new connection was told the venue's state (online), then the close.
      .toEqual([
        { body: { is_online: true }, status: 200 },
        { body: { is_online: false, reason: 'Staff training' }, status: 200 },
      ]);

    // The connection's availability shows Wolt confirmed it (the screen follows VenueUpdated).
    const availability = page.getByTestId('availability-row');
    await expect(availability.getByTestId('availability-confirmed')).toHaveAttribute(
      'data-confirmed',
      'true',
      {
        timeout: 30_000,
      },
    );
    await page.screenshot({ path: testInfo.outputPath('venue-closed.png'), fullPage: true });
  });

  await test.step('the list shows it offline with Open, and opens it again', async () => {
    await page.getByTestId('side-tab-venues').click();
    await page.getByTestId('list-search').fill(name);
    const row = page.getByTestId('list-row').filter({ hasText: name });
    await expect(row.getByTestId('row-status')).toHaveText('Offline');
    await expect(row.getByTestId('row-platform-wolt')).toHaveText('Wolt 1/1');
    await row.getByTestId('row-venue-action').click();
    await expect(row.getByTestId('row-status')).toHaveText('Online');
    await expect(page).toHaveURL(/\/venues/);
  });
});
