// Licences end to end: a dealer asks for a Wolt licence, an admin approves it, and a manager of a venue
// whose enabled Wolt connection has no valid licence sees the spec's expiry toast.
import { readFile } from 'node:fs/promises';
import type { TArea, TDealer, TLicRequest, TVenue } from '@orderdesk/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCreate, apiToken } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';
import { recordLicenceToasts } from '../support/toasts';
import { signIn, signOut, uniqueName } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const PASSWORD = 'Licence-e2e-1';

/** A venue of the area with one enabled Wolt connection, and its manager. */
async function venueWithWolt(request: APIRequestContext, token: string, areaId: number, dates = {}) {
  const venue = await apiCreate<TVenue>(request, token, '/api/venues', {
    name: uniqueName('Licence Bistro'),
    areaId,
    woltSettings: [
      { isEnabled: true, name: 'Wolt', externalId: uniqueName('wolt-lic'), apiKey: 'wolt-key-1' },
    ],
  });
  if (Object.keys(dates).length > 0) {
    const res = await request.put('/api/venues', {
      data: { id: venue.id, venueSelfSettings: dates },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const manager = uniqueName('licmanager');
  await apiCreate(request, token, '/api/managers', {
    userName: manager,
    password: PASSWORD,
    venueId: venue.id,
  });
  return { venue, manager };
}

function licenceToasts(page: Page) {
  return page.getByRole('alert').filter({ hasText: /license/ });
}

test('a dealer asks for a licence, an admin approves it, a manager sees the expiry toast', async ({
  page,
  request,
}) => {
  // Four sign-ins and a dozen screens: longer than one screen's default budget on a busy machine.
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const area = await apiCreate<TArea>(request, token, '/api/areas', { name: uniqueName('Licence area') });
  const dealer = uniqueName('licdealer');
  await apiCreate<TDealer>(request, token, '/api/dealers', {
    userName: dealer,
    password: PASSWORD,
    areaIds: [area.id],
  });
  const unlicensed = await venueWithWolt(request, token, area.id);
  const lapsed = await venueWithWolt(request, token, area.id, {
    woltExpiredDateUtc: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
  });

  await test.step('the manager of a venue whose enabled Wolt has no licence date sees it not assigned', async () => {
    const seen = await recordLicenceToasts(page);
    await signIn(page, unlicensed.manager, PASSWORD);
    await expect(page).toHaveURL(/\/new-orders$/);
    // One toast per platform: "not assigned" wins over "expired".
    await expect.poll(seen, { timeout: 30_000 }).toEqual(['Wolt license is not assigned!']);
    await signOut(page);
  });

  let requestId = 0;
  await test.step('the dealer asks for a Wolt licence for that venue', async () => {
    await signIn(page, dealer, PASSWORD);
    await page.getByTestId('side-tab-lic-requests').click();
    await expect(page).toHaveURL(/\/lic-requests$/);
    await expect(page.getByTestId('tab-requests')).toBeVisible();
    await page.getByTestId('list-create').click();
    const dialog = page.getByTestId('lic-request-dialog');
    await dialog.getByTestId('request-venue').click();
    await page.getByRole('option', { name: unlicensed.venue.name, exact: true }).click();
    await dialog.getByTestId('platform-wolt').check();
    await dialog.getByTestId('request-comment').fill('Signed the Wolt contract');
    await dialog.getByTestId('request-submit').click();
    await expect(page.getByRole('alert').filter({ hasText: 'The licence request was sent' })).toBeVisible();
    const row = page.getByTestId('list-row').filter({ hasText: unlicensed.venue.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('request-status')).toHaveText('Pending');

    const listed = await request.get(`/api/lic-requests?venueId=${unlicensed.venue.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const items = ((await listed.json()) as { items: TLicRequest[] }).items;
    expect(items.map((r) => [r.platforms, r.status, r.comment])).toEqual([
      [['wolt'], 'pending', 'Signed the Wolt contract'],
    ]);
    requestId = items[0]?.id ?? 0;
    await signOut(page);
  });

  await test.step('the admin approves it: the venue is licensed for Wolt', async () => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.goto('/lic-requests');
    await expect(page.getByTestId('tab-requests')).toBeVisible();
    await page.getByTestId('list-row').filter({ hasText: unlicensed.venue.name }).click();
    await expect(page).toHaveURL(new RegExp(`/lic-requests/${requestId}$`));
    await expect(page.getByTestId('current-wolt')).toHaveText('—');
    await page.getByTestId('request-approve').click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByRole('alert').filter({ hasText: 'The licence was approved' })).toBeVisible();
    await expect(page.getByTestId('lic-request-detail').getByTestId('request-status')).toHaveText('Approved');
    await expect(page.getByTestId('current-wolt')).not.toHaveText('—');

    const venue = (await (
      await request.get(`/api/venues/${unlicensed.venue.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as TVenue;
    expect(venue.isWoltLicensed).toBe(true);

    await page.goto(`/lic-requests/events/${unlicensed.venue.id}`);
    await expect(page.getByTestId('licence-event')).toHaveCount(2);
    await expect(page.getByTestId('licence-event').first()).toHaveAttribute('data-kind', 'approved');
  });

  await test.step('the licence report filters by area and Wolt status and exports its rows', async () => {
    await page.goto(`/lic-requests?tab=report&areaId=${area.id}`);
    const rows = page.getByTestId('licence-report-row');
    await expect(rows).toHaveCount(2);
    await page.getByTestId('report-status-wolt').click();
    await page.getByRole('option', { name: 'Expired' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(lapsed.venue.name);
    await expect(rows.locator('[data-platform="wolt"]').getByTestId('licence-status')).toHaveText('Expired');

    const download = page.waitForEvent('download');
    await page.getByTestId('report-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^licences-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8'))
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(lapsed.venue.name);
    expect(csv[1]).toContain('Expired');
    await signOut(page);
  });

  await test.step("the approved venue's manager sees no licence toast; the lapsed one's sees it expired", async () => {
    await signIn(page, unlicensed.manager, PASSWORD);
    await expect(page).toHaveURL(/\/new-orders$/);
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(licenceToasts(page)).toHaveCount(0);
    await signOut(page);

    await signIn(page, lapsed.manager, PASSWORD);
    await expect(licenceToasts(page)).toHaveText(['Wolt license is expired!']);
  });
});
