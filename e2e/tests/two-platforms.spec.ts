// Orders of all four platforms on one board, each amount per the spec's rule (Wolt, Glovo and Fudy in
// cents, shown ÷ 100; Bolt as given);
// a Glovo order's Reject (shown when its hand-over failed) says Glovo has no reject call and marks the
// order rejected here only.
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  platformSimulatorUrl,
  rkeeperSimulatorUrl,
  woltSimulatorUrl,
} from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

test('orders from Wolt, Glovo, Bolt Food and Fudy land on one board; a Glovo Reject explains itself', async ({
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
  const glovo = (await (
    await request.post(`${platformSimulatorUrl('glovo')}/_sim/orders`, { data: {} })
  ).json()) as {
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

  // Bolt Food's amounts are used as given (major units); Fudy's arrive in cents like Wolt's.
  for (const [platform, chip, shown] of [
    ['bolt', 'Bolt', (total: number) => `€${total.toFixed(2)}`],
    ['fudy', 'Fudy', euros],
  ] as const) {
    const sent = (await (await request.post(`${platformSimulatorUrl(platform)}/_sim/orders`)).json()) as {
      number: string;
      total: number;
      status: number;
    };
    expect(sent.status, `${platform} webhook`).toBe(200);
    const card = incoming.getByTestId('order-card').filter({ hasText: `#${sent.number}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('platform-chip')).toHaveText(chip);
    await expect(card.getByTestId('order-total')).toHaveText(shown(sent.total));
  }

  await glovoCard.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('no-reject-api')).toContainText('Glovo has no reject call');
  await dialog.getByLabel('Reason').fill('Out of cepelinai');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(glovoCard).toHaveCount(0);
});
