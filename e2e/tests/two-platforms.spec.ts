// Wolt and Glovo orders on one board, each amount per the spec's rule (both arrive in cents, shown ÷ 100);
// a Glovo order's Reject (shown when its hand-over failed) says Glovo has no reject call and marks the
// order rejected here only.
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  glovoSimulatorUrl,
  rkeeperSimulatorUrl,
  woltSimulatorUrl,
} from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

test('orders from Wolt and Glovo land on one board; a Glovo Reject explains itself', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
  await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/new-orders-id/${DEMO_VENUE_ID}`);
  const incoming = page.getByTestId('board-column-1');
  await expect(incoming).toBeVisible();

  const wolt = (await (
    await request.post(`${woltSimulatorUrl()}/_sim/orders`, { data: { type: 'instant' } })
  ).json()) as { orderId: string; orderNumber: string };
  const woltOrder = (await (
    await request.get(`${woltSimulatorUrl()}/_sim/orders/${wolt.orderId}`)
  ).json()) as {
    basket_price: { total: { amount: number } };
  };
  const woltCard = incoming.getByTestId('order-card').filter({ hasText: `#${wolt.orderNumber}` });
  await expect(woltCard).toBeVisible({ timeout: 30_000 });
  await expect(woltCard.getByTestId('platform-chip')).toHaveText('Wolt');
  await expect(woltCard.getByTestId('order-total')).toHaveText(euros(woltOrder.basket_price.total.amount));

  // The till refuses the next check, so the Glovo order shows BAD with Retry, Force and Reject.
  await request.post(`${rkeeperSimulatorUrl()}/_sim/faults`, {
    ignoreHTTPSErrors: true,
    data: { fault: 'status-error', command: 'SaveOrder', times: 1, errorText: 'Shift is not open' },
  });
  const glovo = (await (await request.post(`${glovoSimulatorUrl()}/_sim/orders`, { data: {} })).json()) as {
    orderId: string;
    pickUpCode: string;
    total: number;
    status: number;
  };
  expect(glovo.status).toBe(200);

  const glovoCard = incoming
    .getByTestId('order-card')
    .filter({ has: page.getByTestId('platform-chip').getByText('Glovo') })
    .filter({ hasText: `#${glovo.pickUpCode}` });
  await expect(glovoCard).toBeVisible({ timeout: 30_000 });
  await expect(glovoCard.getByTestId('order-total')).toHaveText(euros(glovo.total));
  await expect(glovoCard).toHaveAttribute('data-state-id', '2', { timeout: 30_000 });

  await glovoCard.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('no-reject-api')).toContainText('Glovo has no reject call');
  await dialog.getByLabel('Reason').fill('Out of cepelinai');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(glovoCard).toHaveCount(0);
});
