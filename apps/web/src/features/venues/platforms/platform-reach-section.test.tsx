import { fireEvent, screen, within } from '@testing-library/react';
import type { TConnectionAvailability } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { loadTooltip } from '../../../components/deferred-tooltip';
import { OrderCardActions } from '../../orders/board/order-card-actions';
import { order, venue } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { PlatformReachSection } from './platform-reach-section';

function connection(
  instanceId: number,
  platform: TConnectionAvailability['platform'],
  isEnabled = true,
): TConnectionAvailability {
  const distributorId = { wolt: 1, bolt: 2, fudy: 3, glovo: 4 }[platform];
  return {
    instanceId,
    distributorId,
    platform,
    name: `${platform} store`,
    isEnabled,
    isOnline: true,
    since: null,
    until: null,
    reason: null,
    isConfirmed: true,
    error: null,
  };
}

describe('PlatformReachSection', () => {
  it('says per connection whether the opening hours reach the platform, and where to set them if not', () => {
    renderScreen(
      <PlatformReachSection
        venue={venue({
          availablities: [
            connection(1, 'wolt'),
            connection(2, 'glovo'),
            connection(3, 'bolt'),
            connection(4, 'fudy'),
            connection(5, 'glovo', false),
          ],
        })}
      />,
    );
    expect(screen.getByTestId('platform-reach-1').textContent).toContain(
      'the opening hours saved here are sent to Wolt.',
    );
    expect(screen.getByTestId('platform-reach-2').textContent).toContain(
      "Glovo's API cannot change opening hours: ask Glovo to set them in its partner portal.",
    );
    const bolt = screen.getByTestId('platform-reach-3').textContent;
    expect(bolt).toContain("set the opening hours in Bolt's partner portal");
    expect(bolt).toContain('Bolt takes no end time for a pause');
    expect(screen.getByTestId('platform-reach-4').textContent).toContain('Fudy partner portal');
    expect(screen.queryByTestId('platform-reach-5')).toBeNull();
  });

  it('says so when no platform is connected', () => {
    renderScreen(<PlatformReachSection venue={venue()} />);
    expect(screen.getByText('No platform is connected and enabled.')).toBeTruthy();
  });
});

describe('OrderCardActions platform notes', () => {
  it("explains a Glovo order's Reject and a step Glovo is not told, and nothing for Wolt", async () => {
    await loadTooltip();
    const glovo = order({ platform: 'glovo', deliveryType: 'glovo' });
    const { unmount } = renderScreen(
      <OrderCardActions actions={['reject', 'pickUp']} busy={false} order={glovo} onAction={() => {}} />,
    );
    const reject = screen.getByTestId('order-action-note-reject');
    fireEvent.mouseOver(within(reject).getByRole('button'));
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      'Glovo has no reject call: call Glovo support to cancel the order',
    );
    expect(screen.getByTestId('order-action-note-pickUp')).toBeTruthy();
    unmount();

    renderScreen(
      <OrderCardActions
        actions={['reject', 'ready']}
        busy={false}
        order={order({ platform: 'wolt', deliveryType: 'homedelivery' })}
        onAction={() => {}}
      />,
    );
    expect(screen.queryByTestId('order-action-note-reject')).toBeNull();
    expect(screen.queryByTestId('order-action-note-ready')).toBeNull();
    expect(screen.getByTestId('order-action-reject')).toBeTruthy();
  });
});
