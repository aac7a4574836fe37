import { vi } from 'vitest';

export type FakeHandler = (request: { body: unknown; query: URLSearchParams }) => [number, unknown?];

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A stand-in for the server at the fetch level: handlers by "METHOD /path", every call recorded.
 * An unknown route answers 404 like the server would.
 */
export function installFakeApi(initial: Record<string, FakeHandler> = {}) {
  const handlers: Record<string, FakeHandler> = { ...initial };
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ errors: { path: ['not found'] } }), { status: 404 });
    const [status, answer] = handler({ body, query: url.searchParams });
    return new Response(answer === undefined ? null : JSON.stringify(answer), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    on(route: string, handler: FakeHandler) {
      handlers[route] = handler;
    },
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export function paged<T>(items: T[], page = 1, pageSize = 20, total = items.length) {
  return { items, total, page, pageSize };
}
