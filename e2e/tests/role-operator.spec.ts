// An operator: the order board of their venue, the Reports tab only, and nothing of the back office.
import type { TVenueStaffMember } from '@orderdesk/contracts';
import { expect, test } from '@playwright/test';
import { apiCreate, apiToken, DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { headerLinks, sideTabs, signIn, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

test('an operator works on the board of their venue and sees only Reports', async ({ page, request }) => {
  const login = uniqueName('operator');
  await apiCreate<TVenueStaffMember>(request, await apiToken(request), '/api/operators', {
    userName: login,
    password: 'Operator-e2e-1',
    firstName: 'Oskaras',
    venueId: DEMO_VENUE.id,
  });

  await signIn(page, login, 'Operator-e2e-1');
  await expect(page).toHaveURL(/\/new-orders$/);
  await expect(page.getByTestId('board-venue-name')).toHaveText(DEMO_VENUE.name);
  expect(await sideTabs(page)).toEqual(['reports']);
  expect(await headerLinks(page)).toEqual(['active-orders', 'taken-orders', 'incorrect-orders']);

  for (const path of ['/dealers', '/operators', '/managers', '/venues', '/admin-list', '/areas']) {
    await page.goto(path);
    await expect(page, `${path} is not an operator's route`).toHaveURL(/\/new-orders$/);
  }

  await page.getByTestId('header-link-taken-orders').click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('order-board')).toHaveAttribute('data-page', '2');
});
