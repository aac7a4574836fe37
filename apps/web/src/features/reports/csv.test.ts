import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
