// Set-up through the API, for what a spec needs to exist but does not test itself.
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './e2e-env';

export async function apiToken(
  request: APIRequestContext,
  login: string = ADMIN.login,
  password: string = ADMIN.password,
) {
  const response = await request.post('/api/Token/Access', { data: { userName: login, password } });
  expect(response.status(), `sign-in of ${login}`).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function apiCreate<T>(request: APIRequestContext, token: string, path: string, body: object) {
  const response = await request.post(path, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

export const DEMO_VENUE = { id: 1, name: 'Demo Bistro' } as const;

/** Opens (`Online`) or closes (`Offline`) the demo venue through the API, as the venue screen does. */
export async function setVenueOpen(request: APIRequestContext, token: string, open: boolean): Promise<void> {
  const res = await request.patch(`/api/venues/${DEMO_VENUE.id}/${open ? 'Online' : 'Offline'}`, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** One of the board's order actions (`PATCH /api/orders/{path}`), which must succeed. */
export async function patchOrder(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<void> {
  const res = await request.patch(`/api/orders/${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}
