// A platform call that does not get through: Wolt refuses the accept, the card in Outgoing says so at
// once, and Send again delivers it once Wolt answers again.
import { expect, test } from '@playwright/test';
import type { RecordedCall } from '../../tools/src/wolt/index';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;

test('an accept Wolt refused shows on the card, and Send again delivers it', async ({ page, request }) => {
  const sim = woltSimulatorUrl();
  await page.goto('/login');
  await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
  await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/new-orders-id/${DEMO_VENUE_ID}`);

  const created = await request.post(`${sim}/_sim/orders`, {
    data: { type: 'instant', delivery: { type: 'homedelivery' } },
  });
  expect(created.status()).toBe(201);
  const { orderId, orderNumber } = (await created.json()) as { orderId: string; orderNumber: string };
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(
    page.getByTestId('board-column-1').getByTestId('order-card').filter({ hasText: orderNumber }),
  ).toBeVisible({
    timeout: 30_000,
  });

  // Wolt answers the next action calls with 404 (a few, as a call of an earlier test may still come
  // first): the accept cannot get through by retrying.
  const failNext = (count: number) => request.post(`${sim}/_sim/fail-next`, { data: { count, status: 404 } });
  expect((await failNext(5)).status()).toBe(200);
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
  await dialog.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('15');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();

  const outgoing = page
    .getByTestId('board-column-2')
    .getByTestId('order-card')
    .filter({ hasText: orderNumber });
  await expect(outgoing.getByTestId('platform-error')).toContainText('Accept', { timeout: 30_000 });
  const resend = outgoing.getByRole('button', { name: 'Send again' });
  await expect(resend).toBeVisible();

  expect((await failNext(0)).status()).toBe(200);
  await resend.click();
  await expect(outgoing.getByTestId('platform-error')).toHaveCount(0, { timeout: 30_000 });
  await expect(resend).toHaveCount(0);
  const calls = (await (await request.get(`${sim}/_sim/calls`)).json()) as RecordedCall[];
  const accepts = calls.filter((c) => c.method === 'PUT' && c.path === `/orders/${orderId}/accept`);
  expect(accepts.map((c) => c.status)).toEqual([404, 200]);
});
