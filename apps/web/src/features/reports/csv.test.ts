import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { reportCsv, type ReportColumn } from './report-table';

describe('toCsv', () => {
  it('quotes fields holding separators, quotes or line breaks', () => {
    expect(
      toCsv(
        ['Day', 'Revenue'],
        [
          ['01.03.2026', '1,234.50'],
          ['Say "hi"', 'a\nb'],
        ],
      ),
    ).toBe('Day,Revenue\r\n01.03.2026,"1,234.50"\r\n"Say ""hi""","a\nb"\r\n');
  });
});

describe('reportCsv', () => {
  interface Day {
    day: string;
    orders: number;
    revenue: number;
  }
  const columns: ReportColumn<Day>[] = [
    { header: 'Day', text: (r) => r.day },
    {
      header: 'Orders',
      text: (r) => r.orders.toLocaleString('en'),
      csv: (r) => String(r.orders),
      numeric: true,
    },
    {
      header: 'Revenue',
      text: (r) => `€${r.revenue.toFixed(2)}`,
      csv: (r) => r.revenue.toFixed(2),
      money: true,
      numeric: true,
    },
  ];

  it('writes amounts and counts as plain numbers, with the currency in its own column', () => {
    const csv = reportCsv(
      columns,
      [
        { day: '01.03.2026', orders: 1234, revenue: 57.7 },
        { day: '02.03.2026', orders: 3, revenue: 1000 },
      ],
      { header: 'Currency', value: 'EUR' },
    );
    expect(csv).toBe(
      'Day,Orders,Revenue,Currency\r\n01.03.2026,1234,57.70,EUR\r\n02.03.2026,3,1000.00,EUR\r\n',
    );
    expect(csv).not.toContain('€');
  });

  it('adds no Currency column to a table without amounts', () => {
    expect(
      reportCsv(columns.slice(0, 2), [{ day: 'Mon', orders: 2, revenue: 0 }], {
        header: 'Currency',
        value: 'EUR',
      }),
    ).toBe('Day,Orders\r\nMon,2\r\n');
  });
});
