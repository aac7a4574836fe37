// An administrator: the start page, every back-office tab, the guard on a venue-bound route, and the
// restaurant and administrator screens.
import type { TArea } from '@orderdesk/contracts';
import { expect, test } from '@playwright/test';
import { apiCreate, apiToken } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { choose, headerLinks, sideTabs, signIn, signOut, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

test('an administrator sees every back-office tab and the admin list', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/venues$/);

  expect(await sideTabs(page)).toEqual([
    'venues',
    'dealers',
    'managers',
    'operators',
    'venue-groups',
    'areas',
    'lic-requests',
    'reports',
  ]);
  expect(await headerLinks(page)).toEqual([
    'admin-list',
    'active-orders',
    'taken-orders',
    'incorrect-orders',
  ]);

  await test.step('a manager-only route sends the administrator to the start page', async () => {
    await page.goto('/new-orders');
    await expect(page).toHaveURL(/\/venues$/);
    await page.goto('/manager/venue');
    await expect(page).toHaveURL(/\/venues$/);
  });

  await test.step('creates, finds, opens and deletes a restaurant', async () => {
    const area = await apiCreate<TArea>(request, await apiToken(request), '/api/areas', {
      name: uniqueName('Klaipėda'),
    });
    const name = uniqueName('Harbour Café');
    await page.getByTestId('side-tab-venues').click();
    await page.getByTestId('list-create').click();
    await expect(page).toHaveURL(/\/venue\/new$/);
    await page.getByLabel(/^Name/).fill(name);
    await choose(page, /^Area/, area.name);
    await expect(page.getByRole('combobox', { name: /^Time zone/ })).toHaveText(
      '(UTC+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius',
    );
    await page.getByLabel(/^Longest cooking time/).fill('45');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/venues$/);

    await page.getByTestId('list-search').fill(name);
    const row = page.getByTestId('list-row').filter({ hasText: name });
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(row).toContainText(area.name);
    await expect(row.getByTestId('row-status')).toHaveText('Online');
    await page.screenshot({ path: testInfo.outputPath('venues.png') });

    await row.getByTestId('row-name').click();
    await expect(page).toHaveURL(/\/venue\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page.getByLabel(/^Longest cooking time/)).toHaveValue('45');
    await expect(page.getByTestId('open-board')).toHaveAttribute('href', `/new-orders-id/${id}`);
    await page.screenshot({ path: testInfo.outputPath('venue.png') });
    await page.getByTestId('form-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    await page.getByTestId('list-search').fill(name);
    await expect(page.getByText('Nothing matches your search')).toBeVisible();
  });

  await test.step('creates, finds, edits and deletes an administrator', async () => {
    const login = uniqueName('adm');
    await page.getByTestId('header-link-admin-list').click();
    await expect(page.getByTestId('page-title')).toHaveText('Administrators');
    await page.getByTestId('list-create').click();
    await expect(page).toHaveURL(/\/admin-detail\/new$/);
    await page.getByLabel(/^Login/).fill(login);
    await page.getByLabel(/^Password/).fill('Second-admin-1');
    await page.getByLabel(/^First name/).fill('Aistė');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/admin-list$/);

    await page.getByTestId('list-search').fill(login);
    const row = page.getByTestId('list-row').filter({ hasText: login });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('admin-list.png') });

    await row.getByTestId('row-edit').click();
    await expect(page).toHaveURL(/\/admin-detail\/\d+$/);
    await expect(page.getByLabel(/^Login/)).toHaveValue(login);
    await page.getByLabel(/^Last name/).fill('Vaitkutė');
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/admin-list/);

    await page.getByTestId('list-search').fill(login);
    const edited = page.getByTestId('list-row').filter({ hasText: login });
    await expect(edited).toContainText('Aistė Vaitkutė');
    await edited.getByTestId('row-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Nothing matches your search')).toBeVisible();
  });

  await signOut(page);
  await page.goto('/admin-list');
  await expect(page).toHaveURL(/\/login$/);
});
