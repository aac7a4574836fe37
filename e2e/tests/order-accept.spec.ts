// The walking skeleton: a Wolt order reaches the live board without a reload, an operator accepts it with a
// cooking time, and Wolt is told the pick-up time; the order is then marked ready (Wolt is told) and picked
// up, which takes it off the active board.
import { expect, test } from '@playwright/test';
import type { RecordedCall } from '../../tools/src/wolt/index';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MINUTE = 60_000;
const DEMO_VENUE_ID = 1;

test('a new Wolt order appears live on the board, is accepted with a cooking time, made ready and picked up', async ({
  page,
  request,
}, testInfo) => {
  const sim = woltSimulatorUrl();

  await test.step('sign in as admin', async () => {
    await page.goto('/login');
    await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
    await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  await page.goto(`/new-orders-id/${DEMO_VENUE_ID}`);
  const incoming = page.getByTestId('board-column-1');
  const outgoing = page.getByTestId('board-column-2');
  const readyColumn = page.getByTestId('board-column-3');
  await expect(incoming).toBeVisible();
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => {
    (globalThis as unknown as Record<string, unknown>).__orderdeskNoReload = true;
  });

  const created = await request.post(`${sim}/_sim/orders`, {
    data: { type: 'instant', delivery: { type: 'homedelivery' } },
  });
  expect(created.status()).toBe(201);
  const { orderId, orderNumber } = (await created.json()) as { orderId: string; orderNumber: string };

  const card = incoming.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card, `order #${orderNumber} should arrive on Incoming by itself`).toBeVisible({
    timeout: 30_000,
  });
  expect(
    await page.evaluate(() => (globalThis as unknown as Record<string, unknown>).__orderdeskNoReload),
    'the board must update without a reload',
  ).toBe(true);

  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('20');
  const acceptedAt = Date.now();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(outgoing.getByTestId('order-card').filter({ hasText: orderNumber })).toBeVisible();
  await expect(incoming.getByTestId('order-card').filter({ hasText: orderNumber })).toHaveCount(0);

  let acceptCall: RecordedCall | undefined;
  await expect
    .poll(
      async () => {
        const calls = (await (await request.get(`${sim}/_sim/calls`)).json()) as RecordedCall[];
        acceptCall = calls.find(
          (call) => call.method === 'PUT' && call.path === `/orders/${orderId}/accept` && call.status === 200,
        );
        return acceptCall !== undefined;
      },
      { message: `Wolt should receive PUT /orders/${orderId}/accept`, timeout: 30_000 },
    )
    .toBe(true);

  const body = (acceptCall?.body ?? {}) as { adjusted_pickup_time?: unknown };
  expect(typeof body.adjusted_pickup_time).toBe('string');
  const pickupIn = Date.parse(String(body.adjusted_pickup_time)) - acceptedAt;
  expect(pickupIn, 'adjusted_pickup_time should be about 20 minutes after accepting').toBeGreaterThan(
    18 * MINUTE,
  );
  expect(pickupIn).toBeLessThan(22 * MINUTE);

  await page.screenshot({ path: testInfo.outputPath('board-after-accept.png'), fullPage: true });

  await test.step('mark the order ready: it moves to the Ready column and Wolt is told', async () => {
    await outgoing
      .getByTestId('order-card')
      .filter({ hasText: orderNumber })
      .getByRole('button', { name: 'Ready', exact: true })
      .click();
    await expect(readyColumn.getByTestId('order-card').filter({ hasText: orderNumber })).toBeVisible();
    await expect(outgoing.getByTestId('order-card').filter({ hasText: orderNumber })).toHaveCount(0);
    await expect
      .poll(
        async () => {
          const calls = (await (await request.get(`${sim}/_sim/calls`)).json()) as RecordedCall[];
          return calls.some(
            (call) =>
              call.method === 'PUT' && call.path === `/orders/${orderId}/ready` && call.status === 200,
          );
        },
        { message: `Wolt should receive PUT /orders/${orderId}/ready`, timeout: 30_000 },
      )
      .toBe(true);
  });

  await test.step('mark the order picked up: it leaves the active board', async () => {
    await readyColumn
      .getByTestId('order-card')
      .filter({ hasText: orderNumber })
      .getByRole('button', { name: 'Pick up', exact: true })
      .click();
    await expect(
      page.getByTestId('order-board').getByTestId('order-card').filter({ hasText: orderNumber }),
    ).toHaveCount(0);
  });
});
