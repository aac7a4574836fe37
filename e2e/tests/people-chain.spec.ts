// The people chain: an administrator creates an area and a dealer for it in the app and puts a restaurant
// into the area; the dealer creates a manager for that restaurant; the manager signs in and lands on
// that restaurant's board.
import { expect, test } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH, ADMIN } from '../support/e2e-env';
import { choose, signIn, signOut, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

test('admin → area and dealer → dealer → manager → the manager signs in', async ({ page }, testInfo) => {
  // Five sign-ins and four screens in one story: more than the default budget on a busy machine.
  test.setTimeout(180_000);
  const areaName = uniqueName('Vilnius');
  const dealerLogin = uniqueName('dealer');
  const managerLogin = uniqueName('manager');
  let areaId = 0;

  await test.step('the administrator creates an area', async () => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('side-tab-areas').click();
    // The list screens load lazily: act only once this one is on screen, not on the one before it.
    await expect(page.getByRole('heading', { level: 1, name: 'Areas' })).toBeVisible();
    await page.getByTestId('list-create').click();
    await expect(page).toHaveURL(/\/areas\?area=new$/);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill(areaName);
    await dialog.getByTestId('form-submit').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('list-search').fill(areaName);
    const row = page.getByTestId('list-row').filter({ hasText: areaName });
    await expect(row).toHaveCount(1);
    areaId = Number(await row.getAttribute('data-row-id'));
    expect(areaId).toBeGreaterThan(0);
  });

  await test.step('…and a dealer who looks after it', async () => {
    await page.getByTestId('side-tab-dealers').click();
    // The list screens load lazily: act only once this one is on screen, not on the one before it.
    await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
    await page.getByTestId('list-create').click();
    await expect(page).toHaveURL(/\/dealer\/new$/);
    await page.getByLabel(/^Login/).fill(dealerLogin);
    await page.getByLabel(/^Password/).fill('Dealer-chain-1');
    await page.getByLabel(/^First name/).fill('Darius');
    await page.getByLabel(/^Last name/).fill('Kalvaitis');
    await choose(page, /^Areas/, areaName, true);
    await page.screenshot({ path: testInfo.outputPath('dealer-form.png') });
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/dealers$/);

    await page.getByTestId('area-filter').click();
    await page.getByRole('option', { name: areaName }).click();
    await expect(page).toHaveURL(new RegExp(`areaId=${areaId}`));
    const row = page.getByTestId('list-row').filter({ hasText: dealerLogin });
    await expect(row).toContainText('Darius Kalvaitis');
    await expect(row).toContainText(areaName);
    await page.screenshot({ path: testInfo.outputPath('dealers.png') });
  });

  await test.step('…and puts the demo restaurant into that area', async () => {
    await page.getByTestId('side-tab-venues').click();
    // The list screens load lazily: act only once this one is on screen, not on the one before it.
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await page.getByTestId('list-search').fill(DEMO_VENUE.name);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    // A live update may re-render the row under the click: click again until the venue opens.
    await expect(async () => {
      await page.getByTestId('list-row').filter({ hasText: DEMO_VENUE.name }).getByTestId('row-edit').click();
      await expect(page).toHaveURL(new RegExp(`/venue/${DEMO_VENUE.id}$`), { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('page-title')).toHaveText(DEMO_VENUE.name);
    await choose(page, /^Area/, areaName);
    await page.getByTestId('form-submit').click();
    // Saving keeps the administrator on the restaurant; the list is one click away.
    await expect(page.getByText('Restaurant saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/venue/${DEMO_VENUE.id}$`));
    await page.getByTestId('side-tab-venues').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await page.getByTestId('area-filter').click();
    await page.getByRole('option', { name: areaName }).click();
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.getByTestId('list-row')).toContainText(DEMO_VENUE.name);
  });

  await test.step('the dealer creates a manager for the restaurant in their area', async () => {
    await signOut(page);
    await signIn(page, dealerLogin, 'Dealer-chain-1');
    await expect(page).toHaveURL(/\/venues$/);
    // The dealer's restaurant list holds the restaurant of their area.
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.getByTestId('list-row')).toContainText(DEMO_VENUE.name);
    await expect(page.getByTestId('list-row')).toContainText(areaName);
    await page.getByTestId('side-tab-managers').click();
    // The list screens load lazily: act only once this one is on screen, not on the one before it.
    await expect(page.getByRole('heading', { level: 1, name: 'Managers' })).toBeVisible();
    await page.getByTestId('list-create').click();
    await page.getByLabel(/^Login/).fill(managerLogin);
    await page.getByLabel(/^Password/).fill('Manager-chain-1');
    await page.getByLabel(/^First name/).fill('Milda');
    await choose(page, /Restaurant/, DEMO_VENUE.name);
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/managers$/);
    await page.getByTestId('list-search').fill(managerLogin);
    await expect(page.getByTestId('list-row').filter({ hasText: managerLogin })).toContainText(
      DEMO_VENUE.name,
    );
  });

  await test.step('the new manager signs in and lands on the board of that restaurant', async () => {
    await signOut(page);
    await signIn(page, managerLogin, 'Manager-chain-1');
    await expect(page).toHaveURL(/\/new-orders$/);
    await expect(page.getByTestId('board-venue-name')).toHaveText(DEMO_VENUE.name);
    await expect(page.getByTestId('user-name')).toHaveText('Milda');
  });
});
