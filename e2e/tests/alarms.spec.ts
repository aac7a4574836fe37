// Alarms that cannot be missed: a manager hears a new order and sees how many wait on any screen (the
// header's Active orders link, the tab's title); a platform's cancellation of an accepted order has its own
// sound and a banner that stays until acknowledged; a board that lost its connection says so and greys its
// timers; a closed venue's board offers Open; the screen stays on while the alarms are live. Sounds are
// counted in the page by the pitch of their first tone. Screenshots: e2e/screenshots/alarms-<what>-<width>.png.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TOrder } from '@orderdesk/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_VENUE, patchOrder, setVenueOpen } from '../support/api';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  SCREENSHOTS_DIR as SCREENSHOTS,
  woltSimulatorUrl,
} from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
/** The first tone of each alarm (apps/web/src/lib/notification-sound.ts). */
const TONE = { newOrder: 880, cancelled: 784 } as const;

/** Records the pitch of every tone the page plays in `window.alarmTones`. */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tones: number[] = [];
    (window as unknown as { alarmTones: number[] }).alarmTones = tones;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      const oscillator = create.call(this);
      const set = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value: number, time: number) => {
        tones.push(value);
        return set(value, time);
      };
      return oscillator;
    };
  });
}

function played(page: Page, tone: number): Promise<number> {
  return page.evaluate(
    (pitch) => (window as unknown as { alarmTones: number[] }).alarmTones.filter((t) => t === pitch).length,
    tone,
  );
}

/** Records every screen lock the page is given in `window.screenLocks`. */
async function recordScreenLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const locks: WakeLockSentinel[] = [];
    (window as unknown as { screenLocks: WakeLockSentinel[] }).screenLocks = locks;
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type?: WakeLockType) => {
      const sentinel = await request(type);
      locks.push(sentinel);
      return sentinel;
    };
  });
}

