import {
  BOARD_COLUMNS,
  FORBIDDEN_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SUPPORTED_LANGUAGES,
} from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import enFirst from './en.json';
import enOffice from './en.office.json';
import ltFirst from './lt.json';
import ltOffice from './lt.office.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// Each language's texts in two files (first screens, back office): together they must hold every key,
// and no key twice.
const en = { ...(enFirst as Tree), ...(enOffice as Tree) };
const catalogues = {
  en: { ...flatten(enFirst as Tree), ...flatten(enOffice as Tree) },
  lt: { ...flatten(ltFirst as Tree), ...flatten(ltOffice as Tree) },
};
const baseKeys = (messages: Record<string, string>) =>
  new Set(Object.keys(messages).map((key) => key.replace(PLURAL_SUFFIX, '')));
const messages = catalogues.en;
const definedKeys = baseKeys(messages);

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** String literals shaped like a key of one of the namespaces. */
function keysIn(source: string): Set<string> {
  const namespaces = Object.keys(en).join('|');
  const literal = new RegExp(`['"\`]((?:${namespaces})(?:\\.[A-Za-z0-9_]+)+)['"\`]`, 'g');
  return new Set([...source.matchAll(literal)].flatMap((match) => (match[1] ? [match[1]] : [])));
}

/** Every string literal shaped like a key of one of the namespaces counts as used. */
function usedKeys(): Set<string> {
  const used = new Set<string>(BOARD_COLUMNS.map((column) => column.titleKey));
  for (const source of Object.values(sources)) for (const key of keysIn(source)) used.add(key);
  return used;
}

/**
 * What renders with the first screens (sign-in, the layout, the board, their dialogs and toasts): its
 * texts must be in the first part, unless the module awaits the back-office part itself.
 */
const FIRST_SCREEN_SOURCES = [
  '../app/',
  '../api/',
  '../components/',
  '../hub/',
  '../lib/',
  '../features/auth/',
  '../features/orders/',
  '../features/settings/',
  '../features/licences/warnings/',
  '../features/menus/update-menu-action.tsx',
];

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const used = usedKeys();

  it('ships every supported language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('scans the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(used.has('auth.login.submit')).toBe(true);
  });

  it.each(Object.entries(catalogues))('%s has every key the code uses', (_, catalogue) => {
    const defined = baseKeys(catalogue);
    expect([...used].filter((key) => !defined.has(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no key the code does not use', (_, catalogue) => {
    expect([...baseKeys(catalogue)].filter((key) => !used.has(key))).toEqual([]);
  });

  it('splits each language in two without a key in both parts', () => {
    const first = baseKeys(flatten(enFirst as Tree));
    expect([...baseKeys(flatten(enOffice as Tree))].filter((key) => first.has(key))).toEqual([]);
  });

  it('has in the first part every text sign-in, the layout and the board show', () => {
    const first = baseKeys({ ...flatten(enFirst as Tree), ...flatten(ltFirst as Tree) });
    const firstScreens = Object.entries(sources).filter(
      ([path, source]) =>
        FIRST_SCREEN_SOURCES.some((p) => path.startsWith(p)) && !source.includes('i18n/office-texts'),
    );
    expect(firstScreens.length).toBeGreaterThan(20);
    const missing = firstScreens.flatMap(([path, source]) =>
      [...keysIn(source)].filter((key) => !first.has(key)).map((key) => `${path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has the same keys in every language', () => {
    const lithuanian = baseKeys(catalogues.lt);
    expect([...definedKeys].filter((key) => !lithuanian.has(key))).toEqual([]);
    expect([...lithuanian].filter((key) => !definedKeys.has(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s has every plural form its language needs',
    (language, catalogue) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set(
        Object.keys(catalogue)
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...plurals].flatMap((key) =>
        categories.filter((form) => !(`${key}_${form}` in catalogue)).map((form) => `${key}_${form}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it('keeps placeholders and leaves nothing empty in Lithuanian', () => {
    const problems = Object.entries(catalogues.lt).filter(([key, text]) => {
      const english = messages[key] ?? messages[`${key.replace(PLURAL_SUFFIX, '')}_other`] ?? '';
      return text.trim() === '' || placeholders(text).join() !== placeholders(english).join();
    });
    expect(problems).toEqual([]);
  });

  it('passes every t() call a key that exists', () => {
    const literalCall = /\bt\(\s*['"`]([^'"`]+)['"`]/g;
    const called = Object.values(sources).flatMap((source) =>
      [...source.matchAll(literalCall)].map((m) => m[1] ?? ''),
    );
    expect(called.length).toBeGreaterThan(50);
    expect(called.filter((key) => !definedKeys.has(key))).toEqual([]);
  });

  it('keeps the spec messages and column titles word for word in English', () => {
    expect(messages['errors.forbidden']).toBe(FORBIDDEN_MESSAGE);
    expect(messages['auth.login.failed']).toBe(LOGIN_FAILED_MESSAGE);
    for (const column of BOARD_COLUMNS) expect(messages[column.titleKey]).toBe(column.title);
  });
});
