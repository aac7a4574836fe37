// Moving around the app as a browser does: a deep link loaded directly, an unknown address, the back
// button, and signing out and in again.
import { expect, test } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { signIn, signOut } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

test('deep links, the not-found screen, the back button and signing out and in', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByTestId('page-title')).toHaveText('Restaurants');

  await test.step('a restaurant opened by its address loads inside the layout', async () => {
    await page.goto(`/venue/${DEMO_VENUE.id}`);
    await expect(page).toHaveURL(new RegExp(`/venue/${DEMO_VENUE.id}$`));
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });

  await test.step('an unknown address shows the not-found screen', async () => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  await test.step('the back button returns to the previous page', async () => {
    await page.goto('/venues');
    await expect(page.getByTestId('page-title')).toHaveText('Restaurants');
    await page.getByTestId('side-tab-dealers').click();
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(page.getByTestId('page-title')).toHaveText('Dealers');
    await page.goBack();
    await expect(page).toHaveURL(/\/venues$/);
    await expect(page.getByTestId('page-title')).toHaveText('Restaurants');
    await page.goForward();
    await expect(page.getByTestId('page-title')).toHaveText('Dealers');
  });

  await test.step('reloading the board keeps the session, also when a reload cuts off the profile load', async () => {
    const board = new RegExp(`/new-orders-id/${DEMO_VENUE.id}$`);
    await page.goto(`/new-orders-id/${DEMO_VENUE.id}`);
    for (let reload = 0; reload < 3; reload++) {
      await page.reload();
      await expect(page.getByTestId('app-header')).toBeVisible();
      await expect(page).toHaveURL(board);
    }
    // A profile request that gets no answer (what a reload does to the one still under way) is no
    // verdict on the session: the board comes once the profile loads on the next try.
    await page.route(/\/api\/Users\/AboutMe$/i, (route) => route.abort('connectionreset'), { times: 1 });
    await page.reload();
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page).toHaveURL(board);
  });

  await test.step('signing out leads to sign-in, which leads back to the start page', async () => {
    await signOut(page);
    await page.goto('/dealers');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(/\/venues$/);
  });
});
