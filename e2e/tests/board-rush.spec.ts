// The board during a rush: a closed venue still accepts the orders already waiting (its banner comes with
// the cards, so none moves under a finger), a good order is declined with Wolt's own reason, Outgoing
// cards say when they are due, the Ready column shows the full order number and the customer at every
// width, a phone shows the columns as tabs, and the licence warnings name each platform once; on a
// tablet or a phone a card stays put under a finger while orders arrive, a tap on its way when a new
// order pushes the cards down does not land on the new order, buttons are a finger's size,
// Accept and Force open on the minute chips, Reject takes a reason alone and the rejected card shows it,
// Retry says how it ended and the call log folds under Details.
// Screenshots of the board go to e2e/screenshots/board-<width>.png and rush-*.png.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TArea, TOrder, TVenue } from '@orderdesk/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RecordedCall } from '../../tools/src/wolt/index';
import { apiCreate, apiToken, DEMO_VENUE, patchOrder, setVenueOpen } from '../support/api';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  rkeeperSimulatorUrl,
  SCREENSHOTS_DIR as SCREENSHOTS,
  woltSimulatorUrl,
} from '../support/e2e-env';
import { recordLicenceToasts } from '../support/toasts';
import { signIn, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

/** The first load of a board, which a busy machine can take well beyond the default 15 s to answer. */
const onBoard = expect.configure({ timeout: 60_000 });
const BOARD = `/new-orders-id/${DEMO_VENUE.id}`;

/** An order number no other test of the run uses, as long as the longest a platform sends. */
function longOrderNumber(): string {
  return `LC${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
}

function auth(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** A Wolt order sent by the simulated Wolt, once it is on our incoming list. */
async function woltOrder(
  request: APIRequestContext,
  token: string,
  /** `note: null` for an order without the customer's note (the simulator writes one into some at random). */
  input: { orderNumber?: string; customer?: string; note?: string | null } = {},
): Promise<{ order: TOrder; woltId: string; number: string }> {
  const number = input.orderNumber ?? longOrderNumber();
  const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
    data: {
      type: 'instant',
      delivery: { type: 'homedelivery' },
      order_number: number,
      ...(input.customer ? { consumer_name: input.customer } : {}),
      ...(input.note !== undefined ? { consumer_comment: input.note } : {}),
    },
  });
  expect(created.status()).toBe(201);
  const { orderId: woltId } = (await created.json()) as { orderId: string };
  let order: TOrder | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders?statusId=1&venueId=${DEMO_VENUE.id}`, {
          headers: auth(token),
        });
        order = ((await res.json()) as TOrder[]).find((o) => o.platformOrderId === woltId);
        return order !== undefined;
      },
      { message: `Wolt order #${number} should reach the board`, timeout: 30_000 },
    )
    .toBe(true);
  return { order: order!, woltId, number };
}

async function wolt(request: APIRequestContext): Promise<RecordedCall[]> {
  return (await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as RecordedCall[];
}

function cardOf(column: Locator, number: string): Locator {
  return column.getByTestId('order-card').filter({ hasText: `#${number}` });
}

/** Opens an order's actions: the dialog of a compact card, or the expanded card itself. */
async function orderActions(page: Page, card: Locator): Promise<Locator> {
  if ((await card.getAttribute('data-mode')) === 'expanded') return card;
  await card.click();
  const dialog = page.getByTestId('order-details');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Minutes of the day of a time as the board shows it, in 24-hour or 12-hour form. */
function minutesOfDay(text: string): number {
  const match = /(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?/i.exec(text);
  expect(match, `a time in "${text}"`).not.toBeNull();
  let hours = Number(match![1]) % (match![3] ? 12 : 24);
  if (match![3]?.toLowerCase().startsWith('p')) hours += 12;
  return hours * 60 + Number(match![2]);
}

async function boardOverflow(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="order-board"]');
    const root = document.scrollingElement ?? document.documentElement;
    return {
      page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
      board: { scrollWidth: board?.scrollWidth ?? -1, clientWidth: board?.clientWidth ?? -1 },
    };
  });
}

interface WithCardTop {
  cardTop?: number;
}

/** Where a card stands on the page now. */
function topOf(card: Locator): Promise<number> {
  return card.evaluate((node) => Math.round(node.getBoundingClientRect().top + window.scrollY));
}

