import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files whose code matches `pattern`, relative to src/. */
function filesMatching(pattern: RegExp): string[] {
  return sources(SRC)
    .filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file))
    .sort();
}

/** docs/adr/0001: the order machine is the only writer of an order's status and state. */
describe('who writes orders', () => {
  it('writes order rows only in the orders repository', () => {
    expect(
      filesMatching(
        /updateTable\(\s*'orders'\s*\)|insertInto\(\s*'orders'\s*\)|(UPDATE|INSERT INTO) orders\b/,
      ),
    ).toEqual(['modules/orders/orders.repository.ts']);
  });

  it('changes status and state only through the order machine (changeOrder)', () => {
    expect(filesMatching(/\bwriteOrderRow\(/)).toEqual([
      'modules/orders/order-machine.ts',
      'modules/orders/orders.repository.ts',
    ]);
  });
});
