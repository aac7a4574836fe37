// Failed sign-ins: the spec's toast each time, then a clear word once the login is locked.
import type { TVenueStaffMember } from '@orderdesk/contracts';
import { expect, test } from '@playwright/test';
import { apiCreate, apiToken, DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

test('five wrong passwords lock the login, and then even the right one is refused', async ({
  page,
  request,
}) => {
  const login = uniqueName('locked');
  await apiCreate<TVenueStaffMember>(request, await apiToken(request), '/api/operators', {
    userName: login,
    password: 'Operator-e2e-1',
    venueId: DEMO_VENUE.id,
  });

  await page.goto('/login');
  const attempt = async (password: string) => {
    await page.getByLabel(/^Login\s*\*?$/).fill(login);
    await page.getByLabel(/^Password\s*\*?$/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  for (let i = 1; i <= 4; i++) {
    await attempt(`wrong-password-${i}`);
    await expect(page.getByText('Login or password are incorrect. Please try again.').last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  await attempt('wrong-password-5');
  await expect(
    page.getByText('Too many failed sign-ins. Wait a few minutes and try again.').last(),
  ).toBeVisible();

  await attempt('Operator-e2e-1');
  await expect(
    page.getByText('Too many failed sign-ins. Wait a few minutes and try again.').last(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
