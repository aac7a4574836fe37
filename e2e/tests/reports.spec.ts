// Reports: a manager opens /reports, changes the period, sees the sales chart and downloads a table as
// CSV whose rows are the rows on the screen (amounts as numbers, the currency in its own column).
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH, woltSimulatorUrl } from '../support/e2e-env';
import { signIn } from '../support/ui';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

const MANAGER = { login: 'demo.manager', password: 'demo1234' };

/** The rows of a report table as its cells' texts, header first. */
async function tableRows(page: Page, testId: string): Promise<string[][]> {
  const table = page.getByTestId(testId);
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** RFC 4180 rows of a CSV file (quoted fields may hold commas). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  return rows;
}

test('a manager changes the period, sees the chart and downloads a table that matches the screen', async ({
  page,
  request,
}, testInfo) => {
  await test.step('an order of today is accepted, so today has a sale', async () => {
    const created = await request.post(`${woltSimulatorUrl()}/_sim/orders`, {
      data: { type: 'instant', delivery: { type: 'homedelivery' } },
    });
    expect(created.status()).toBe(201);
    const { orderNumber } = (await created.json()) as { orderNumber: string };
    const signedIn = await request.post('/api/Token/Access', {
      data: { userName: MANAGER.login, password: MANAGER.password },
    });
    expect(signedIn.status()).toBe(200);
    const token = ((await signedIn.json()) as { accessToken: string }).accessToken;
    const headers = { Authorization: `Bearer ${token}` };
    let orderId: number | undefined;
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/orders?venueId=${DEMO_VENUE.id}&statusId=1`, { headers });
          const orders = (await res.json()) as { id: number; woltOrder?: { order_number?: string } }[];
          orderId = orders.find((o) => JSON.stringify(o).includes(orderNumber))?.id;
          return orderId;
        },
        { timeout: 30_000 },
      )
      .toBeDefined();
    const accepted = await request.patch('/api/orders/accept', {
      headers,
      data: { id: orderId, cookingTimeInMinutes: 15, isForce: true },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  });

  await signIn(page, MANAGER.login, MANAGER.password);
  await page.getByTestId('side-tab-reports').click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByTestId('page-title')).toHaveText('Reports');

  await test.step('this week by default, with the chart drawn', async () => {
    await expect(page.getByTestId('report-period')).toHaveText('This week');
    await expect(page.getByTestId('sales-by-day-chart').locator('svg').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('sales-by-day').locator('tbody tr').first()).toBeVisible();
  });

  await test.step('today: one row, at least one order', async () => {
    await page.getByTestId('report-period').click();
    await page.getByTestId('report-period-today').click();
    await expect(page.getByTestId('report-period')).toHaveText('Today');
    await expect(page.getByTestId('sales-by-day').locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('report-loading')).toHaveCount(0, { timeout: 30_000 });
    const orders = Number((await page.getByTestId('kpi-orders-value').textContent())?.replace(/\D/g, ''));
    expect(orders).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('sales-by-day-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('hour-heatmap')).toBeVisible();
  });

  await test.step('the CSV of the by-platform table holds the rows shown', async () => {
    const shown = await tableRows(page, 'sales-by-platform');
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.map((r) => r[0])).toContain('Wolt');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('sales-by-platform-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^sales-by-platform-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const csv = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(csv);
    // The shown columns, then the currency in a column of its own; amounts and counts as plain numbers.
    expect(header).toEqual([...shown[0]!, 'Currency']);
    expect(rows.map((r) => r[0])).toEqual(shown.slice(1).map((r) => r[0]));
    for (const row of rows) {
      expect(row[1]).toMatch(/^\d+$/);
      expect(row[2]).toMatch(/^\d+\.\d{2}$/);
      expect(row.at(-1)).toBe('EUR');
    }
  });

  await page.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true });

  await test.step('operations: the accepted order has a time to accept', async () => {
    await page.getByTestId('report-tab-operations').click();
    await expect(page.getByTestId('kpi-accept')).toBeVisible({ timeout: 30_000 });
    const rows = page.getByTestId('acceptance-by-platform').locator('tbody tr');
    await expect(rows.filter({ hasText: 'Wolt' })).toHaveCount(1);
    await expect(page.getByTestId('offline-by-venue')).toContainText(DEMO_VENUE.name);
  });
});
