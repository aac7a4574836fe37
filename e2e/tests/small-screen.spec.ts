// A phone-sized screen: the side tabs move into a drawer that slides over the page from the menu button.
import { expect, test } from '@playwright/test';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);
test.use({ viewport: { width: 390, height: 844 } });

test('on a small screen the menu button opens the navigation drawer; a tab or the back button closes it', async ({
  page,
}) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByTestId('side-drawer')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Reports' }).click();

  await expect(page).toHaveURL(/\/reports$/);
  await expect(drawer).toBeHidden();

  // The phone's back button (or gesture) while the menu is open: the menu does not stay over the
  // screen it goes back to, hiding it from a screen reader.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
});

test('a tablet turned on its side with the menu open gets the docked tabs and a page that scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/venues$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  await page.setViewportSize({ width: 1180, height: 820 });
  await expect(page.getByTestId('side-drawer').getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // Turned back, the menu stays closed until asked for.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});
