import {
  HUB_RETRY_DELAY_MS,
  HubEvent,
  reconnectDelay,
  ZOrderUpdatedEvent,
  ZVenueUpdatedEvent,
  type TOrder,
  type TOrderUpdatedEvent,
  type TVenueUpdatedEvent,
  type TVenue,
} from '@orderdesk/contracts';
import type { Socket } from 'socket.io-client';
import type { HubStatus } from './hub-status';

export interface HubConnectionOptions {
  venueId: number;
  createSocket: (venueId: number, accessToken: string | null) => Socket;
  readToken: () => string | null;
  onStatus: (status: HubStatus) => void;
  onOrder: (order: TOrder) => void;
  /** The venue changed (open/close, settings, schedule, connections): `VenueUpdated`. */
  onVenue?: (venue: TVenue) => void;
  /**
   * Connected, first or again: whatever was pushed before the venue's room was joined (between the
   * board's first read and the connection, or while the connection was lost) is missing.
   */
  onConnected: () => void;
  onForceRefresh: () => void;
  /** The hub refused the token; the caller may refresh it before the next attempt. */
  onAuthError?: () => void;
  /** Where the browser says it went offline (`window`); the connection counts as lost at once. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const AUTH_ERROR = /unauthori[sz]ed|forbidden|token|jwt|401/i;

/**
 * Owns one OrderHub connection (docs/product.md §7): a failed start is retried after HUB_RETRY_DELAY_MS; a lost
 * connection reconnects on the RECONNECT_DELAYS_MS schedule; when the schedule is used up the
 * connection is started again as at first. Returns a function that closes it for good.
 */
export function startHubConnection(options: HubConnectionOptions): () => void {
  let socket: Socket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let mode: 'start' | 'reconnect' = 'start';
  let attempt = 0;
  let stopped = false;

  const drop = () => {
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  };

  const later = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(open, delay);
  };

  const retry = () => {
    if (stopped) return;
    options.onStatus('reconnecting');
    if (mode === 'start') return later(HUB_RETRY_DELAY_MS);
    const delay = reconnectDelay(attempt);
    attempt += 1;
    if (delay !== null) return later(delay);
    mode = 'start';
    attempt = 0;
    later(HUB_RETRY_DELAY_MS);
  };

  function open() {
    if (stopped) return;
    const current = options.createSocket(options.venueId, options.readToken());
    socket = current;
    current.on('connect', () => {
      mode = 'reconnect';
      attempt = 0;
      options.onStatus('live');
      options.onConnected();
    });
    current.on('connect_error', (error: Error) => {
      drop();
      if (AUTH_ERROR.test(error.message)) options.onAuthError?.();
      retry();
    });
    current.on('disconnect', (reason: string) => {
      if (stopped || reason === 'io client disconnect') return;
      drop();
      retry();
    });
    // Pushes are checked against their contract in development and tests only, like the API's
    // answers (api/answer-check.ts): the production build carries no schema on the board's first load.
    current.on(HubEvent.ORDER_UPDATED, (payload: unknown) => {
      if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) {
        options.onOrder((payload as TOrderUpdatedEvent).order);
        return;
      }
      const parsed = ZOrderUpdatedEvent.safeParse(payload);
      if (parsed.success) options.onOrder(parsed.data.order);
      else console.warn('Ignored an order push that does not match the contract', parsed.error);
    });
    current.on(HubEvent.VENUE_UPDATED, (payload: unknown) => {
      if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) {
        options.onVenue?.((payload as TVenueUpdatedEvent).venue);
        return;
      }
      const parsed = ZVenueUpdatedEvent.safeParse(payload);
      if (parsed.success) options.onVenue?.(parsed.data.venue);
      else console.warn('Ignored a venue push that does not match the contract', parsed.error);
    });
    current.on(HubEvent.FORCE_REFRESH_PAGE, () => options.onForceRefresh());
    current.connect();
  }

  // A socket notices a dead network only at its next missed heartbeat, up to a minute later; the browser
  // knows at once, and the board must say so while its timers still tick.
  // A socket still connecting when the network goes counts as lost too: its attempt can only fail, and
  // waiting for that failure would leave the board looking live.
  const offline = () => {
    if (stopped || !socket) return;
    drop();
    retry();
  };
  const network = options.network ?? (typeof window === 'undefined' ? undefined : window);
  network?.addEventListener('offline', offline);

  options.onStatus('connecting');
  open();

  return () => {
    stopped = true;
    network?.removeEventListener('offline', offline);
    clearTimeout(timer);
    drop();
  };
}