/**
 * On every page load from now on, keeps where the card of order `#number` stood in the frame it first
 * appeared in.
 */
async function recordWhereCardAppears(page: Page, number: string): Promise<void> {
  await page.addInitScript((label) => {
    const record = window as unknown as WithCardTop;
    new MutationObserver((_changes, observer) => {
      const card = [...document.querySelectorAll('[data-testid="order-card"]')].find((node) =>
        node.textContent?.includes(label),
      );
      if (!card) return;
      observer.disconnect();
      record.cardTop = Math.round(card.getBoundingClientRect().top + window.scrollY);
    }).observe(document, { subtree: true, childList: true });
  }, `#${number}`);
}

test.describe('the board during a rush', () => {
  // Several orders through the simulated Wolt and a board load or three per test.
  test.describe.configure({ timeout: 240_000 });
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
  });
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password);
  });

  test('closing the venue leaves Accept on an order already waiting, and accepting it works', async ({
    page,
    request,
  }) => {
    const { woltId, number } = await woltOrder(request, token);
    await page.goto(BOARD);
    const incoming = page.getByTestId('board-column-1');
    await onBoard(cardOf(incoming, number)).toBeVisible();

    await setVenueOpen(request, token, false);
    try {
      await recordWhereCardAppears(page, number);
      await page.reload();
      await onBoard(page.getByTestId('venue-status')).toHaveAttribute('data-online', 'false');
      const card = cardOf(incoming, number);
      await onBoard(card).toBeVisible();
      // The closed venue's banner came with the cards, not after them: nothing moved under the finger.
      await expect(page.getByTestId('venue-closed')).toBeVisible();
      const appeared = await page.evaluate(() => (window as WithCardTop).cardTop);
      expect(appeared).toBeDefined();
      expect(await topOf(card)).toBe(appeared);
      const accept = card.getByRole('button', { name: 'Accept', exact: true });
      await expect(accept).toBeEnabled();
      await accept.click();
      const dialog = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
      await dialog.getByLabel(/^Cooking time \(minutes\)\s*\*?$/).fill('15');
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(cardOf(page.getByTestId('board-column-2'), number)).toBeVisible();
      await expect
        .poll(async () =>
          (await wolt(request)).some(
            (c) => c.method === 'PUT' && c.path === `/orders/${woltId}/accept` && c.status === 200,
          ),
        )
        .toBe(true);
    } finally {
      await setVenueOpen(request, token, true);
    }
  });

  test("Reject on a good incoming order reaches Wolt with the reason and Wolt's own code", async ({
    page,
    request,
  }) => {
    const { woltId, number } = await woltOrder(request, token);
    await page.goto(BOARD);
    const incoming = page.getByTestId('board-column-1');
    const card = cardOf(incoming, number);
    await onBoard(card).toBeVisible();

    const actions = await orderActions(page, card);
    await actions.getByTestId('order-action-reject').click();
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Reject order' }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Items unavailable', exact: true }).check();
    await dialog.getByLabel('Note (optional)').fill('Salmon sold out');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cardOf(incoming, number)).toHaveCount(0);

    let rejected: RecordedCall | undefined;
    await expect
      .poll(
        async () => {
          rejected = (await wolt(request)).find(
            (c) => c.method === 'PUT' && c.path === `/orders/${woltId}/reject` && c.status === 200,
          );
          return rejected !== undefined;
        },
        { message: `Wolt should receive PUT /orders/${woltId}/reject`, timeout: 30_000 },
      )
      .toBe(true);
    expect(rejected!.body).toEqual({ reason: 'Salmon sold out', code: 'ITEMS_UNAVAILABLE' });
  });

  test('an Outgoing card shows when it is to be ready, coloured as its time nears', async ({
    page,
    request,
  }) => {
    const onTime = await woltOrder(request, token);
    const soon = await woltOrder(request, token);
    await patchOrder(request, token, 'accept', { id: onTime.order.id, cookingTimeInMinutes: 20 });
    await patchOrder(request, token, 'accept', { id: soon.order.id, cookingTimeInMinutes: 2 });
    await page.goto(BOARD);
    const outgoing = page.getByTestId('board-column-2');

    const card = cardOf(outgoing, onTime.number);
    await onBoard(card).toBeVisible();
    const readyBy = card.getByTestId('order-ready-by');
    await expect(readyBy).toHaveText(/^ready by \d{1,2}:\d{2}/);
    await expect(readyBy).toHaveAttribute('data-level', 'ok');
    // Ready by = accepted (moments after it came in) + 20 minutes.
    const cameIn = minutesOfDay((await card.getByTestId('order-time').textContent()) ?? '');
    const due = minutesOfDay((await readyBy.textContent()) ?? '');
    expect([20, 21]).toContain((due - cameIn + 24 * 60) % (24 * 60));

    const dueSoon = cardOf(outgoing, soon.number).getByTestId('order-ready-by');
    await expect(dueSoon).toHaveAttribute('data-level', 'soon');
    const colours = await Promise.all(
      [readyBy, dueSoon].map((el) => el.evaluate((node) => getComputedStyle(node).backgroundColor)),
    );
    expect(colours[0]).not.toBe(colours[1]);
  });

  test('the Ready column shows the full order number and the customer at 1024, 1440 and 1920 px', async ({
    page,
    request,
  }) => {
    const customer = 'Aleksandra V.';
    const { order, number } = await woltOrder(request, token, { customer });
    await patchOrder(request, token, 'accept', { id: order.id, cookingTimeInMinutes: 10 });
    await patchOrder(request, token, 'ready', { id: order.id });

    for (const [width, height] of [
      [1024, 768],
      [1440, 900],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(BOARD);
      const card = cardOf(page.getByTestId('board-column-3'), number);
      await onBoard(card).toBeVisible();
      const numberEl = card.getByTestId('order-number');
      await expect(numberEl).toHaveText(`#${number}`);
      await expect(card.getByTestId('order-customer')).toHaveText(customer);
      for (const el of [numberEl, card.getByTestId('order-customer')]) {
        const fit = await el.evaluate((node) => {
          const box = node.getBoundingClientRect();
          const cardBox = node.closest('[data-testid="order-card"]')!.getBoundingClientRect();
          return {
            scrollWidth: node.scrollWidth,
            clientWidth: node.clientWidth,
            inside: box.left >= cardBox.left - 0.5 && box.right <= cardBox.right + 0.5,
          };
        });
        expect(fit.scrollWidth, `${width} px: nothing cut`).toBeLessThanOrEqual(fit.clientWidth);
        expect(fit.inside, `${width} px: inside the card`).toBe(true);
      }
    }
  });

  test('on a phone the board does not overflow and Outgoing is one tap away', async ({ page, request }) => {
    // A rush: a few orders waiting, one in the kitchen.
    const waiting = await Promise.all([0, 1, 2].map(() => woltOrder(request, token)));
    const cooking = await woltOrder(request, token);
    await patchOrder(request, token, 'accept', { id: cooking.order.id, cookingTimeInMinutes: 25 });
    mkdirSync(SCREENSHOTS, { recursive: true });

    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(BOARD);
      await onBoard(cardOf(page.getByTestId('board-column-1'), waiting[0]!.number)).toBeVisible();
      await page.screenshot({ path: join(SCREENSHOTS, `board-${width}.png`), fullPage: true });
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(BOARD);
    const tabs = page.getByTestId('board-column-tabs');
    await onBoard(tabs).toBeVisible();
    await onBoard(cardOf(page.getByTestId('board-column-1'), waiting[0]!.number)).toBeVisible();
    const overflow = await boardOverflow(page);
    expect(overflow.page.scrollWidth, 'the page at 390 px').toBeLessThanOrEqual(overflow.page.clientWidth);
    expect(overflow.board.scrollWidth, 'the board at 390 px').toBeLessThanOrEqual(overflow.board.clientWidth);
    await page.screenshot({ path: join(SCREENSHOTS, 'board-390.png'), fullPage: true });

    const outgoingTab = tabs.getByTestId('board-tab-2');
    await expect(outgoingTab).toContainText('Outgoing');
    const count = Number(await outgoingTab.getByTestId('board-tab-count').textContent());
    expect(count).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('board-column-2')).toHaveCount(0);
    await outgoingTab.click();
    const outgoing = page.getByTestId('board-column-2');
    await expect(cardOf(outgoing, cooking.number)).toBeInViewport();
    await expect(outgoing.getByTestId('order-card')).toHaveCount(count);
    const after = await boardOverflow(page);
    expect(after.board.scrollWidth).toBeLessThanOrEqual(after.board.clientWidth);
  });
});

