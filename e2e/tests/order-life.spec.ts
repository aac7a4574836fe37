// The order's life beyond a click: auto-accept moves an order without anyone touching it; two browsers on
// one venue see each other's actions live; a delayed order (delayOrderSaving) waits in Delayed until its
// Edit or its timer releases it into production and the till.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_VENUE } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

async function setVenueSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  const token = await apiToken(request);
  const response = await request.put('/api/venues', {
    data: { id: DEMO_VENUE.id, settings },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function newWoltOrder(request: APIRequestContext): Promise<{ orderId: string; orderNumber: string }> {
  const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
    data: { type: 'instant', delivery: { type: 'homedelivery' } },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { orderId: string; orderNumber: string };
}

const cardIn = (page: Page, statusId: number, orderNumber: string) =>
  page.getByTestId(`board-column-${statusId}`).getByTestId('order-card').filter({ hasText: orderNumber });

test('auto-accept moves a new order from Incoming to Outgoing without a click', async ({ page, request }) => {
  await setVenueSettings(request, { isAutoAcceptEnabled: true, autoAcceptTimeInSeconds: 3 });
  try {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    await expect(page.getByTestId('board-column-1')).toBeVisible();
    const { orderNumber } = await newWoltOrder(request);
    // It may be seen on Incoming first; either way it ends on Outgoing by itself.
    await expect(cardIn(page, 2, orderNumber)).toBeVisible({ timeout: 45_000 });
    await expect(cardIn(page, 1, orderNumber)).toHaveCount(0);
  } finally {
    await setVenueSettings(request, { isAutoAcceptEnabled: false });
  }
});

test("two browsers on one venue see each other's actions live", async ({ browser, request }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const a = await first.newPage();
    const b = await second.newPage();
    for (const page of [a, b]) {
      await signIn(page, ADMIN.login, ADMIN.password);
      await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
      await expect(page.getByTestId('board-column-1')).toBeVisible();
    }
    const { orderNumber } = await newWoltOrder(request);
    await expect(cardIn(a, 1, orderNumber)).toBeVisible({ timeout: 30_000 });
    await expect(cardIn(b, 1, orderNumber)).toBeVisible({ timeout: 30_000 });

    // A accepts: B sees the order leave Incoming for Outgoing.
    await cardIn(a, 1, orderNumber).getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = a.getByRole('dialog').filter({ has: a.getByRole('heading', { name: 'Accept order' }) });
    await dialog.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('15');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(cardIn(b, 2, orderNumber)).toBeVisible({ timeout: 30_000 });
    await expect(cardIn(b, 1, orderNumber)).toHaveCount(0);

    // B marks it ready: A sees it in Ready.
    await cardIn(b, 2, orderNumber).getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(cardIn(a, 3, orderNumber)).toBeVisible({ timeout: 30_000 });
    await expect(cardIn(a, 2, orderNumber)).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});

test('a delayed order waits in Delayed, and Edit with a longer cooking time releases it into production', async ({
  page,
  request,
}) => {
  await setVenueSettings(request, {
    delayOrderSaving: true,
    alwaysDefaultDelayTime: true,
    defaultDelayTimeInMinutes: 10,
  });
  try {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    const { orderNumber } = await newWoltOrder(request);
    const incoming = cardIn(page, 1, orderNumber);
    await expect(incoming).toBeVisible({ timeout: 30_000 });
    await incoming.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
    await accept.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('10');
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(cardIn(page, 1, orderNumber)).toHaveCount(0, { timeout: 30_000 });

    await page.goto(`/orders-id/${DEMO_VENUE.id}`);
    const delayed = cardIn(page, 11, orderNumber);
    await expect(delayed).toBeVisible({ timeout: 30_000 });
    await expect(delayed.getByTestId('order-delayed-until')).toContainText('To the till and the kitchen at');

    // Ready at accept + 10 min delay + 10 min cooking; 30 minutes of cooking means start now.
    await delayed.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Change cooking time' }) });
    await edit.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('30');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(delayed).toHaveCount(0, { timeout: 30_000 });

    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    const cooking = cardIn(page, 2, orderNumber);
    await expect(cooking).toBeVisible({ timeout: 30_000 });
    // Handed to the till once released: no failed hand-over on the card.
    await expect(cooking).toHaveAttribute('data-state-id', '1');
  } finally {
    await setVenueSettings(request, { delayOrderSaving: false, alwaysDefaultDelayTime: false });
  }
});
