import { BOARD_COLUMNS, FORBIDDEN_MESSAGE, LOGIN_FAILED_MESSAGE } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const messages = flatten(en as Tree);
const definedKeys = new Set(Object.keys(messages).map((key) => key.replace(PLURAL_SUFFIX, '')));

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every string literal shaped like a key of one of en.json's namespaces counts as used. */
function usedKeys(): Set<string> {
  const namespaces = Object.keys(en).join('|');
  const literal = new RegExp(`['"\`]((?:${namespaces})(?:\\.[A-Za-z0-9_]+)+)['"\`]`, 'g');
  const used = new Set<string>(BOARD_COLUMNS.map((column) => column.titleKey));
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(literal)) if (match[1]) used.add(match[1]);
  }
  return used;
}

describe('English messages', () => {
  const used = usedKeys();

  it('scans the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(used.has('auth.login.submit')).toBe(true);
  });

  it('has every key the code uses', () => {
    expect([...used].filter((key) => !definedKeys.has(key))).toEqual([]);
  });

  it('has no key the code does not use', () => {
    expect([...definedKeys].filter((key) => !used.has(key))).toEqual([]);
  });

  it('passes every t() call a key from en.json', () => {
    const literalCall = /\bt\(\s*['"`]([^'"`]+)['"`]/g;
    const called = Object.values(sources).flatMap((source) =>
      [...source.matchAll(literalCall)].map((m) => m[1] ?? ''),
    );
    expect(called.length).toBeGreaterThan(50);
    expect(called.filter((key) => !definedKeys.has(key))).toEqual([]);
  });

  it('keeps the spec messages and column titles word for word', () => {
    expect(messages['errors.forbidden']).toBe(FORBIDDEN_MESSAGE);
    expect(messages['auth.login.failed']).toBe(LOGIN_FAILED_MESSAGE);
    for (const column of BOARD_COLUMNS) expect(messages[column.titleKey]).toBe(column.title);
  });
});
