import type { TPlatformPosItem } from '@orderdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { venue } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { PosMappingsSection } from './pos-mappings-section';

let api: ReturnType<typeof installFakeApi>;
const unmapped: TPlatformPosItem = {
  platform: 'wolt',
  kind: 'dish',
  platformRef: '777001',
  name: 'Mystery burger',
  seenIn: ['orders'],
  rk: null,
  match: null,
  mappingId: null,
  mappedIdent: null,
  brokenMapping: false,
};
const manual: TPlatformPosItem = {
  platform: 'glovo',
  kind: 'modifier',
  platformRef: 'm_1000101_2000201',
  name: 'Extra cheese',
  seenIn: ['menu', 'mapping'],
  rk: { ident: '2000201', code: '201', name: 'Cheese' },
  match: 'manual',
  mappingId: 2,
  mappedIdent: '2000201',
  brokenMapping: false,
};
const byIdent: TPlatformPosItem = {
  ...unmapped,
  platformRef: '1000189',
  name: 'Soup',
  rk: { ident: '1000189', code: '222', name: 'Soup of the day' },
  match: 'ident',
};

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({
    'GET /api/venues/5/pos-items': ({ query }) => {
      const only = query.get('unmappedOnly') === 'true';
      const items = only ? [unmapped] : [unmapped, manual, byIdent];
      return [200, { menuSource: 'rkeeper', posIdLookup: 1, total: 3, unmapped: 1, items, more: 0 }];
    },
  });
});

const rows = () => screen.findAllByTestId('pos-item');

describe('PosMappingsSection', () => {
  it('lists each platform item with its r_keeper item or Unmapped, and how it was matched', async () => {
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly={false} />);
    const listed = await rows();
    expect(listed.map((row) => row.getAttribute('data-ref'))).toEqual([
      '777001',
      'm_1000101_2000201',
      '1000189',
    ]);
    expect(listed[0]!.textContent).toContain('Mystery burger');
    expect(listed[0]!.textContent).toContain('Unmapped');
    expect(listed[1]!.textContent).toContain('Glovo');
    expect(listed[1]!.textContent).toContain('Cheese · ident 2000201 · code 201');
    expect(listed[1]!.textContent).toContain('By hand');
    expect(listed[2]!.textContent).toContain('By ident');
    expect(screen.getByTestId('pos-items-counts').textContent).toBe('3 items, 1 unmapped');
    // Only a row written in the mapping table can be cleared.
    expect(within(listed[0]!).queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(within(listed[1]!).getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('asks the server for what is searched and for the unmapped only', async () => {
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly={false} />);
    await rows();
    fireEvent.click(screen.getByLabelText('Unmapped only'));
    fireEvent.change(screen.getByLabelText('Search by name, POS id, r_keeper ident or code'), {
      target: { value: '777' },
    });
    await screen.findByText('Mystery burger');
    // The search goes out once typing pauses.
    await waitFor(() =>
      expect(api.callsTo('GET /api/venues/5/pos-items').at(-1)!.query.get('search')).toBe('777'),
    );
    expect(api.callsTo('GET /api/venues/5/pos-items').at(-1)!.query.get('unmappedOnly')).toBe('true');
  });

  it('maps an unmapped item to the r_keeper dish picked, and clears a mapping', async () => {
    api.on('GET /api/venues/5/rk-menu', () => [
      200,
      {
        source: 'rkeeper',
        more: 0,
        items: [{ ident: '1000103', code: '103', name: 'Veggie burger', kind: 'dish' }],
      },
    ]);
    api.on('PUT /api/venues/5/pos-mappings', ({ body }) => [
      200,
      { id: 9, isManual: true, name: 'Veggie burger', ...(body as object) },
    ]);
    api.on('DELETE /api/venues/5/pos-mappings/2', () => [204]);
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly={false} />);

    fireEvent.click(within((await rows())[0]!).getByRole('button', { name: 'Map' }));
    fireEvent.click(await screen.findByText('Veggie burger'));
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(screen.queryByTestId('rk-item-picker')).toBeNull());
    expect(api.callsTo('PUT /api/venues/5/pos-mappings').map((c) => c.body)).toEqual([
      { platform: 'wolt', kind: 'dish', platformRef: '777001', rkIdent: '1000103' },
    ]);
    expect(api.callsTo('GET /api/venues/5/rk-menu')[0]!.query.get('kind')).toBe('dish');

    fireEvent.click(within((await rows())[1]!).getByRole('button', { name: 'Clear' }));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(api.callsTo('DELETE /api/venues/5/pos-mappings/2')).toHaveLength(1));
    // The list is read again after each change.
    await waitFor(() => expect(api.callsTo('GET /api/venues/5/pos-items').length).toBeGreaterThanOrEqual(3));
  });

  it('shows the items read-only to whoever may not change them', async () => {
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly />);
    const listed = await rows();
    expect(listed).toHaveLength(3);
    expect(within(listed[0]!).queryByRole('button')).toBeNull();
    expect(within(listed[1]!).queryByRole('button')).toBeNull();
  });

  it('draws the first 20 rows and 20 more at each Show more, from the first again after a new search', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...unmapped,
      platformRef: `ref-${i}`,
      name: `Dish ${i}`,
    }));
    api.on('GET /api/venues/5/pos-items', () => [
      200,
      { menuSource: 'rkeeper', posIdLookup: 1, total: 45, unmapped: 45, items: many, more: 0 },
    ]);
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly={false} />);
    expect(await rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more (25 not shown yet)' }));
    expect(await rows()).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more (5 not shown yet)' }));
    expect(await rows()).toHaveLength(45);
    expect(screen.queryByTestId('pos-items-show-more')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search by name, POS id, r_keeper ident or code'), {
      target: { value: 'Dish' },
    });
    await waitFor(() => expect(screen.getAllByTestId('pos-item')).toHaveLength(20));
  });
});
