// The venue's mapping screen: a Wolt order carries a POS id r_keeper does not know; the screen finds the
// item by search, shows it Unmapped, an administrator maps it to an r_keeper dish by hand, and after a
// reload the item shows that dish (name, ident, code), mapped by hand.
import { expect, test } from '@playwright/test';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const DEMO_VENUE_ID = 1;

test('finds an unmapped item, maps it by hand, and sees it mapped after reload', async ({
  page,
  request,
}) => {
  // Waits for an order to come in, then several reads of the list: more than the default on a busy machine.
  test.setTimeout(300_000);
  const wolt = woltSimulatorUrl();
  const stamp = Date.now().toString(36);
  const posId = `e2e-${stamp}`;
  const name = `Mystery pie ${stamp}`;

  // A Wolt order whose only line carries a POS id that is neither an r_keeper ident nor a code.
  const sample = await request.post(`${wolt}/_sim/orders`, { data: { type: 'instant' } });
  const { orderId: sampleId } = (await sample.json()) as { orderId: string };
  const { items } = (await (await request.get(`${wolt}/_sim/orders/${sampleId}`)).json()) as {
    items: Record<string, unknown>[];
  };
  const created = await request.post(`${wolt}/_sim/orders`, {
    data: { type: 'instant', items: [{ ...items[0], name, pos_id: posId, options: [] }] },
  });
  expect(created.status()).toBe(201);

  await signIn(page, ADMIN.login, ADMIN.password);
  await page.goto(`/venue/${DEMO_VENUE_ID}`);
  const section = page.getByTestId('pos-mappings');
  const row = section.getByTestId('pos-item').filter({ hasText: name });
  const unmappedOnly = section.getByLabel('Unmapped only');
  await section.getByLabel('Search by name, POS id, r_keeper ident or code').fill(posId);
  // The order goes to Incorrect; the screen lists its line once the order has come in (each switch of
  // the filter reads the list again).
  await expect(async () => {
    await section.getByText('Unmapped only').click();
    await expect(row).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  if (!(await unmappedOnly.isChecked())) await section.getByText('Unmapped only').click();
  await expect(unmappedOnly).toBeChecked();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`POS id ${posId}`);
  await expect(row.getByTestId('pos-item-rk')).toHaveText('Unmapped');

  await row.getByRole('button', { name: 'Map', exact: true }).click();
  await row.getByLabel('Search the r_keeper menu').fill('Kibinas');
  await row.getByTestId('rk-item-choice').filter({ hasText: 'Kibinas' }).click();
  await row.getByRole('button', { name: 'Save mapping' }).click();
  // Mapped, it leaves the unmapped-only list.
  await expect(row).toHaveCount(0);

  await page.reload();
  const again = page.getByTestId('pos-mappings');
  await again.getByLabel('Search by name, POS id, r_keeper ident or code').fill(posId);
  const mapped = again.getByTestId('pos-item').filter({ hasText: name });
  await expect(mapped.getByTestId('pos-item-rk')).toHaveText('Kibinas · ident 1002005 · code 2005');
  await expect(mapped).toContainText('By hand');
  await again.getByText('Unmapped only').click();
  await expect(again.getByLabel('Unmapped only')).toBeChecked();
  await expect(again.getByTestId('pos-item').filter({ hasText: name })).toHaveCount(0);
});
