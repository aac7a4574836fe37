import { PLATFORM_DISPLAY_NAMES, type TPlatformKind } from '@orderdesk/contracts';
import type { TFunction } from 'i18next';

/*
 * The venue log's entries about its menu and its r_keeper mappings (written by modules/menus and
 * modules/pos-mending), each summed up in one sentence: what they carry is counts and lists, not
 * fields a person changed one by one.
 */

type Entry = Record<string, unknown>;

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—');

function platformNames(connections: Entry[]): string {
  return connections
    .map((c) => PLATFORM_DISPLAY_NAMES[c['platform'] as TPlatformKind] ?? textOf(c['platform']))
    .join(', ');
}

function published(who: string, after: Entry, t: TFunction): string {
  const connections = (Array.isArray(after['connections']) ? after['connections'] : []) as Entry[];
  const sent = connections.filter((c) => !c['refusal']);
  const refused = connections.filter((c) => c['refusal']);
  if (refused.length === 0)
    return t('venues.actions.did.menuPublish', { who, platforms: platformNames(sent) });
  return t('venues.actions.did.menuPublishPartly', {
    who,
    platforms: sent.length ? platformNames(sent) : '—',
    refused: platformNames(refused),
  });
}

function availability(who: string, after: Entry, t: TFunction, dateTime: (iso: string) => string): string {
  const items = count(after['ids']);
  if (after['isAvailable'] === true) return t('venues.actions.did.backOnSale', { who, count: items });
  const until = after['until'];
  return typeof until === 'string' && until !== ''
    ? t('venues.actions.did.soldOutUntil', { who, count: items, until: dateTime(until) })
    : t('venues.actions.did.soldOut', { who, count: items });
}

/** The sentence of a menu or mapping entry; null for an entry of another kind. */
export function menuActionSentence(
  action: string,
  who: string,
  before: Entry,
  after: Entry,
  t: TFunction,
  dateTime: (iso: string) => string,
): string | null {
  switch (action) {
    case 'menu.download':
      return t('venues.actions.did.menuDownload', {
        who,
        dishes: numberOf(after['dishes']),
        modifiers: numberOf(after['modifiers']),
      });
    case 'menu.import-file':
      return t('venues.actions.did.menuImportFile', {
        who,
        file: textOf(after['fileName']),
        dishes: numberOf(after['dishes']),
        modifiers: numberOf(after['modifiers']),
      });
    case 'menu.save': {
      const instances = (Array.isArray(after['instances']) ? after['instances'] : []) as Entry[];
      const changes = instances.reduce((sum, i) => sum + numberOf(i['changes']), 0);
      return t('venues.actions.did.menuSave', { who, count: changes });
    }
    case 'menu.publish':
      return published(who, after, t);
    case 'menu.availability':
      return availability(who, after, t, dateTime);
    case 'pos-mapping.save':
      return t('venues.actions.did.mappingSave', {
        who,
        ref: textOf(after['platformRef']),
        name: textOf(after['name']),
        ident: textOf(after['rkIdent']),
      });
    case 'pos-mapping.delete':
      return t('venues.actions.did.mappingDelete', { who, ref: textOf(before['platformRef']) });
    default:
      return null;
  }
}
