// Texts and formats a user meets: a page the role may not open says so (the 403 toast) before the
// start page, and the revenue-by-day chart names the period's dates on its axis.
import { expect, test } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };

test('a manager on a back-office page gets the 403 toast and their start page', async ({ page }) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  await expect(page).toHaveURL(/\/new-orders$/);
  await page.goto('/venues');
  await expect(page).toHaveURL(/\/new-orders$/);
  await expect(page.getByText('Sorry, you have not access to this page')).toBeVisible();
});

test("the revenue-by-day chart shows the period's dates on its axis", async ({ page, request }) => {
  // A sale today, so the chart has a day to draw.
  const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
    data: { type: 'instant', delivery: { type: 'homedelivery' } },
  });
  expect(created.status()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  const signedIn = await request.post('/api/Token/Access', {
    data: { userName: MANAGER.login, password: MANAGER.password },
  });
  const headers = {
    Authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}`,
  };
  let orderId: number | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders?venueId=${DEMO_VENUE.id}&statusId=1`, { headers });
        const orders = (await res.json()) as { id: number }[];
        orderId = orders.find((o) => JSON.stringify(o).includes(orderNumber))?.id;
        return orderId;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  const accepted = await request.patch('/api/orders/accept', {
    headers,
    data: { id: orderId, cookingTimeInMinutes: 15, isForce: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await signIn(page, MANAGER.login, MANAGER.password);
  await page.getByTestId('side-tab-reports').click();
  await expect(page).toHaveURL(/\/reports$/);
  const chart = page.getByTestId('sales-by-day-chart');
  await expect(chart.locator('svg').first()).toBeVisible({ timeout: 30_000 });
  // Day and month (day first) with the default '.' separator, drawn as tick labels of the x axis.
  const dateTicks = chart.locator('svg text').filter({ hasText: /^\d{2}\.\d{2}$/ });
  await expect(dateTicks.first()).toBeVisible({ timeout: 30_000 });
  expect(await dateTicks.count()).toBeGreaterThanOrEqual(1);
});
