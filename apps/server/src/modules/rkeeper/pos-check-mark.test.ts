import { describe, expect, it } from 'vitest';
import type { Rk7Client } from './till/rk7-client';
import { checkMarkOf, EXTERNAL_ORDER_PROP, findLostCheck } from './pos-check-mark';

type Listed = Awaited<ReturnType<Rk7Client['getOrderList']>>[number];

/** A cash server's open orders as GetOrderList and GetOrder answer them. */
function tillWith(listed: Listed[], full: Record<string, Partial<Listed>> = {}) {
  const asked: string[] = [];
  const client = {
    getOrderList: async () => listed,
    getOrder: async (guid: string) => {
      asked.push(guid);
      return { guid, persistentComment: null, externalProps: {}, ...full[guid] };
    },
  } as unknown as Rk7Client;
  return { client, asked };
}

const mark = checkMarkOf({ platform: 'wolt', platform_order_id: 'w-991', order_number: '17' });

describe('finding a check whose CreateOrder answer was lost', () => {
  it('finds it by the platform order id in its ExternalProps (7.26), whatever its comment says', async () => {
    const { client } = tillWith([
      {
        guid: '{A}',
        persistentComment: 'Wolt #17 w-990',
        externalProps: { [EXTERNAL_ORDER_PROP]: 'wolt:w-990' },
      },
      {
        guid: '{B}',
        persistentComment: 'edited at the till',
        externalProps: { [EXTERNAL_ORDER_PROP]: 'wolt:w-991' },
      },
    ]);
    expect(mark).toEqual({ externalId: 'wolt:w-991', comment: 'Wolt #17 w-991' });
    expect(await findLostCheck(client, mark)).toBe('{B}');
  });

  it('falls back to the persistentComment on an older server, reading GetOrder where the list shows neither', async () => {
    const listed = { guid: '{C}', persistentComment: 'Wolt #17 w-991', externalProps: {} };
    expect(await findLostCheck(tillWith([listed]).client, mark)).toBe('{C}');
    const bare = tillWith(
      [
        { guid: '{D}', persistentComment: null, externalProps: {} },
        { guid: '{E}', persistentComment: null, externalProps: {} },
      ],
      { '{E}': { externalProps: { [EXTERNAL_ORDER_PROP]: 'wolt:w-991' } } },
    );
    expect(await findLostCheck(bare.client, mark)).toBe('{E}');
    expect(bare.asked).toEqual(['{D}', '{E}']);
    expect(await findLostCheck(tillWith([]).client, mark)).toBeNull();
  });
});
