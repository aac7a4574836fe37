import { screen } from '@testing-library/react';
import { OrderStatus } from '@orderdesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { order } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { OrderKitchenReady } from './order-kitchen-ready';

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  installFakeApi({});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('OrderKitchenReady', () => {
  it("says the till made the order Ready when r_keeper's kitchen display did", async () => {
    renderScreen(<OrderKitchenReady order={order({ statusId: OrderStatus.READY, readyBy: 'pos-kds' })} />);
    expect(await screen.findByText("Ready in r_keeper's kitchen")).toBeTruthy();
  });

  it('says it in Lithuanian', async () => {
    await changeLanguage('lt');
    renderScreen(<OrderKitchenReady order={order({ statusId: OrderStatus.READY, readyBy: 'pos-kds' })} />);
    expect(await screen.findByText('Paruošta r_keeper virtuvėje')).toBeTruthy();
  });

  it('says nothing for an order a person made Ready', () => {
    renderScreen(<OrderKitchenReady order={order({ statusId: OrderStatus.READY })} />);
    expect(screen.queryByTestId('order-kitchen-ready')).toBeNull();
  });
});
