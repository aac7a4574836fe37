// Menus: a manager downloads the venue's menu from r_keeper, switches a dish off on Wolt and gives another
// its own Wolt price, sees in the preview what changes, publishes, and the simulated Wolt holds a menu
// with that dish disabled and that price. Then a whole category goes off, and a dish is sold out at once.
import { expect, test } from '@playwright/test';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH, E2E_WOLT_VENUE_ID, woltSimulatorUrl } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };
// The simulated r_keeper's idents: dish code + 1 000 000.
const CEPELINAI = { id: 'i_1002001', name: 'Cepelinai su mėsa (2 vnt.)' };
const KUGELIS = 'i_1002002';
const SOUPS = { id: 'k_3000001', name: 'Sriubos', dishes: ['i_1001001', 'i_1001002'] };

interface RecordedCall {
  method: string;
  path: string;
  status: number;
  body: { categories?: { items: { external_data: string; price: number; enabled: boolean }[] }[] } | null;
}

interface RecordedItemsCall {
  method: string;
  path: string;
  body: { data?: { external_id: string; in_stock: boolean; enabled: boolean }[] } | null;
}

test('a manager downloads the menu, switches a dish off, previews and publishes it to Wolt', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  await expect(page).toHaveURL(/\/new-orders$/);
  await page.getByTestId('side-tab-manager-venue').click();
  await page.getByTestId('open-menu').click();
  await expect(page).toHaveURL(/\/manager\/venue\/menu$/);

  await page.getByTestId('menu-download').click();
  await expect(page.getByText(/^Menu imported: 14 dishes, 1 combos/)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('menu-tab-wolt').click();
  const dish = page.locator(`li[data-node-id="${CEPELINAI.id}"]`);
  await expect(dish.getByTestId('menu-node-name').first()).toHaveText(CEPELINAI.name);

  await page.getByRole('switch', { name: `Sell ${CEPELINAI.name}` }).click();
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu changes saved')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Sell ${CEPELINAI.name}` })).not.toBeChecked();

  // Wolt sells the kugelis dearer than the till: its own price on this connection.
  await page.getByRole('button', { name: 'Edit Bulvių plokštainis (kugelis) su grietine' }).click();
  await page.getByTestId('menu-item-editor').getByLabel('Price on this platform (€)').fill('7,90');
  await page.getByTestId('menu-item-save').click();
  await expect(page.locator(`li[data-node-id="${KUGELIS}"]`).first()).toContainText('7.90 €');

  await page.getByTestId('menu-publish').click();
  const dialog = page.getByTestId('publish-dialog');
  const wolt = dialog.locator('[data-testid="preview-connection"][data-platform="wolt"]');
  await expect(wolt.getByTestId('preview-switched-off')).toContainText(`${CEPELINAI.name} (switched off)`);
  await expect(wolt.getByTestId('preview-added')).toContainText(
    'Bulvių plokštainis (kugelis) su grietine · 7.90 €',
  );
  await page.screenshot({ path: testInfo.outputPath('menu-preview.png') });
  await dialog.getByTestId('publish-confirm').click();

  const status = page.locator('[data-testid="menu-status-row"][data-platform="wolt"]');
  await expect(status.getByTestId('menu-status-outcome')).toHaveText('Published', { timeout: 30_000 });

  const calls = (await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as RecordedCall[];
  const menu = calls.filter(
    (c) => c.method === 'POST' && c.path === `/v1/restaurants/${E2E_WOLT_VENUE_ID}/menu`,
  );
  expect(menu.length).toBeGreaterThan(0);
  const published = menu.at(-1)!;
  expect(published.status).toBe(200);
  const items = published.body!.categories!.flatMap((c) => c.items);
  expect(items.find((i) => i.external_data === KUGELIS)?.price).toBe(790);
  expect(items.find((i) => i.external_data === CEPELINAI.id)?.enabled).toBe(false);
});

test('a manager switches a whole category off and marks a dish sold out; Wolt records both', async ({
  page,
  request,
}) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  await expect(page).toHaveURL(/\/new-orders$/);
  await page.getByTestId('side-tab-manager-venue').click();
  await page.getByTestId('open-menu').click();
  await expect(page).toHaveURL(/\/manager\/venue\/menu$/);
  await page.getByTestId('menu-tab-wolt').click();

  await page.getByRole('switch', { name: `Sell ${SOUPS.name}` }).click();
  await page.getByTestId('menu-save').click();
  await expect(page.getByText('Menu changes saved')).toBeVisible();
  for (const id of SOUPS.dishes)
    await expect(
      page.locator(`li[data-node-id="${id}"]`).getByTestId('menu-switch').first().locator('input'),
    ).not.toBeChecked();

  const menuCalls = async () =>
    ((await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as RecordedCall[]).filter(
      (c) => c.method === 'POST' && c.path === `/v1/restaurants/${E2E_WOLT_VENUE_ID}/menu`,
    );
  const before = (await menuCalls()).length;
  await page.getByTestId('menu-publish').click();
  const dialog = page.getByTestId('publish-dialog');
  const wolt = dialog.locator('[data-testid="preview-connection"][data-platform="wolt"]');
  await expect(wolt.getByTestId('preview-switched-off')).toContainText('(switched off)');
  await dialog.getByTestId('publish-confirm').click();
  await expect.poll(async () => (await menuCalls()).length, { timeout: 30_000 }).toBeGreaterThan(before);
  const items = (await menuCalls()).at(-1)!.body!.categories!.flatMap((c) => c.items);
  for (const id of SOUPS.dishes) expect(items.find((i) => i.external_data === id)?.enabled).toBe(false);
  expect(items.find((i) => i.external_data === KUGELIS)?.enabled).toBe(true);

  // The kitchen runs out of kugelis: sold out on every platform at once, with Wolt's item call.
  await page
    .getByRole('button', { name: 'Sold out or back on sale: Bulvių plokštainis (kugelis) su grietine' })
    .click();
  await page.getByTestId('sold-out-confirm').click();
  await expect(
    page.getByText('Bulvių plokštainis (kugelis) su grietine is sold out on every platform'),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${woltSimulatorUrl()}/_sim/calls`)).json()) as RecordedItemsCall[])
          .filter((c) => c.method === 'PATCH' && c.path === `/venues/${E2E_WOLT_VENUE_ID}/items`)
          .map((c) => c.body?.data)
          .at(-1),
      { timeout: 30_000 },
    )
    .toEqual([{ external_id: KUGELIS, in_stock: false, enabled: false }]);
});
