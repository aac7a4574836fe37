import { HUB_PATH } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';
import { appBaseUrl } from '../lib/app-base';

/** The hub path under the app's base, so the app works under any mount path. */
export function hubPath(): string {
  const base = appBaseUrl().pathname.replace(/\/$/, '');
  return `${base}${HUB_PATH}`;
}

/**
 * A socket to the OrderHub for one venue. Socket.IO's own reconnection is off: the spec's schedule
 * drives it. WebSocket only, so several server instances behind a load balancer need no sticky sessions.
 */
export function createHubSocket(venueId: number, accessToken: string | null): Socket {
  return io({
    path: hubPath(),
    auth: { token: accessToken ?? '' },
    query: { venueId: String(venueId) },
    reconnection: false,
    autoConnect: false,
    forceNew: true,
    transports: ['websocket'],
  });
}
