import { HubEvent, RECONNECT_DELAYS_MS } from '@orderdesk/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { order, venue } from '../test/fixtures';
import { startHubConnection, type HubConnectionOptions } from './hub-connection';

let sockets: FakeSocket[];
const last = () => sockets[sockets.length - 1]!;

function start(patch: Partial<HubConnectionOptions> = {}) {
  const options = {
    venueId: 5,
    createSocket: vi.fn(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as Socket;
    }),
    readToken: () => 'token-1',
    onStatus: vi.fn(),
    onOrder: vi.fn(),
    onVenue: vi.fn(),
    onConnected: vi.fn(),
    onForceRefresh: vi.fn(),
    onAuthError: vi.fn(),
    ...patch,
  } satisfies HubConnectionOptions;
  const stop = startHubConnection(options);
  return { options, stop };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OrderHub connection', () => {
  it('connects for the venue with the stored token and goes live', () => {
    const { options } = start();
    expect(options.createSocket).toHaveBeenCalledWith(5, 'token-1');
    expect(options.onStatus).toHaveBeenLastCalledWith('connecting');
    last().serverEmit('connect');
    expect(options.onStatus).toHaveBeenLastCalledWith('live');
    // Pushes sent before the room was joined are missing from the board's first read: it reads again.
    expect(options.onConnected).toHaveBeenCalledOnce();
  });

  it('passes pushed orders on and ignores pushes that do not match the contract', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { options } = start();
    const pushed = order({ id: 9 });
    last().serverEmit(HubEvent.ORDER_UPDATED, { order: pushed });
    last().serverEmit(HubEvent.ORDER_UPDATED, { order: { id: 'nope' } });
    expect(options.onOrder).toHaveBeenCalledOnce();
    expect(options.onOrder).toHaveBeenCalledWith(pushed);
  });

  it('passes a pushed venue (VenueUpdated) on, and ignores one that does not match the contract', () => {
    const { options } = start();
    last().serverEmit('connect');
    const pushed = venue({ id: 5, status: false });
    last().serverEmit(HubEvent.VENUE_UPDATED, { venue: pushed });
    last().serverEmit(HubEvent.VENUE_UPDATED, { venue: { id: 5 } });
    expect(options.onVenue).toHaveBeenCalledOnce();
    expect(options.onVenue).toHaveBeenCalledWith(pushed);
  });

  it('retries a failed start after 7 seconds', () => {
    const { options } = start();
    last().serverEmit('connect_error', new Error('xhr poll error'));
    expect(options.onStatus).toHaveBeenLastCalledWith('reconnecting');
    vi.advanceTimersByTime(6999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects on the spec schedule and refetches once connected again', () => {
    const { options } = start();
    last().serverEmit('connect');
    last().serverEmit('disconnect', 'transport close');
    expect(options.onStatus).toHaveBeenLastCalledWith('reconnecting');

    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    expect(sockets).toHaveLength(2);
    last().serverEmit('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]! - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().serverEmit('connect');
    expect(options.onStatus).toHaveBeenLastCalledWith('live');
    expect(options.onConnected).toHaveBeenCalledTimes(2);
  });

  it('starts again as at first once the schedule is used up', () => {
    start();
    last().serverEmit('connect');
    last().serverEmit('disconnect', 'transport close');
    for (const delay of RECONNECT_DELAYS_MS) {
      vi.advanceTimersByTime(delay);
      last().serverEmit('connect_error', new Error('down'));
    }
    const count = sockets.length;
    expect(count).toBe(RECONNECT_DELAYS_MS.length + 1);
    vi.advanceTimersByTime(7000);
    expect(sockets).toHaveLength(count + 1);
  });

  it('asks for a fresh token when the hub refuses it', () => {
    const { options } = start();
    last().serverEmit('connect_error', new Error('Unauthorized'));
    expect(options.onAuthError).toHaveBeenCalledOnce();
  });

  it('passes ForceRefreshPage on', () => {
    const { options } = start();
    last().serverEmit(HubEvent.FORCE_REFRESH_PAGE);
    expect(options.onForceRefresh).toHaveBeenCalledOnce();
  });

  it('closes for good when stopped', () => {
    const { options, stop } = start();
    last().serverEmit('connect_error', new Error('down'));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(options.createSocket).toHaveBeenCalledOnce();
  });
});

describe('OrderHub connection when the browser goes offline', () => {
  it('counts a live connection as lost at once and reconnects on the schedule', () => {
    const network = new EventTarget();
    const { options } = start({ network: network as unknown as Window });
    last().serverEmit('connect');
    network.dispatchEvent(new Event('offline'));
    expect(options.onStatus).toHaveBeenLastCalledWith('reconnecting');
    expect(last().disconnected).toBe(true);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    expect(sockets).toHaveLength(2);
  });

  it('counts a connection still being made as lost too, instead of waiting for its attempt to fail', () => {
    const network = new EventTarget();
    const { options } = start({ network: network as unknown as Window });
    network.dispatchEvent(new Event('offline'));
    expect(options.onStatus).toHaveBeenLastCalledWith('reconnecting');
    expect(last().disconnected).toBe(true);
  });
});
