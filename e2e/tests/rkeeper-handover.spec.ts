// The hand-over to the till: a Wolt order that r_keeper refuses shows BAD with r_keeper's own words, what
// to do and Retry, Force and Reject; once r_keeper is well again, Retry turns it GOOD and the till holds
// exactly one check with the order's dishes.
import { expect, test } from '@playwright/test';
import type { RkSimCheck } from '../../tools/src/rkeeper/index';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  rkeeperSimulatorUrl,
  woltSimulatorUrl,
} from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;
// The simulated cash server has a self-signed certificate, as real ones do.
const insecure = { ignoreHTTPSErrors: true } as const;

test('a BAD order shows Retry, Force and Reject, and Retry turns it GOOD with one check in r_keeper', async ({
  page,
  request,
}) => {
  const wolt = woltSimulatorUrl();
  const rk = rkeeperSimulatorUrl();
  await request.post(`${rk}/_sim/faults`, {
    ...insecure,
    // 2133, the common shift open too long: only the staff can put it right, so the server tries again
    // in ten minutes, not within this test; Retry is the person's, not a back-off's that races the click.
    data: {
      fault: 'status-error',
      command: 'CreateOrder',
      errorN: 2133,
      errorText: 'Общая смена открыта слишком долго',
    },
  });

  await page.goto('/login');
  await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
  await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/new-orders-id/${DEMO_VENUE_ID}`);

  const created = await request.post(`${wolt}/_sim/orders`, { data: { type: 'instant' } });
  expect(created.status()).toBe(201);
  const { orderId, orderNumber } = (await created.json()) as { orderId: string; orderNumber: string };
  const order = (await (await request.get(`${wolt}/_sim/orders/${orderId}`)).json()) as { items: unknown[] };

  const card = page.getByTestId('board-column-1').getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toHaveAttribute('data-state-id', '2', { timeout: 30_000 });
  await expect(card.getByTestId('pos-failed')).toContainText('Общая смена открыта слишком долго');
  await expect(card.getByTestId('pos-failed')).toContainText('close the common shift in r_keeper');
  await expect(card.getByTestId('pos-retry')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Force', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

  await request.delete(`${rk}/_sim/faults`, insecure);
  await card.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(card).toHaveAttribute('data-state-id', '1', { timeout: 30_000 });
  await expect(card.getByTestId('pos-failed')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();

  const checks = (await (await request.get(`${rk}/_sim/checks`, insecure)).json()) as RkSimCheck[];
  const ours = checks.filter((c) => c.persistentComment.includes(orderId));
  expect(ours).toHaveLength(1);
  expect(ours[0]!.sessions).toHaveLength(1);
  expect(ours[0]!.sessions[0]!.lines).toHaveLength(order.items.length);
});

test("the venue screen checks the venue's r_keeper and shows its version", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^Login\s*\*?$/).fill(ADMIN.login);
  await page.getByLabel(/^Password\s*\*?$/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/venue/${DEMO_VENUE_ID}`);
  const section = page.getByTestId('rkeeper-section');
  await expect(section.getByLabel('Table code')).toHaveValue('40');
  await expect(section.getByText('Set: type a new value to replace it').first()).toBeVisible();
  await section.getByRole('button', { name: 'Check r_keeper' }).click();
  await expect(section.getByTestId('check-rk-result')).toHaveText('r_keeper 7.6.5.40 answered');
});