/** The simulated cash server has a self-signed certificate, as real ones do. */
const insecure = { ignoreHTTPSErrors: true } as const;

/** r_keeper refuses every SaveOrder with `text` until `healRkeeper`: new orders turn BAD. */
async function breakRkeeper(request: APIRequestContext, text: string) {
  const res = await request.post(`${rkeeperSimulatorUrl()}/_sim/faults`, {
    ...insecure,
    data: { fault: 'status-error', command: 'SaveOrder', errorText: text },
  });
  expect(res.ok()).toBe(true);
}

async function healRkeeper(request: APIRequestContext) {
  await request.delete(`${rkeeperSimulatorUrl()}/_sim/faults`, insecure);
}

/** Every order action button on screen is at least 44 px tall. */
async function expectFingerSizedActions(page: Page, width: number) {
  const heights = await page
    .locator('[data-testid^="order-action-"]:visible')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(heights.length, `${width} px: some actions on screen`).toBeGreaterThan(0);
  for (const height of heights)
    expect(height, `${width} px: an action button's height`).toBeGreaterThanOrEqual(44);
}

/** The test id of the focused element. */
function focusedTestId(page: Page) {
  return page.evaluate(
    () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
  );
}

test.describe('a rush on a tablet or a phone', () => {
  test.describe.configure({ timeout: 300_000 });
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
  });
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password);
  });
  test.afterEach(async ({ request }) => {
    await healRkeeper(request);
  });

  test('a card stays put under a finger, buttons are finger-sized, Accept opens on the minutes, Reject needs no text', async ({
    page,
    request,
  }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const touched = await woltOrder(request, token);
    const other = await woltOrder(request, token);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(BOARD);
    const incoming = page.getByTestId('board-column-1');
    const card = cardOf(incoming, touched.number);
    await onBoard(card).toBeVisible();

    // A tablet in landscape: the columns have the whole width, the drawer is one tap away.
    await expect(page.getByTestId('side-drawer')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-tab-venues')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-tab-venues')).toBeHidden();
    await expectFingerSizedActions(page, 1024);
    await page.screenshot({ path: join(SCREENSHOTS, 'rush-board-1024.png') });

    // A finger comes down on the card; a new order arrives meanwhile and does not push it away.
    const title = card.getByTestId('order-number');
    const before = (await title.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    const arrived = await woltOrder(request, token);
    const pill = incoming.getByTestId('column-new-orders');
    await expect(pill).toBeVisible();
    await expect(pill).toHaveText('+1 new');
    // In the column's header, beside its count: it covers no card, not even the top one's number.
    const pillBox = (await pill.boundingBox())!;
    const cardsBox = (await incoming.getByTestId('column-cards').boundingBox())!;
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(cardsBox.y);
    await expect(cardOf(incoming, arrived.number)).toHaveCount(0);
    expect(await title.boundingBox()).toEqual(before);
    await page.screenshot({ path: join(SCREENSHOTS, 'rush-held-1024.png') });
    await page.mouse.up();
    const details = page.getByTestId('order-details');
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    // Let go: the new order joins the column (at once with the pill, by itself shortly after).
    if (await pill.isVisible()) await pill.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(cardOf(incoming, arrived.number)).toBeVisible();
    await expect(pill).toBeHidden();

    // Accept opens on the minute chips, not the number field.
    await card.getByTestId('order-action-accept').click();
    const accept = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
    await expect(accept).toBeVisible();
    await expect.poll(() => focusedTestId(page)).toMatch(/^minutes-\d+$/);
    await accept.getByTestId('minutes-15').click();
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(cardOf(page.getByTestId('board-column-2'), touched.number)).toBeVisible();

    // Reject with a reason alone: Wolt hears the reason, the rejected card shows it.
    await cardOf(incoming, other.number).getByTestId('order-number').click();
    await expect(details).toBeVisible();
    await details.getByTestId('order-action-reject').click();
    const reject = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Reject order' }) });
    await expect(reject.getByRole('radio', { name: 'Items unavailable', exact: true })).toBeFocused();
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await wolt(request)).find((c) => c.method === 'PUT' && c.path === `/orders/${other.woltId}/reject`)
            ?.body,
      )
      .toEqual({ reason: 'Some items are unavailable', code: 'ITEMS_UNAVAILABLE' });
    await page.goto(`/incorrect-orders-id/${DEMO_VENUE.id}`);
    const rejected = page.getByTestId('order-card').filter({ hasText: `#${other.number}` });
    await onBoard(rejected.getByTestId('order-reject-reason')).toHaveText('Rejected: Items unavailable');
    await page.screenshot({ path: join(SCREENSHOTS, 'rush-rejected-1024.png') });

    // A phone: the same buttons are a finger's size.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(BOARD);
    await onBoard(cardOf(incoming, arrived.number)).toBeVisible();
    await expectFingerSizedActions(page, 390);
    await cardOf(incoming, arrived.number).getByTestId('order-action-accept').click();
    await expect.poll(() => focusedTestId(page)).toMatch(/^minutes-\d+$/);
    await page.screenshot({ path: join(SCREENSHOTS, 'rush-accept-390.png'), animations: 'disabled' });
  });

  test('a tap on its way when a new order pushes the cards down does not land on the new order', async ({
    page,
    request,
  }) => {
    // No notes: a note that names an allergy shows on the card, and the cards must be of one height
    // for the new order's Accept to stand where the old one's was.
    const waiting = await woltOrder(request, token, { note: null });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(BOARD);
    const incoming = page.getByTestId('board-column-1');
    await onBoard(cardOf(incoming, waiting.number)).toBeVisible();
    const accept = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Accept order' }) });
    await page.evaluate(() => {
      const times = window as unknown as { pressedAt?: number };
      document.addEventListener('pointerdown', () => (times.pressedAt = performance.now()), true);
    });

    // The cook aims at the top card's Accept; a new order lands on top just before the finger does.
    // A try whose press came later than the moment the cards settle in (a slow machine) proves
    // nothing, and is made again with another order.
    let arrived = '';
    for (let attempt = 0; attempt < 3 && !arrived; attempt++) {
      // No finger on the column for longer than its hold, so the new order goes straight to the top.
      await page.waitForTimeout(3_000);
      const target = (await incoming.getByTestId('order-action-accept').first().boundingBox())!;
      const number = longOrderNumber();
      const appeared = page.evaluate(
        (label) =>
          new Promise<number>((resolve) => {
            new MutationObserver((_changes, observer) => {
              const first = document.querySelector(
                '[data-testid="board-column-1"] [data-testid="order-card"]',
              );
              if (!first?.textContent?.includes(label)) return;
              observer.disconnect();
              resolve(performance.now());
            }).observe(document.body, { subtree: true, childList: true });
          }),
        `#${number}`,
      );
      const sent = woltOrder(request, token, { orderNumber: number, note: null });
      const appearedAt = await appeared;
      await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
      const pressedAt = await page.evaluate(() => (window as unknown as { pressedAt: number }).pressedAt);
      await sent;
      if (pressedAt - appearedAt >= 400) continue;
      arrived = number;
      // The press fell on the new order's Accept, which stood where the old one was: nothing opens,
      // and the card the finger landed on is outlined.
      const landedOn = cardOf(incoming, number);
      await expect(landedOn).toHaveCSS('outline-style', 'solid');
      await expect(accept).toBeHidden();
      await expect(incoming.getByTestId('column-cards')).not.toHaveAttribute('aria-disabled', 'true');
      await expect(accept).toBeHidden();
    }
    expect(arrived, 'a press within the moment the cards moved, in one of three tries').not.toBe('');

    // Once the cards are still, the same tap opens Accept for the order now under the finger.
    await cardOf(incoming, arrived).getByTestId('order-action-accept').click();
    await expect(accept).toBeVisible();
    await expect(accept).toContainText(`#${arrived}`);
    await page.keyboard.press('Escape');
    await expect(accept).toBeHidden();
  });

  test('Force asks for a cooking time that reaches Wolt; Retry says how it ended; the calls fold under Details', async ({
    page,
    request,
  }) => {
    await breakRkeeper(request, 'Shift is not open');
    const forced = await woltOrder(request, token);
    const retried = await woltOrder(request, token);
    await page.goto(BOARD);
    const incoming = page.getByTestId('board-column-1');
    for (const { number } of [forced, retried])
      await onBoard(cardOf(incoming, number)).toHaveAttribute('data-state-id', '2', { timeout: 30_000 });

    // Force asks first, with the cooking time, and Wolt hears the accept with it.
    await cardOf(incoming, forced.number).getByTestId('order-action-force').click();
    const force = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Force into production' }) });
    await expect(force.getByTestId('force-warning')).toBeVisible();
    await expect.poll(() => focusedTestId(page)).toMatch(/^minutes-\d+$/);
    await page.screenshot({ path: join(SCREENSHOTS, 'rush-force-1440.png') });
    expect((await wolt(request)).some((c) => c.path === `/orders/${forced.woltId}/accept`)).toBe(false);
    await force.getByTestId('minutes-30').click();
    const forcedAt = Date.now();
    await force.getByRole('button', { name: 'Force', exact: true }).click();
    let call: RecordedCall | undefined;
    await expect
      .poll(async () => {
        call = (await wolt(request)).find(
          (c) => c.method === 'PUT' && c.path === `/orders/${forced.woltId}/accept`,
        );
        return call?.status;
      })
      .toBe(200);
    const pickup = Date.parse((call!.body as { adjusted_pickup_time: string }).adjusted_pickup_time);
    expect(pickup - forcedAt).toBeGreaterThan(29 * 60_000);
    expect(pickup - forcedAt).toBeLessThan(31 * 60_000);

    // Retry says it failed again in r_keeper's words, then that it was handed over.
    const card = cardOf(incoming, retried.number);
    await card.getByTestId('order-action-retry').click();
    await expect(
      page.getByText(new RegExp(`^Order #${retried.number} failed again: .*Shift is not open`)),
    ).toBeVisible({
      timeout: 30_000,
    });
    await healRkeeper(request);
    await card.getByTestId('order-action-retry').click();
    await expect(page.getByText(`Order #${retried.number} was handed over to r_keeper`)).toBeVisible({
      timeout: 30_000,
    });

    // The calls made for the order fold under Details, below the actions.
    await card.getByTestId('order-number').click();
    const details = page.getByTestId('order-details');
    await expect(details).toBeVisible();
    const toggle = details.getByTestId('order-details-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details.getByTestId('order-attempts')).toHaveCount(0);
    const actionsBox = (await details.getByTestId('order-action-accept').boundingBox())!;
    expect((await toggle.boundingBox())!.y).toBeGreaterThan(actionsBox.y);
    await toggle.click();
    await expect(details.getByTestId('order-attempt').first()).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'rush-details-1440.png'), animations: 'disabled' });
  });
});

