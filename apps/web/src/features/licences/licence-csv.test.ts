import { describe, expect, it } from 'vitest';
import { toCsv } from './licence-csv';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Venue', 'Company'],
        [
          ['Pizza, Grill', 'The "Best" UAB'],
          ['Two\nlines', 'plain'],
        ],
      ),
    ).toBe('Venue,Company\r\n"Pizza, Grill","The ""Best"" UAB"\r\n"Two\nlines",plain\r\n');
  });
});
