// A dealer: the start page, the tabs of the dealer role, no admin list or dealers, read-only areas.
import type { TArea, TDealer } from '@orderdesk/contracts';
import { expect, test } from '@playwright/test';
import { apiCreate, apiToken } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { headerLinks, sideTabs, signIn, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

test('a dealer sees the dealer tabs and is kept out of admin screens', async ({ page, request, browser }) => {
  const token = await apiToken(request);
  const area = await apiCreate<TArea>(request, token, '/api/areas', { name: uniqueName('Area') });
  const login = uniqueName('dealer');
  await apiCreate<TDealer>(request, token, '/api/dealers', {
    userName: login,
    password: 'Dealer-e2e-1',
    firstName: 'Dovilė',
    areaIds: [area.id],
  });

  await signIn(page, login, 'Dealer-e2e-1');
  await expect(page).toHaveURL(/\/venues$/);
  expect(await sideTabs(page)).toEqual([
    'venues',
    'managers',
    'operators',
    'venue-groups',
    'areas',
    'lic-requests',
    'reports',
  ]);
  expect(await headerLinks(page)).toEqual(['active-orders', 'taken-orders', 'incorrect-orders']);

  for (const path of ['/dealers', '/admin-list', '/new-orders']) {
    await page.goto(path);
    await expect(page, `${path} is not a dealer's route`).toHaveURL(/\/venues$/);
  }

  await test.step('sees the areas they serve, without managing them', async () => {
    await page.getByTestId('side-tab-areas').click();
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.getByTestId('list-row')).toContainText(area.name);
    await expect(page.getByTestId('list-create')).toHaveCount(0);
    await expect(page.getByTestId('row-delete')).toHaveCount(0);
  });

  await test.step('a redirect link with a refresh token signs the dealer in elsewhere', async () => {
    const signedIn = await request.post('/api/Token/Access', {
      data: { userName: login, password: 'Dealer-e2e-1' },
    });
    const { refreshToken } = (await signedIn.json()) as { refreshToken: string };
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`/redirect/${encodeURIComponent(refreshToken)}`);
    await expect(other).toHaveURL(/\/venues$/);
    await expect(other.getByTestId('user-name')).toHaveText('Dovilė');
    // A link is used once: the same token no longer signs anyone in.
    const again = await browser.newContext();
    const third = await again.newPage();
    await third.goto(`/redirect/${encodeURIComponent(refreshToken)}`);
    await expect(third).toHaveURL(/\/login$/);
    await context.close();
    await again.close();
  });
});
