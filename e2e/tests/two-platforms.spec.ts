// Orders of all four platforms on one board, each amount per the spec's rule (Wolt, Glovo and Fudy in
// cents, shown ÷ 100; Bolt as given); Wolt, Bolt Food and Fudy orders accepted on the board reach their
// platform in its own format; a Glovo order's Reject (shown when its hand-over failed) says Glovo has no
// reject call and marks the order rejected here only.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken } from '../support/api';
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

/** Accepts an incoming card on the board with a 20-minute cooking time. */
async function acceptOnBoard(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('20');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();
}
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

  // The till refuses the next check and the venue does not retry by itself (a horizon of 0 hours), so
  // the Glovo order shows BAD with Retry, Force and Reject.
  await setRetryHorizon(request, 0);
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
  const sentIds: Partial<Record<'bolt' | 'fudy', string>> = {};
  for (const [platform, chip, shown] of [
    ['bolt', 'Bolt', (total: number) => `€${total.toFixed(2)}`],
    ['fudy', 'Fudy', euros],
  ] as const) {
    const sent = (await (await request.post(`${platformSimulatorUrl(platform)}/_sim/orders`)).json()) as {
      orderId: string;
      number: string;
      total: number;
      status: number;
    };
    expect(sent.status, `${platform} webhook`).toBe(200);
    const card = incoming.getByTestId('order-card').filter({ hasText: `#${sent.number}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('platform-chip')).toHaveText(chip);
    await expect(card.getByTestId('order-total')).toHaveText(shown(sent.total));
    sentIds[platform] = sent.orderId;
    await acceptOnBoard(page, card);
  }
  await acceptOnBoard(page, woltCard);

  // Each accept reaches its platform in that platform's own format.
  type Call = { method: string; path: string; status: number; body?: unknown };
  const callsOf = async (url: string) => (await (await request.get(`${url}/_sim/calls`)).json()) as Call[];
  await expect
    .poll(
      async () =>
        (await callsOf(woltSimulatorUrl())).some(
          (c) => c.method === 'PUT' && c.path === `/orders/${wolt.orderId}/accept` && c.status === 200,
        ),
      { message: 'Wolt should receive PUT /orders/{id}/accept', timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        (await callsOf(platformSimulatorUrl('bolt'))).some(
          (c) =>
            c.method === 'POST' &&
            c.path === '/genericClient/acceptOrder' &&
            (c.body as { order_id?: string } | null)?.order_id === sentIds.bolt &&
            c.status === 200,
        ),
      { message: 'Bolt Food should receive a signed POST /genericClient/acceptOrder', timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        (await callsOf(platformSimulatorUrl('fudy'))).some(
          (c) => c.method === 'POST' && c.path === `/orders/${sentIds.fudy}/accept` && c.status === 200,
        ),
      { message: 'Fudy should receive POST /orders/{id}/accept', timeout: 30_000 },
    )
    .toBe(true);

  // Reject on a Glovo order says why before it is even clicked.
  await glovoCard.getByRole('button', { name: 'Reject', exact: true }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Glovo has no reject call');

  await glovoCard.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('no-reject-api')).toContainText('Glovo has no reject call');
  // The dialog does not also promise that Glovo receives the reason.
  await expect(dialog).toContainText('The reason stays with the order on this board');
  await expect(dialog).not.toContainText('receives the reason');
  await dialog.getByLabel('Note (optional)').fill('Out of cepelinai');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(glovoCard).toHaveCount(0);
  await setRetryHorizon(request, 12);
});

/** The demo venue's horizon for retrying a failing hand-over by itself (`posRetryHorizonInHours`). */
async function setRetryHorizon(request: APIRequestContext, hours: number) {
  const token = await apiToken(request);
  const response = await request.put('/api/venues', {
    data: { id: DEMO_VENUE_ID, settings: { posRetryHorizonInHours: hours } },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}
