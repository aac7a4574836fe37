import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { venue } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { PosMappingsSection } from './pos-mappings-section';

let api: ReturnType<typeof installFakeApi>;
const rows = [
  {
    id: 1,
    platform: 'wolt',
    kind: 'dish',
    platformRef: '777001',
    rkIdent: '1000102',
    name: 'Cheeseburger',
    isManual: true,
  },
  {
    id: 2,
    platform: 'wolt',
    kind: 'modifier',
    platformRef: 'm_1000101_2000201',
    rkIdent: '2000201',
    name: 'Extra cheese',
    isManual: false,
  },
];

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({ 'GET /api/venues/5/pos-mappings': () => [200, rows] });
});

describe('PosMappingsSection', () => {
  it('lists the mappings with search, and an editor changes one to another r_keeper dish or removes one', async () => {
    api.on('GET /api/venues/5/rk-menu', () => [
      200,
      {
        source: 'import',
        more: 0,
        items: [{ ident: '1000103', code: '103', name: 'Veggie burger', kind: 'dish' }],
      },
    ]);
    api.on('PUT /api/venues/5/pos-mappings', ({ body }) => [
      200,
      { id: 1, isManual: true, name: 'x', ...(body as object) },
    ]);
    api.on('DELETE /api/venues/5/pos-mappings/2', () => [204]);
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly={false} />);

    const listed = await screen.findAllByTestId('pos-mapping');
    expect(listed.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Wolt · 777001 → Cheeseburger (1000102)'),
      expect.stringContaining('Extra cheese'),
    ]);
    expect(listed[0]!.textContent).toContain('By hand');
    expect(listed[1]!.textContent).toContain('Imported');

    fireEvent.change(screen.getByLabelText('Search by POS id, r_keeper ident or name'), {
      target: { value: 'extra' },
    });
    expect(screen.getAllByTestId('pos-mapping')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search by POS id, r_keeper ident or name'), {
      target: { value: '' },
    });

    fireEvent.click(within(screen.getAllByTestId('pos-mapping')[0]!).getByRole('button', { name: 'Change' }));
    fireEvent.click(await screen.findByText('Veggie burger'));
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await screen.findAllByTestId('pos-mapping');
    expect(api.callsTo('PUT /api/venues/5/pos-mappings').map((c) => c.body)).toEqual([
      { platform: 'wolt', kind: 'dish', platformRef: '777001', rkIdent: '1000103' },
    ]);

    fireEvent.click(within(screen.getAllByTestId('pos-mapping')[1]!).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await screen.findAllByTestId('pos-mapping');
    expect(api.callsTo('DELETE /api/venues/5/pos-mappings/2')).toHaveLength(1);
  });

  it('shows the mappings read-only to whoever may not change them', async () => {
    renderScreen(<PosMappingsSection venue={venue({ id: 5 })} readOnly />);
    const listed = await screen.findAllByTestId('pos-mapping');
    expect(listed).toHaveLength(2);
    expect(within(listed[0]!).queryByRole('button')).toBeNull();
  });
});
