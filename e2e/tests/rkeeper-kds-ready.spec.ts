// The kitchen's Ready from r_keeper: an administrator turns on "The kitchen display's Ready goes to the
// platform" in the venue's r_keeper section; an accepted Wolt order whose dishes the kitchen display
// marks ready moves to Ready by itself, says so on its card, and Wolt hears Ready once.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RkSimCheck } from '../../tools/src/rkeeper/index';
import { apiToken, DEMO_VENUE, patchOrder } from '../support/api';
import {
  ADMIN,
  CHROMIUM_AVAILABLE,
  CHROMIUM_PATH,
  rkeeperSimulatorUrl,
  SCREENSHOTS_DIR,
  woltSimulatorUrl,
} from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

// The simulated cash server has a self-signed certificate, as real ones do.
const insecure = { ignoreHTTPSErrors: true } as const;
const SWITCH = "The kitchen display's Ready goes to the platform";

interface WoltCall {
  method: string;
  path: string;
}

async function setKitchenReady(page: Page, on: boolean) {
  await page.goto(`/venue/${DEMO_VENUE.id}`);
  const section = page.getByTestId('rkeeper-section');
  const toggle = section.getByRole('switch', { name: SWITCH });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await section.getByRole('button', { name: 'Save POS settings' }).click();
  await expect(page.getByText('The POS settings were saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('rkeeper-section').getByRole('switch', { name: SWITCH })).toBeChecked({
    checked: on,
  });
}

test('an order the kitchen display marks ready goes to Ready by itself, and Wolt hears Ready once', async ({
  page,
  request,
}) => {
  const wolt = woltSimulatorUrl();
  const rk = rkeeperSimulatorUrl();
  const token = await apiToken(request);
  await signIn(page, ADMIN.login, ADMIN.password);
  await setKitchenReady(page, true);
  try {
    const created = await request.post(`${wolt}/_sim/orders`, { data: { type: 'instant' } });
    expect(created.status()).toBe(201);
    const { orderId, orderNumber } = (await created.json()) as { orderId: string; orderNumber: string };

    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    const incoming = page
      .getByTestId('board-column-1')
      .getByTestId('order-card')
      .filter({ hasText: orderNumber });
    // Handed over to r_keeper (GOOD), then accepted as a cook would.
    await expect(incoming).toHaveAttribute('data-state-id', '1', { timeout: 30_000 });
    const id = Number(await incoming.getAttribute('data-order-id'));
    await patchOrder(request, token, 'accept', { id, cookingTimeInMinutes: 15 });
    await expect(
      page.getByTestId('board-column-2').getByTestId('order-card').filter({ hasText: orderNumber }),
    ).toBeVisible();

    const checks = (await (await request.get(`${rk}/_sim/checks`, insecure)).json()) as RkSimCheck[];
    const check = checks.find((c) => c.persistentComment.includes(orderId));
    expect(check, 'the order is a check in r_keeper').toBeDefined();
    const marked = await request.post(`${rk}/_sim/kds`, { ...insecure, data: { guid: check!.guid } });
    expect(((await marked.json()) as { marked: number }).marked).toBeGreaterThan(0);

    const ready = page
      .getByTestId('board-column-3')
      .getByTestId('order-card')
      .filter({ hasText: orderNumber });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await expect(ready).toContainText("Ready in r_keeper's kitchen");
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, 'rkeeper-kds-ready-1440.png') });

    const readyCalls = async () =>
      ((await (await request.get(`${wolt}/_sim/calls`)).json()) as WoltCall[]).filter(
        (c) => c.method === 'PUT' && c.path === `/orders/${orderId}/ready`,
      ).length;
    await expect.poll(readyCalls, { timeout: 30_000 }).toBe(1);
  } finally {
    await setKitchenReady(page, false);
  }
});
