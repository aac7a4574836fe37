// The whole kitchen ticket on the board: a Wolt and a Glovo order built from the platforms' documented
// payloads (docs/platforms.md; the ids those of the demo venue's menu, so they are ordinary incoming
// orders) show their options, notes and allergies on the expanded card and in the order dialog at phone,
// tablet and desktop widths, and the compact card counts their items and notes and shows the allergies;
// a pre-order shows when it is due and when to start cooking it.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TOrder } from '@orderdesk/contracts';
import { apiToken, DEMO_VENUE } from '../support/api';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  platformSimulatorUrl,
  woltSimulatorUrl,
} from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const WIDTHS = [390, 1024, 1440] as const;
// The demo menu's cepelinai and their sauce "Grietinė" (tools/src/wolt/wolt-menu.ts).
const DISH_POS_ID = '2001';
const OPTION_POS_ID = '102';

type Json = Record<string, unknown>;

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/**
 * Wolt's OrderV2 as documented (the sample of apps/server/test/fixtures/documented-orders.ts):
 * its burger line with the option Extras: Cheese and a `substitution_settings.comment`, and its
 * `consumer_comment`; the ids are the demo menu's.
 */
function woltDocumentedInput(): Json {
  return {
    type: 'instant',
    // Said outright: the simulator picks home delivery or takeaway at random when it is left out.
    delivery: { type: 'homedelivery' },
    consumer_comment: 'No onions, please',
    items: [
      {
        item_type: 'normal',
        id: 'wolt-item-1',
        name: 'Chicken burger',
        count: 2,
        pos_id: DISH_POS_ID,
        sku: null,
        category: { id: 'cat-1', name: 'Burgers' },
        item_price: {
          unit_price: eur(1190),
          total: eur(2380),
          price_breakdown: { total_before_discounts: eur(2380), total_discounts: eur(0) },
        },
        options: [
          {
            id: 'opt-1',
            name: 'Extras',
            value: 'Cheese',
            price: eur(100),
            pos_id: 'extras',
            count: 1,
            value_pos_id: OPTION_POS_ID,
          },
        ],
        is_bundle_offer: false,
        row_number: 1,
        substitution_settings: { is_allowed: false, comment: 'Well done, please' },
      },
    ],
  };
}

/** Glovo's documented order: its burger with the Cheese attribute, its notes, allergy and cutlery. */
function glovoDocumentedInput(): Json {
  return {
    special_requirements: 'Ring the bell',
    allergy_info: 'Peanuts',
    cutlery_requested: true,
    is_picked_up_by_customer: false,
    estimated_total_price: 2600,
    partner_discounted_products_total: 2600,
    partner_discounts_products: 0,
    products: [
      {
        id: DISH_POS_ID,
        purchased_product_id: '40e4ad5c-5a32-4d7c-a6a8-0d4a0a1f1a10',
        quantity: 2,
        price: 1100,
        name: 'Chicken burger',
        attributes: [{ id: OPTION_POS_ID, quantity: 1, price: 200, name: 'Cheese' }],
      },
    ],
  };
}

/** The board's id of a platform's order once it is on Incoming (pick-up codes repeat: ids do not). */
async function boardIdOf(request: APIRequestContext, token: string, platformOrderId: string) {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders?statusId=1&venueId=${DEMO_VENUE.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        id = ((await res.json()) as TOrder[]).find((o) => o.platformOrderId === platformOrderId)?.id;
        return id !== undefined;
      },
      { message: `order ${platformOrderId} should reach Incoming`, timeout: 30_000 },
    )
    .toBe(true);
  return id!;
}

/** The user's order-card mode, set as the settings screen sets it (the open board follows at once). */
async function setCardMode(page: Page, mode: 1 | 2) {
  await page.evaluate((orderCardMode) => {
    const stored = JSON.parse(localStorage.getItem('settings') || '{}') as Json;
    localStorage.setItem('settings', JSON.stringify({ ...stored, orderCardMode }));
    window.dispatchEvent(new Event('orderdesk:settings'));
  }, mode);
  await expect(
    page.locator(`[data-testid="order-card"][data-mode="${mode === 1 ? 'expanded' : 'popup'}"]`).first(),
  ).toBeVisible();
}

/** What a cook must read of the Wolt ticket. */
async function expectWoltTicket(ticket: Locator) {
  await expect(ticket.getByTestId('ticket-line')).toContainText('2 × Chicken burger');
  await expect(ticket.getByTestId('ticket-option')).toHaveText('1 × Extras: Cheese');
  await expect(ticket.getByTestId('ticket-line-comment')).toHaveText('Note Well done, please');
  await expect(ticket.getByRole('note', { name: 'Customer note' })).toHaveText(
    'Customer note No onions, please',
  );
  await expect(ticket.getByTestId('ticket-delivery')).toHaveText('Wolt courier delivers');
  await expect(ticket.getByTestId('ticket-courier-eta')).toContainText(/Courier at \d{1,2}:\d{2}/);
}

/** What a cook must read of the Glovo ticket. */
async function expectGlovoTicket(ticket: Locator) {
  await expect(ticket.getByTestId('ticket-line')).toContainText('2 × Chicken burger');
  await expect(ticket.getByTestId('ticket-option')).toHaveText('1 × Cheese');
  await expect(ticket.getByRole('note', { name: 'Allergies' })).toHaveText('Allergies Peanuts');
  await expect(ticket.getByRole('note', { name: 'Customer note' })).toHaveText('Customer note Ring the bell');
  await expect(ticket.getByTestId('ticket-cutlery')).toHaveText('Cutlery wanted');
  await expect(ticket.getByTestId('ticket-courier-eta')).toContainText(/Courier at \d{1,2}:\d{2}/);
}

