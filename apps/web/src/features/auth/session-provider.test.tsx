import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, readRefreshToken, storeTokens } from '../../lib/session-storage';
import { installFakeApi } from '../../test/fake-api';
import { aboutMe } from '../../test/fixtures';
import { testQueryClient } from '../../test/render';
import { sessionKeys } from './api/session-keys';
import { useSession } from './session-context';
import { PROFILE_RETRY_DELAY_MS, SessionProvider } from './session-provider';

vi.mock('../../lib/toast', () => ({ toast: { error: vi.fn() } }));

const PROFILE = 'GET /api/Users/AboutMe';

/** Loads the profile once on mount, as the navigation guard does on a page load with a stored token. */
function SessionProbe() {
  const session = useSession();
  const { status, initialise } = session;
  useEffect(() => {
    if (status === 'idle') initialise();
  }, [status, initialise]);
  return <output data-testid="status">{status}</output>;
}

function renderSession(queryClient = testQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/new-orders']}>
        <SessionProvider>
          <SessionProbe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const status = () => screen.getByTestId('status').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading the profile of a stored session', () => {
  it('keeps the session when the request gets no answer (the page reloading) and loads it again', async () => {
    storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    const api = installFakeApi({ [PROFILE]: () => [200, aboutMe()] });
    // The first request dies the way a reload kills it: no answer at all.
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderSession();

    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledOnce());
    expect(status()).toBe('loading');
    expect(readAccessToken()).toBe('access');
    expect(readRefreshToken()).toBe('refresh');

    await waitFor(() => expect(status()).toBe('authenticated'), {
      timeout: PROFILE_RETRY_DELAY_MS + 3_000,
    });
    expect(api.callsTo(PROFILE)).toHaveLength(1);
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
    expect(readAccessToken()).toBe('access');
  });

  it('keeps the session when the profile load is cancelled', async () => {
    storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    const api = installFakeApi();
    let answer: (response: Response) => void = () => undefined;
    api.fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const queryClient = renderSession();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledOnce());
    await act(() => queryClient.cancelQueries({ queryKey: sessionKeys.profile() }));
    answer(new Response(null, { status: 200 }));

    expect(readAccessToken()).toBe('access');
    expect(readRefreshToken()).toBe('refresh');
    expect(status()).toBe('loading');
  });

  it('ends the session when the server refuses the profile and the refresh', async () => {
    storeTokens({ accessToken: 'access', refreshToken: 'spent' });
    const api = installFakeApi({
      [PROFILE]: () => [401],
      'POST /api/Token/Refresh': () => [401, { errors: { refreshToken: ['invalid'] } }],
    });

    renderSession();

    await waitFor(() => expect(readAccessToken()).toBeNull());
    expect(readRefreshToken()).toBeNull();
    expect(api.callsTo('POST /api/Token/Refresh')).toHaveLength(1);
  });

  it('ends the session on a profile the server forbids', async () => {
    storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    installFakeApi({ [PROFILE]: () => [403] });

    renderSession();

    await waitFor(() => expect(status()).toBe('failed'));
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
  });
});
