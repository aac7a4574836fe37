// Browser steps the role specs share: signing in and out, reading the navigation, unique names.
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Login\s*\*?$/).fill(login);
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Shows a screen the way a link in the app does, without loading the page again: the app, its session
 * and its live connection stay up (loading the page costs the browser a second or more on a small
 * machine). Loads the page when no screen of the app's layout is up (the first one, sign-in, not found).
 * Resolves once the app has drawn the new location or its not-found screen; the screen's data may
 * still be on its way.
 */
export async function visit(page: Page, path: string): Promise<void> {
  if ((await page.locator('main[data-location]').count()) === 0) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    // The entry the app's router writes for a link (its state's key and index), then the event it
    // listens to.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(
    page.locator(`main[data-location=${JSON.stringify(path)}], [data-testid="not-found"]`).first(),
  ).toBeVisible({ timeout: 30_000 });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Route names of the side tabs, top to bottom. */
export async function sideTabs(page: Page): Promise<string[]> {
  const tabs = page.getByTestId('side-drawer').locator('[data-testid^="side-tab-"]');
  await expect(tabs.first()).toBeVisible();
  return (await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''))).map((id) =>
    id.replace('side-tab-', ''),
  );
}

/** Ids of the header menu links, left to right. */
export async function headerLinks(page: Page): Promise<string[]> {
  const links = page.getByTestId('app-header').locator('[data-testid^="header-link-"]');
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''))).map((id) =>
    id.replace('header-link-', ''),
  );
}

/** A name no other test of this run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Picks an option of an MUI select or autocomplete by its label. */
export async function choose(page: Page, field: RegExp, option: string, type = false): Promise<void> {
  const box = page.getByRole('combobox', { name: field });
  if (type) await box.fill(option);
  else await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