test('a Wolt and a Glovo order show options, notes and allergies on the card and in the dialog at every width', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const wolt = (await (
    await request.post(`${woltSimulatorUrl()}/_sim/orders`, { data: woltDocumentedInput() })
  ).json()) as { orderId: string };
  const glovo = (await (
    await request.post(`${platformSimulatorUrl('glovo')}/_sim/orders`, { data: glovoDocumentedInput() })
  ).json()) as { orderId: string; status: number };
  expect(glovo.status).toBe(200);
  const token = await apiToken(request);
  const woltId = await boardIdOf(request, token, wolt.orderId);
  const glovoId = await boardIdOf(request, token, glovo.orderId);

  await signIn(page, ADMIN.login, ADMIN.password);
  await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
  const card = (id: number) => page.locator(`[data-testid="order-card"][data-order-id="${id}"]`);

  await setCardMode(page, 1);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [id, expectTicket] of [
      [woltId, expectWoltTicket],
      [glovoId, expectGlovoTicket],
    ] as const) {
      const expanded = card(id);
      await expect(expanded).toBeVisible({ timeout: 30_000 });
      await expectTicket(expanded.getByTestId('order-ticket'));
      // A dish line is at least the user's font size (the card's).
      const [lineSize, cardSize] = await Promise.all([
        expanded
          .getByTestId('ticket-line')
          .first()
          .locator('div')
          .first()
          .evaluate((e) => getComputedStyle(e).fontSize),
        expanded.evaluate((e) => getComputedStyle(e).fontSize),
      ]);
      expect(parseFloat(lineSize)).toBeGreaterThanOrEqual(parseFloat(cardSize));
    }
    await card(glovoId).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`ticket-card-${width}.png`), animations: 'disabled' });
  }

  await setCardMode(page, 2);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [id, expectTicket] of [
      [woltId, expectWoltTicket],
      [glovoId, expectGlovoTicket],
    ] as const) {
      const compact = card(id);
      await expect(compact).toBeVisible({ timeout: 30_000 });
      await expect(compact.getByTestId('order-ticket')).toHaveCount(0);
      // Unopened, the compact card still says how much there is, that the customer wrote something,
      // and the allergies in words.
      const summary = compact.getByTestId('card-ticket-summary');
      await expect(summary.getByTestId('card-item-count')).toHaveText('2 items');
      if (id === woltId) {
        await expect(summary.getByTestId('card-note-marker')).toHaveText('2 notes');
        await expect(summary.getByRole('note')).toHaveCount(0);
      } else {
        await expect(summary.getByTestId('card-note-marker')).toHaveText('1 note');
        await expect(summary.getByRole('note', { name: 'Allergies' })).toHaveText('Allergies Peanuts');
      }
      await compact.click();
      const dialog = page.getByTestId('order-details');
      await expect(dialog).toBeVisible();
      await expectTicket(dialog.getByTestId('order-ticket'));
      if (id === glovoId)
        await page.screenshot({
          path: testInfo.outputPath(`ticket-dialog-${width}.png`),
          animations: 'disabled',
        });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  }
});

test('a pre-order shows when it is due and when to start cooking it, and asks to start at that time', async ({
  page,
  request,
}, testInfo) => {
  const created = (await (
    await request.post(`${woltSimulatorUrl()}/_sim/orders`, { data: { type: 'preorder' } })
  ).json()) as { orderId: string; orderNumber: string };
  const token = await apiToken(request);
  const venue = (await (
    await request.get(`/api/venues/${DEMO_VENUE.id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { defaultCookingTimeInMinutes: number };

  await signIn(page, ADMIN.login, ADMIN.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/orders-id/${DEMO_VENUE.id}`);
  const card = page
    .getByTestId('board-column-10')
    .getByTestId('order-card')
    .filter({ hasText: `#${created.orderNumber}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const times = card.getByTestId('preorder-times');
  await expect(times).toHaveText(/^Due .*\d{1,2}:\d{2} · start cooking .*\d{1,2}:\d{2}$/);
  const [due, start] = [...((await times.textContent()) ?? '').matchAll(/(\d{1,2}):(\d{2})/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  expect((due! - start! + 24 * 60) % (24 * 60)).toBe(venue.defaultCookingTimeInMinutes);
  // Due an hour and a half ahead: not yet time to start.
  await expect(card.getByTestId('preorder-start-due')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('preorder-1440.png') });

  // A pre-order due sooner than its cooking time: its start has come, it is released to Incoming at
  // once, and its card asks to start cooking in words.
  expect(venue.defaultCookingTimeInMinutes).toBeGreaterThan(1);
  const soon = new Date(Date.now() + 60_000).toISOString();
  const late = (await (
    await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
      data: { type: 'preorder', pre_order: { preorder_time: soon, pre_order_status: 'waiting', time: soon } },
    })
  ).json()) as { orderNumber: string };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
  const started = page.getByTestId('order-card').filter({ hasText: `#${late.orderNumber}` });
  await expect(started).toBeVisible({ timeout: 30_000 });
  await expect(started.getByTestId('preorder-start-due')).toHaveText('Start cooking now');
  await expect(started).toHaveAttribute('data-attention', 'start-cooking');
  await started.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('preorder-start-390.png'), animations: 'disabled' });
});