function screenLocksHeld(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { screenLocks: WakeLockSentinel[] }).screenLocks.filter((l) => !l.released)
        .length,
  );
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function incoming(request: APIRequestContext, token: string): Promise<TOrder[]> {
  const res = await request.get(`/api/orders?statusId=1&venueId=${DEMO_VENUE.id}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as TOrder[];
}

/** A Wolt order from the simulated Wolt, once it waits on Incoming. */
async function woltOrder(request: APIRequestContext, token: string) {
  const number = `AL${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
    data: { type: 'instant', delivery: { type: 'homedelivery' }, order_number: number },
  });
  expect(created.status()).toBe(201);
  const { orderId: woltId } = (await created.json()) as { orderId: string };
  let order: TOrder | undefined;
  await expect
    .poll(async () => (order = (await incoming(request, token)).find((o) => o.platformOrderId === woltId)), {
      timeout: 30_000,
    })
    .toBeDefined();
  return { order: order!, woltId, number };
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // A board narrowed to a phone's width loads its column tabs then.
    if (size.width < 600 && (await page.getByTestId('order-board').count()) > 0)
      await expect(page.getByTestId('board-column-tabs')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, `alarms-${name}-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a manager's alarms ring on every screen: new orders counted, a platform's cancellation named", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, MANAGER.login, MANAGER.password);
  await countSounds(page);
  await signIn(page, MANAGER.login, MANAGER.password);
  await expect(page).toHaveURL(/\/new-orders$/);
  await expect(page.getByTestId('board-column-1')).toBeVisible();
  await page.getByTestId('side-tab-manager-venue').click();
  await expect(page).toHaveURL(/\/manager\/venue$/);
  await expect(page.getByTestId('page-title')).toHaveText(DEMO_VENUE.name);
  expect(await played(page, TONE.newOrder)).toBe(0);

  const { order, woltId, number } = await woltOrder(request, token);
  let waiting = 0;

  await test.step('a new order rings on My venue and is counted in the header and the title', async () => {
    await expect.poll(() => played(page, TONE.newOrder), { timeout: 30_000 }).toBeGreaterThan(0);
    const link = page.getByTestId('header-link-active-orders');
    // The header counts what the venue's Incoming holds now, the new order among them; an earlier
    // test's order may still be leaving Incoming, so the count is read again until both agree.
    await expect(async () => {
      waiting = (await incoming(request, token)).length;
      await expect(link.getByTestId('header-waiting-count')).toHaveText(String(waiting), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(link).toHaveAccessibleName(`Active orders ${waiting} waiting for Accept`);
    await expect(page).toHaveTitle(`(${waiting}) ${DEMO_VENUE.name} · OrderDesk`);
    // Taken orders: the count stays in the title.
    await page.getByTestId('header-link-taken-orders').click();
    await expect(page).toHaveTitle(`(${waiting}) Taken orders · OrderDesk`);
  });

  await test.step("the platform's cancellation of the accepted order sounds its own alarm and stays named", async () => {
    await patchOrder(request, token, 'accept', { id: order.id, cookingTimeInMinutes: 20, isForce: false });
    await expect(page).toHaveTitle(
      waiting > 1 ? `(${waiting - 1}) Taken orders · OrderDesk` : 'Taken orders · OrderDesk',
    );
    expect(await played(page, TONE.cancelled)).toBe(0);
    const cancelled = await request.post(`${woltSimulatorUrl()}/_sim/orders/${woltId}/cancel`);
    expect(cancelled.status()).toBe(202);

    const banner = page.getByTestId('cancellation-alarm');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(`Wolt cancelled order #${number}`);
    await expect(banner).toContainText('It was being cooked:');
    await expect(banner).toContainText(`${order.items[0]!.count} × ${order.items[0]!.name}`);
    await expect.poll(() => played(page, TONE.cancelled)).toBeGreaterThan(0);
    await screenshots(page, 'cancelled');

    // It stays on another screen until someone presses Got it.
    await page.getByTestId('side-tab-manager-venue').click();
    await expect(banner).toBeVisible();
    // A control under the alarm, reached by the keyboard, is scrolled to above it, not left hidden.
    await expect(page.getByTestId('availability-row').first()).toBeVisible();
    const markedUnderAlarm = await page.evaluate(() => {
      const alarm = document.querySelector('[data-testid="venue-alarms"]')!.getBoundingClientRect();
      const under = [
        ...document.querySelectorAll('main button:not([disabled]), main input:not([disabled])'),
      ].find((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.bottom > alarm.top && box.top < alarm.bottom && !control.closest('[data-testid="venue-alarms"]')
        );
      });
      under?.setAttribute('data-under-alarm', '');
      return under !== undefined;
    });
    expect(markedUnderAlarm).toBe(true);
    const control = page.locator('[data-under-alarm]');
    await control.focus();
    const alarmTop = (await page.getByTestId('venue-alarms').boundingBox())!.y;
    const controlBox = (await control.boundingBox())!;
    expect(controlBox.y + controlBox.height).toBeLessThanOrEqual(alarmTop);
    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test('a board that lost its connection says so and greys its timers; a closed venue offers Open', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request);
  const { order, number } = await woltOrder(request, token);
  await setVenueOpen(request, token, false);
  try {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    const card = page.getByTestId('board-column-1').getByTestId('order-card').filter({ hasText: number });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('hub-status')).toHaveAttribute('data-status', 'live');

    await test.step('a closed venue shows a banner with Open', async () => {
      const closed = page.getByTestId('venue-closed');
      await expect(closed).toContainText(`${DEMO_VENUE.name} is closed`);
      await screenshots(page, 'closed');
      // Beside the side navigation a 1440 px window leaves a medium-sized board: three equal columns,
      // not Ready squeezed into 2 of 12 where an order number wraps.
      const incomingBox = await page.getByTestId('board-column-1').boundingBox();
      const readyBox = await page.getByTestId('board-column-3').boundingBox();
      expect(Math.round(readyBox!.width)).toBe(Math.round(incomingBox!.width));
      await closed.getByRole('button', { name: 'Open', exact: true }).click();
      await expect(closed).toHaveCount(0);
      await expect(page.getByTestId('venue-status')).toHaveAttribute('data-online', 'true');
    });

    await test.step('offline: a banner with the last update, and timers marked not live', async () => {
      const wait = card.getByTestId('order-waited');
      await expect(wait).not.toHaveAttribute('data-stale');
      const cardBefore = await card.boundingBox();
      const busyButton = page.getByTestId('busy-mode-open');
      const busyBefore = await busyButton.boundingBox();
      await context.setOffline(true);
      const lost = page.getByTestId('connection-lost');
      await expect(lost).toBeVisible();
      // The banner comes at the window's foot: the card under a finger stays where it was, and so does
      // the Busy button beside the connection's longer word.
      expect(await card.boundingBox()).toEqual(cardBefore);
      await expect(page.getByTestId('hub-status')).toHaveAttribute('data-status', 'reconnecting');
      await expect(page.getByTestId('hub-status').getByText('Reconnecting…')).toBeVisible();
      await expect(page.getByTestId('hub-status').getByText('Live', { exact: true })).toBeHidden();
      expect(await busyButton.boundingBox()).toEqual(busyBefore);
      await expect(lost).toContainText('this board is not live');
      await expect(lost).toContainText(/last update at \d{1,2}:\d{2}/);
      await expect(wait).toHaveAttribute('data-stale', 'true');
      await expect(wait).toContainText('not live');
      await screenshots(page, 'offline');

      await context.setOffline(false);
      await expect(lost).toHaveCount(0, { timeout: 30_000 });
      await expect(wait).not.toHaveAttribute('data-stale');
    });
  } finally {
    await context.setOffline(false);
    await setVenueOpen(request, token, true);
    await patchOrder(request, token, 'reject', { id: order.id, reason: 'Alarm test done' });
  }
});

test("a manager's screen stays on while the venue's alarms are live, on every screen", async ({
  page,
  context,
}) => {
  // Headless Chromium refuses a screen lock unless it is granted; a device's browser grants one to a page in view.
  await context.grantPermissions(['screen-wake-lock']);
  await recordScreenLocks(page);
  await signIn(page, MANAGER.login, MANAGER.password);
  await expect(page).toHaveURL(/\/new-orders$/);
  await expect.poll(() => screenLocksHeld(page)).toBe(1);
  await page.getByTestId('header-link-taken-orders').click();
  await expect(page).toHaveTitle(/Taken orders · OrderDesk$/);
  // One lock all along: moving between the screens neither drops it nor takes a second.
  expect(await screenLocksHeld(page)).toBe(1);
});
