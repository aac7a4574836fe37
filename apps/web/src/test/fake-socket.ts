type Handler = (...args: unknown[]) => void;

/** A stand-in for a Socket.IO client socket: tests play the server with `serverEmit`. */
export class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connected = false;
  disconnected = false;

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  connect(): this {
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    return this;
  }

  serverEmit(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
