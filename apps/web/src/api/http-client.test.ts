import {
  acceptOrderContract,
  aboutMeContract,
  deleteAreaContract,
  tokenAccessContract,
} from '@orderdesk/contracts';
import { toast } from '../lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, readAccessToken, readRefreshToken } from '../lib/session-storage';
import { ApiError } from './api-error';
import { apiUrl, callContract, setSessionEvents } from './http-client';
import { aboutMe, tokenResponse } from '../test/fixtures';

vi.mock('../lib/toast', () => ({ toast: { error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();

function authHeader(call: number): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

function urlOf(call: number): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('resolves contract paths under api/ and repeats array query values', () => {
    const url = new URL(
      apiUrl('/api/orders', { statusId: [1, 2, 3], venueId: 5, isAsc: false, skip: undefined }),
    );
    expect(url.pathname).toBe('/api/orders');
    expect(url.search).toBe('?statusId=1&statusId=2&statusId=3&venueId=5&isAsc=false');
  });
});

describe('401 handling', () => {
  it('refreshes once with the stored refresh token and retries the call', async () => {
    storeTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const refreshed = vi.fn();
    setSessionEvents({ onRefreshed: refreshed });
    fetchMock
      .mockResolvedValueOnce(json(401, { errors: { auth: ['expired'] } }))
      .mockResolvedValueOnce(
        json(200, tokenResponse({ accessToken: 'new-access', refreshToken: 'new-refresh' })),
      )
      .mockResolvedValueOnce(json(200, aboutMe()));

    const profile = await callContract(aboutMeContract);

    expect(profile.userName).toBe('demo.manager');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(urlOf(1)).toMatch(/\/api\/Token\/Refresh$/);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ refreshToken: 'old-refresh' });
    expect(authHeader(0)).toBe('Bearer old-access');
    expect(authHeader(2)).toBe('Bearer new-access');
    expect(readAccessToken()).toBe('new-access');
    expect(readRefreshToken()).toBe('new-refresh');
    expect(refreshed).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/Token/Refresh')) {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, tokenResponse({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? json(200, aboutMe()) : json(401, undefined);
    });

    const results = await Promise.all([callContract(aboutMeContract), callContract(aboutMeContract)]);

    expect(results).toHaveLength(2);
    expect(refreshCalls).toBe(1);
  });

  it('clears the tokens silently and reports an expired session when the refresh fails', async () => {
    storeTokens({ accessToken: 'old-access', refreshToken: 'spent' });
    const expired = vi.fn();
    setSessionEvents({ onExpired: expired });
    fetchMock
      .mockResolvedValueOnce(json(401, undefined))
      .mockResolvedValueOnce(json(401, { errors: { refreshToken: ['invalid'] } }));

    await expect(callContract(aboutMeContract)).rejects.toMatchObject({ status: 401 });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the tokens when the refresh gets no answer, and reports no expired session', async () => {
    storeTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const expired = vi.fn();
    setSessionEvents({ onExpired: expired });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock
      .mockResolvedValueOnce(json(401, undefined))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(callContract(aboutMeContract)).rejects.toMatchObject({ kind: 'network' });

    expect(readAccessToken()).toBe('old-access');
    expect(readRefreshToken()).toBe('old-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh a failed sign-in', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { errors: { auth: ['bad credentials'] } }));

    await expect(
      callContract(tokenAccessContract, { body: { userName: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 401, notified: false });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('retries only once when the retried call is refused again', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    fetchMock
      .mockResolvedValueOnce(json(401, undefined))
      .mockResolvedValueOnce(json(200, tokenResponse({ accessToken: 'b', refreshToken: 's' })))
      .mockResolvedValueOnce(json(401, undefined));

    await expect(callContract(aboutMeContract)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('error catalogue', () => {
  const body = { id: 7, cookingTimeInMinutes: 15 };

  it.each([400, 500])('shows the errors object as key: value lines on %i', async (status) => {
    fetchMock.mockResolvedValueOnce(
      json(status, { errors: { cookingTimeInMinutes: ['too long', 'not allowed'], id: ['unknown order'] } }),
    );

    const error = await callContract(acceptOrderContract, { body }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status, notified: true });
    expect(toast.error).toHaveBeenCalledWith(
      'cookingTimeInMinutes: too long, not allowed\nid: unknown order',
      expect.anything(),
    );
  });

  it('shows the forbidden message on 403', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { errors: { auth: ['no'] } }));
    await expect(callContract(acceptOrderContract, { body })).rejects.toMatchObject({ status: 403 });
    expect(toast.error).toHaveBeenCalledWith('Sorry, you have not access to this page', expect.anything());
  });

  it.each([404, 409])('only rejects on %i', async (status) => {
    fetchMock.mockResolvedValueOnce(json(status, { errors: { id: ['x'] } }));
    await expect(callContract(acceptOrderContract, { body })).rejects.toMatchObject({
      status,
      notified: false,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('logs and rejects when there is no response at all', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(callContract(acceptOrderContract, { body })).rejects.toMatchObject({ kind: 'network' });
    expect(log).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(200, { nope: true }));
    await expect(callContract(aboutMeContract)).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('request headers', () => {
  const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;

  it('sends JSON with a body and no content type without one', async () => {
    storeTokens({ accessToken: 'token', refreshToken: 'r' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValueOnce(json(200, {}));

    await callContract(deleteAreaContract, { params: { id: 3 } });
    await callContract(acceptOrderContract, { body: { id: 7, cookingTimeInMinutes: 15 } }).catch(
      () => undefined,
    );

    expect(headersOf(0)['Content-Type']).toBeUndefined();
    expect(headersOf(0).Authorization).toBe('Bearer token');
    expect(headersOf(1)['Content-Type']).toBe('application/json');
  });
});

describe('form calls', () => {
  it('leave a 400 to the form but still toast 403 and 500', async () => {
    const body = { id: 7, cookingTimeInMinutes: 15 };
    fetchMock.mockResolvedValueOnce(json(400, { errors: { id: ['unknown order'] } }));
    await expect(callContract(acceptOrderContract, { body, formErrors: true })).rejects.toMatchObject({
      status: 400,
      notified: false,
    });
    expect(toast.error).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(500, { errors: { general: ['down'] } }));
    await expect(callContract(acceptOrderContract, { body, formErrors: true })).rejects.toMatchObject({
      notified: true,
    });
    expect(toast.error).toHaveBeenCalledWith('general: down', expect.anything());
  });
});

describe('apiUrl on a deep page', () => {
  it('stays under the app root, not the current page', () => {
    window.history.pushState({}, '', '/new-orders-id/5');
    expect(new URL(apiUrl('/api/Venues/5')).pathname).toBe('/api/Venues/5');
    window.history.pushState({}, '', '/');
  });
});
