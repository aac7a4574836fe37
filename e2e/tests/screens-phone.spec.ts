// The back-office screens on a phone, a tablet and a desktop: nothing runs off a 390 px screen, the
// screenshots a person looks at after a run (e2e/screenshots/), the one-store Pause dialog, and the
// venue's action log in Lithuanian.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO_VENUE } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH, SCREENSHOTS_DIR as SCREENSHOTS } from '../support/e2e-env';
import { signIn, signOut, visit } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', ...PHONE },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Opens a screen and waits until it has drawn its data. */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
}

/** How far the page runs past the screen's width, in px (0 = it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  ) as Promise<number>;
}

/** Visits each path and returns those that run wider than the screen, with the excess. */
async function overflowing(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const excess = await overflow(page);
    if (excess > 0) wide.push(`${path} (+${excess} px)`);
  }
  return wide;
}

/** The first row's screen of a list, to visit a detail screen with real data. */
async function firstDetailPath(page: Page, listPath: string): Promise<string | null> {
  await open(page, listPath);
  const row = page.getByTestId('list-row').first().getByTestId('row-name');
  if ((await row.count()) === 0) return null;
  await row.click();
  await expect(page).not.toHaveURL(new RegExp(`${listPath}$`));
  return new URL(page.url()).pathname;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('no screen but the board runs wider than the screen', async ({ page }) => {
    test.setTimeout(600_000);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await overflow(page), '/login').toBeLessThanOrEqual(0);

    await signIn(page, ADMIN.login, ADMIN.password);
    const lists = [
      '/venues',
      '/admin-list',
      '/dealers',
      '/managers',
      '/operators',
      '/areas',
      '/venue-groups',
      '/lic-requests',
    ];
    const details: string[] = [];
    for (const list of [
      '/admin-list',
      '/dealers',
      '/managers',
      '/operators',
      '/venue-groups',
      '/lic-requests',
    ]) {
      const path = await firstDetailPath(page, list);
      if (path && path !== list) details.push(path);
    }
    const adminScreens = [
      ...lists,
      ...details,
      `/venue/${DEMO_VENUE.id}`,
      `/venue/${DEMO_VENUE.id}/menu`,
      `/lic-requests/events/${DEMO_VENUE.id}`,
      '/reports',
    ];
    const wideForAdmin = await overflowing(page, adminScreens);

    await signOut(page);
    await signIn(page, MANAGER.login, MANAGER.password);
    const wideForManager = await overflowing(page, ['/manager/venue', '/manager/venue/menu', '/reports']);

    expect([...wideForAdmin, ...wideForManager]).toEqual([]);
  });
});

test('the venue and reports screens are photographed at tablet, phone and desktop sizes', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page, ADMIN.login, ADMIN.password);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await open(page, `/venue/${DEMO_VENUE.id}`);
    await expect(page.getByTestId('venue-action-log')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/venue-${size.width}x${size.height}.png`, fullPage: true });
    await open(page, '/reports');
    await page.screenshot({
      path: `${SCREENSHOTS}/reports-${size.width}x${size.height}.png`,
      fullPage: true,
    });
    if (size.width === PHONE.width) expect(await overflow(page)).toBeLessThanOrEqual(0);
  }
});

test('pausing one platform store says that only that store stops taking orders', async ({ page }) => {
  await signIn(page, ADMIN.login, ADMIN.password);
  await open(page, `/venue/${DEMO_VENUE.id}`);
  const row = page
    .getByTestId('availability-row')
    .filter({ has: page.getByTestId('availability-action').filter({ hasText: 'Pause' }) })
    .first();
  await row.getByTestId('availability-action').scrollIntoViewIfNeeded();
  await row.getByTestId('availability-action').click();
  const dialog = page.getByTestId('close-venue-dialog');
  await expect(dialog).toContainText('Only this');
  await expect(dialog).toContainText('the restaurant and its other platforms stay open');
  await expect(dialog).not.toContainText('every enabled platform');
  await expect(dialog.getByTestId('confirm-close')).toHaveText('Pause');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
});

test('the action log reads in Lithuanian, with day-first 24-hour dates and only what changed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const venueId = DEMO_VENUE.id;
  const venue = (await (await request.get(`/api/venues/${venueId}`, { headers })).json()) as {
    info: { name: string; phone: string | null };
  };
  const phone = `+370 611 ${String(Date.now()).slice(-5)}`;
  const changed = await request.put('/api/venues', { data: { id: venueId, phone }, headers });
  expect(changed.status()).toBe(200);
  // A save that changes nothing writes no entry.
  const entryIds = async () =>
    (
      (await (await request.get(`/api/venues/actions?venueId=${venueId}`, { headers })).json()) as {
        id: number;
      }[]
    ).map((a) => a.id);
  const before = await entryIds();
  const same = await request.put('/api/venues', { data: { id: venueId, phone }, headers });
  expect(same.status()).toBe(200);
  expect(await entryIds()).toEqual(before);

  await signIn(page, ADMIN.login, ADMIN.password);
  // Lithuanian from the next page load on, with the default date and time settings.
  await page.addInitScript({
    content: `const stored = JSON.parse(localStorage.getItem('settings') || '{}');
      localStorage.setItem('settings', JSON.stringify({ ...stored, language: 'lt' }));`,
  });
  // A page load, not a move inside the app: the app reads the language when it starts.
  await page.goto(`/venue/${venueId}`);
  await open(page, `/venue/${venueId}`);
  const log = page.getByTestId('venue-action-log');
  await expect(log).toContainText('Veiksmų žurnalas');
  const entries = log.getByTestId('venue-log-entry').filter({ hasText: phone });
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry.getByTestId('venue-action-sentence')).toHaveText('admin pakeitė restorano duomenis');
  await expect(entry.getByTestId('venue-action-change')).toHaveText(
    `Telefonas: ${venue.info.phone || '—'} → ${phone}`,
  );
  // Day first, 24-hour clock: today as dd.mm.yyyy hh:mm.
  const now = new Date();
  const today = [now.getDate(), now.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(now.getFullYear()))
    .join('.');
  await expect(entry.getByTestId('venue-action-when')).toHaveText(
    new RegExp(`^${today.replace(/\./g, '\\.')} \\d\\d:\\d\\d$`),
  );
  await expect(log).not.toContainText('venue.update');
  await expect(log).not.toContainText('{"');
});
