// A manager: their venue's board as start page, the manager tabs, their operators, and the settings
// that change how the board looks.
import { expect, test } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';
import { choose, headerLinks, sideTabs, signIn, signOut, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };

test('a manager lands on the board and manages the operators of their venue', async ({ page }, testInfo) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  await expect(page).toHaveURL(/\/new-orders$/);
  await expect(page.getByTestId('board-venue-name')).toHaveText(DEMO_VENUE.name);
  expect(await sideTabs(page)).toEqual(['operators', 'manager-venue', 'reports']);
  expect(await headerLinks(page)).toEqual(['active-orders', 'taken-orders', 'incorrect-orders']);

  for (const path of ['/dealers', '/managers', '/admin-list', '/venues', '/areas', '/venue-groups']) {
    await page.goto(path);
    await expect(page, `${path} is not a manager's route`).toHaveURL(/\/new-orders$/);
  }

  await test.step('sees their restaurant under My venue, without changing it', async () => {
    await page.getByTestId('side-tab-manager-venue').click();
    await expect(page).toHaveURL(/\/manager\/venue$/);
    await expect(page.getByTestId('page-title')).toHaveText(DEMO_VENUE.name);
    await expect(page.getByLabel(/^Name/)).toHaveValue(DEMO_VENUE.name);
    await expect(page.getByLabel(/^Name/)).toBeDisabled();
    await expect(page.getByTestId('form-submit')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('my-venue.png') });
    await page.getByTestId('open-board').click();
    await expect(page).toHaveURL(/\/new-orders$/);
  });

  await test.step('creates an operator for their venue, who then signs in to the same board', async () => {
    const login = uniqueName('op');
    await page.getByTestId('side-tab-operators').click();
    await page.getByTestId('list-create').click();
    await page.getByLabel(/^Login/).fill(login);
    await page.getByLabel(/^Password/).fill('Operator-e2e-2');
    await page.getByLabel(/^First name/).fill('Gabija');
    // The manager's own venue is chosen already, and the only one offered.
    await expect(page.getByRole('combobox', { name: /Restaurant/ })).toHaveText(DEMO_VENUE.name);
    await choose(page, /Restaurant/, DEMO_VENUE.name);
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/operators$/);
    await page.getByTestId('list-search').fill(login);
    await expect(page.getByTestId('list-row').filter({ hasText: login })).toContainText(DEMO_VENUE.name);

    await signOut(page);
    await signIn(page, login, 'Operator-e2e-2');
    await expect(page).toHaveURL(/\/new-orders$/);
    await expect(page.getByTestId('board-venue-name')).toHaveText(DEMO_VENUE.name);
  });
});

test('order cards follow the card mode, time format and font size settings', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, MANAGER.login, MANAGER.password);
  const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
    data: { type: 'instant', delivery: { type: 'homedelivery' } },
  });
  expect(created.status()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  const card = page.getByTestId('board-column-1').getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible({ timeout: 30_000 });

  await test.step('popup cards are compact and open the order in a dialog', async () => {
    await expect(card).toHaveAttribute('data-mode', 'popup');
    await expect(card.getByTestId('order-time')).toHaveText(/^\d{2}:\d{2}$/);
    await page.screenshot({ path: testInfo.outputPath('board-popup.png'), fullPage: true });
    await card.getByTestId('order-number').click();
    const details = page.getByTestId('order-details');
    await expect(details).toBeVisible();
    await expect(details.getByTestId('order-received')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await page.screenshot({ path: testInfo.outputPath('order-details.png') });
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  await test.step('the settings dialog switches to expanded cards, 12-hour times and larger text', async () => {
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('open-settings').click();
    const dialog = page.getByTestId('settings-dialog');
    await dialog.getByRole('button', { name: 'Expanded' }).click();
    await dialog.getByRole('button', { name: '12-hour' }).click();
    await dialog.getByRole('slider', { name: 'Card text size' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('font-preview')).toContainText('18');
    await page.screenshot({ path: testInfo.outputPath('settings.png') });
    const saved = page.waitForResponse((r) => r.url().includes('/api/users/AdditionalSettings'));
    await dialog.getByTestId('settings-save').click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();

    await expect(card).toHaveAttribute('data-mode', 'expanded');
    await expect(card.getByTestId('order-time')).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);
    await expect(card).toHaveCSS('font-size', '18px');
    await page.screenshot({ path: testInfo.outputPath('board-expanded.png'), fullPage: true });
  });

  await test.step('the settings stay after a reload: local ones in the browser, the font size on the server', async () => {
    await page.reload();
    await expect(card).toHaveAttribute('data-mode', 'expanded');
    await expect(card).toHaveCSS('font-size', '18px');
  });

  await test.step('the interface switches to Lithuanian and back', async () => {
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('open-settings').click();
    await choose(page, /^Language/, 'Lietuvių');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('side-tab-operators')).toHaveText('Operatoriai');
    await expect(page.getByTestId('page-title')).toHaveText('Aktyvūs užsakymai');
    await page.screenshot({ path: testInfo.outputPath('board-lithuanian.png'), fullPage: true });

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('open-settings').click();
    await choose(page, /^Kalba/, 'English');
    await page.getByTestId('settings-dialog').getByTestId('settings-save').click();
    await expect(page.getByTestId('side-tab-operators')).toHaveText('Operators');
  });

  await test.step('the font size goes back to the default for the other specs', async () => {
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('open-settings').click();
    const slider = page.getByTestId('settings-dialog').getByRole('slider', { name: 'Card text size' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('settings-save').click();
    await expect(card).toHaveCSS('font-size', '16px');
  });
});
