import { HUB_PATH } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';

export interface HubClient {
  socket: Socket;
  /** 'connected', or the server's refusal ('unauthorized', 'forbidden'). */
  opened: Promise<string>;
  /** The disconnect reason ('io server disconnect' when the server closed it). */
  closed: Promise<string>;
}

/** A board's socket to the OrderHub of one venue, as the web app opens it (no automatic reconnection). */
export function connectHub(url: string, token: string, venueId: number): HubClient {
  const socket = io(url, {
    path: HUB_PATH,
    auth: { token },
    query: { venueId },
    reconnection: false,
    transports: ['websocket'],
  });
  const opened = new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(err.message));
  });
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  return { socket, opened, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Repeats `call` until it answers `status`, at most `tries` times `everyMs` apart; returns the
 * last answer, so the caller's assertion on it fails when the status never came.
 */
export async function untilStatus<T extends { status: number }>(
  status: number,
  call: () => Promise<T>,
  { tries = 50, everyMs = 100 } = {},
): Promise<T> {
  let last = await call();
  for (let i = 1; i < tries && last.status !== status; i++) {
    await sleep(everyMs);
    last = await call();
  }
  return last;
}

/** What `promise` settles to, or 'still open' when it has not after `tries` × `everyMs`. */
export async function settledOr<T>(
  promise: Promise<T>,
  { tries = 50, everyMs = 100 } = {},
): Promise<T | 'still open'> {
  let result: { value: T } | undefined;
  void promise.then((value) => (result = { value }));
  for (let i = 0; i < tries && !result; i++) await sleep(everyMs);
  return result ? result.value : 'still open';
}
