import { HUB_PATH, HubEvent, type TOrderUpdatedEvent } from '@orderdesk/contracts';
import { io, type Socket } from 'socket.io-client';

/** A board as the web app opens it: one WebSocket to the OrderHub for one venue. */
export function connectBoard(
  url: string,
  token: string,
  venueId: number,
  onOrder?: (event: TOrderUpdatedEvent) => void,
): Promise<Socket> {
  const socket = io(url, {
    path: HUB_PATH,
    auth: { token },
    query: { venueId },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  if (onOrder) socket.on(HubEvent.ORDER_UPDATED, onOrder);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
