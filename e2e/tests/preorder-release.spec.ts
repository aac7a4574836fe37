// A Wolt pre-order waits in the Pre-order column; Edit with a longer cooking time moves its release to
// now (pick-up time minus cooking time), and the release timer puts it on Incoming by itself.
import { expect, test } from '@playwright/test';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;

test('a pre-order is confirmed to Wolt, and Edit releases it to Incoming', async ({ page, request }) => {
  const wolt = woltSimulatorUrl();
  await page.goto('/login');
  await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
  await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const created = await request.post(`${wolt}/_sim/orders`, { data: { type: 'preorder' } });
  expect(created.status()).toBe(201);
  const { orderId, orderNumber } = (await created.json()) as { orderId: string; orderNumber: string };

  await page.goto(`/orders-id/${DEMO_VENUE_ID}`);
  const preorders = page.getByTestId('board-column-10');
  const card = preorders.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const calls = (await (await request.get(`${wolt}/_sim/calls`)).json()) as {
        method: string;
        path: string;
      }[];
      return calls.some((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/confirm-preorder`);
    })
    .toBe(true);

  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Change cooking time' }) });
  await dialog.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('90');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0, { timeout: 30_000 });

  await page.goto(`/new-orders-id/${DEMO_VENUE_ID}`);
  await expect(
    page.getByTestId('board-column-1').getByTestId('order-card').filter({ hasText: orderNumber }),
  ).toBeVisible();
});
