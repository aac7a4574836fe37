import { fireEvent, screen, within } from '@testing-library/react';
import { OrderState, OrderStatus, type TOrderPosProblems } from '@orderdesk/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { aboutMe, order } from '../../../test/fixtures';
import { fakeSession, renderScreen } from '../../../test/render';
import { OrderCard } from '../board/order-card';
import { OrderDetailsDialog } from '../board/order-details-dialog';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({ 'GET /api/orders/100/attempts': () => [200, []] });
});

const incorrect = order({
  statusId: OrderStatus.INCORRECT,
  stateId: OrderState.BAD,
  posProblems: ['"Mystery burger" (POS id 777001) matches no r_keeper dish'],
});

function problemsAnswer(problems: TOrderPosProblems['problems']): TOrderPosProblems {
  return { orderId: 100, venueId: 1, platform: 'wolt', problems, stored: [], menuSource: 'rkeeper' };
}

const unknownBurger = {
  line: 'Mystery burger',
  option: null,
  kind: 'dish' as const,
  platformRef: '777001',
  reason: 'unknown' as const,
  text: '"Mystery burger" (POS id 777001) matches no r_keeper dish',
  canMap: true,
};

function renderDialog(session = fakeSession()) {
  return renderScreen(
    <OrderDetailsDialog
      order={incorrect}
      actions={['retry', 'force', 'reject']}
      busy={false}
      fontSize={16}
      defaultCookingMinutes={20}
      now={Date.now()}
      onAction={() => {}}
      onClose={() => {}}
      onPrint={() => {}}
    />,
    { session },
  );
}

describe('an Incorrect order in the details dialog', () => {
  it('shows the failed line and why, and a manager maps it to a dish picked from the r_keeper menu', async () => {
    let problems = [unknownBurger];
    api.on('GET /api/orders/100/pos-problems', () => [200, problemsAnswer(problems)]);
    api.on('GET /api/venues/1/rk-menu', ({ query }) => [
      200,
      {
        source: 'rkeeper',
        more: 0,
        items:
          query.get('search') === 'cheese'
            ? [{ ident: '1000102', code: '102', name: 'Cheeseburger', kind: 'dish' }]
            : [],
      },
    ]);
    api.on('PUT /api/venues/1/pos-mappings', ({ body }) => {
      problems = [];
      return [200, { id: 7, name: 'Cheeseburger', isManual: true, ...(body as object) }];
    });
    renderDialog();

    const line = await screen.findByTestId('pos-problem-line');
    expect(line.textContent).toContain('Mystery burger');
    expect(line.textContent).toContain('Unknown to r_keeper: its POS id matches no r_keeper item');
    expect(line.textContent).toContain('POS id 777001');

    fireEvent.click(within(line).getByRole('button', { name: 'Map to an r_keeper dish' }));
    fireEvent.change(screen.getByLabelText('Search the r_keeper menu'), { target: { value: 'cheese' } });
    fireEvent.click(await screen.findByText('Cheeseburger'));
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));

    expect(await screen.findByTestId('pos-problems-none')).toBeTruthy();
    expect(api.callsTo('PUT /api/venues/1/pos-mappings').map((c) => c.body)).toEqual([
      { platform: 'wolt', kind: 'dish', platformRef: '777001', rkIdent: '1000102' },
    ]);
    expect(api.callsTo('GET /api/venues/1/rk-menu').at(-1)?.query.get('kind')).toBe('dish');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Force' })).toBeTruthy();
  });

  it('shows an operator the line and why, without a way to map it', async () => {
    api.on('GET /api/orders/100/pos-problems', () => [200, problemsAnswer([unknownBurger])]);
    renderDialog(fakeSession(aboutMe({ roleNames: ['Operator'] })));
    const line = await screen.findByTestId('pos-problem-line');
    expect(line.textContent).toContain('Unknown to r_keeper');
    expect(within(line).queryByRole('button')).toBeNull();
  });
});

describe('an Incorrect order on an expanded card', () => {
  it('offers Retry, Force and Reject, and opens the details to mend it', () => {
    const onOpen = vi.fn();
    renderScreen(
      <OrderCard
        order={incorrect}
        now={Date.parse('2025-05-07T10:00:00Z')}
        actions={['retry', 'force', 'reject']}
        busy={false}
        view={{ mode: 'expanded', fontSize: 16, formatTime: (iso) => iso, defaultCookingMinutes: 20 }}
        onAction={() => {}}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByRole('button', { name: 'Force' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'What failed, and mapping' }));
    expect(onOpen).toHaveBeenCalledWith(incorrect);
  });
});