test('the licence warnings name each platform once: not assigned wins over expired', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const area = await apiCreate<TArea>(request, token, '/api/areas', { name: uniqueName('Toast area') });
  const venue = await apiCreate<TVenue>(request, token, '/api/venues', {
    name: uniqueName('Toast Bistro'),
    areaId: area.id,
    woltSettings: [{ isEnabled: true, name: 'Wolt', externalId: uniqueName('wolt-toast'), apiKey: 'k-1' }],
    boltSettings: [
      {
        isEnabled: true,
        name: 'Bolt',
        externalId: uniqueName('bolt-toast'),
        integratorId: 'toast-integrator',
        hmacSecret: 'toast-hmac-secret',
      },
    ],
  });
  // Wolt's licence lapsed yesterday; Bolt's date was cleared (so it is not licensed either).
  const dates = await request.put('/api/venues', {
    data: {
      id: venue.id,
      venueSelfSettings: {
        woltExpiredDateUtc: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
        boltExpiredDateUtc: null,
      },
    },
    headers: auth(token),
  });
  expect(dates.status(), await dates.text()).toBe(200);
  const manager = uniqueName('toastmanager');
  await apiCreate(request, token, '/api/managers', {
    userName: manager,
    password: 'Toast-e2e-1',
    venueId: venue.id,
  });

  const seen = await recordLicenceToasts(page);
  await signIn(page, manager, 'Toast-e2e-1');
  await expect
    .poll(seen, { message: 'both licence toasts', timeout: 60_000 })
    .toEqual(['Bolt license is not assigned!', 'Wolt license is expired!']);
});
