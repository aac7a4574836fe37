// Property-based fuzzing: thousands of generated requests, spread over every API route, with generated
// paths, query strings, bodies and content types; valid-looking and broken, signed and unsigned.
// The server must answer each with a status below 500, and every refusal in the error shape.
// FUZZ_RUNS and FUZZ_SEED change the number of requests and the generator's seed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWoltBody } from '../src/integrations/platforms/wolt/wolt-signature';
import { bearer, signIn, startTestApp, WEBHOOK_SECRET, type TestApp } from './support/test-app';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10000);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261122);

let app: TestApp;
let token: string;
beforeAll(async () => {
  // As in production: the job worker runs (and /api/ready answers 200).
  app = await startTestApp({ LOGIN_IP_MAX_FAILURES: '1000000' }, undefined, { runJobs: true });
  token = (await signIn(app)).accessToken;
});
afterAll(() => app.close());

const FIELD_NAMES = [
  'id',
  'venueId',
  'statusId',
  'name',
  'userName',
  'password',
  'refreshToken',
  'cookingTimeInMinutes',
  'reason',
  'page',
  'pageSize',
  'search',
  'isAsc',
  'areaId',
  'order',
  'type',
  'email',
];

/** A value of the kinds JSON carries, biased towards the edges a validator meets. */
const edgyValue = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1.5,
    Number.MAX_VALUE,
    '',
    ' ',
    'null',
    '0',
    '1e309',
  ),
  fc.constantFrom(null, true, false, [], {}, '__proto__', 'constructor', "'; DROP TABLE orders; --"),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

const objectBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), edgyValue, {
    maxKeys: 8,
  })
  .map((o) => JSON.stringify(o));

const body = fc.oneof(
  { weight: 4, arbitrary: objectBody },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}', 'null'),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }).map((b) => Buffer.from(b).toString('latin1')) },
);

const pathParam = fc.oneof(
  fc.integer({ min: -5, max: 10 }).map(String),
  fc.constantFrom('999999999', '1e3', '0x10', 'abc', '%00', '..', '9'.repeat(40)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })),
      fc.oneof(pathParam, fc.string()),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);

const auth = fc.constantFrom('admin', 'none', 'garbage');

describe('fuzzing every API route', () => {
  it(`answers ${RUNS} generated requests without a 5xx, refusals in the error shape`, async () => {
    const routes = app.app.routeAccessTable();
    expect(routes.length).toBeGreaterThan(10);
    const seen = new Map<string, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(pathParam, { minLength: 4, maxLength: 4 }),
        query,
        body,
        contentType,
        auth,
        fc.boolean(),
        async (route, params, qs, payload, type, who, signed) => {
          let i = 0;
          const url = route.url.replace(/:[A-Za-z]+/g, () => params[i++]!) + (qs ? `?${qs}` : '');
          const headers: Record<string, string> = {};
          if (type) headers['content-type'] = type;
          if (who === 'admin') Object.assign(headers, bearer(token));
          if (who === 'garbage') headers['authorization'] = 'Bearer not.a.token';
          if (signed && route.url.includes('/webhooks/'))
            headers['wolt-signature'] = signWoltBody(payload, WEBHOOK_SECRET);
          const hasBody = !['GET', 'DELETE'].includes(route.method);
          const res = await app.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(hasBody ? { payload } : {}),
          });
          const key = `${route.method} ${route.url} ${res.statusCode}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
          if (res.statusCode >= 500) {
            throw new Error(`${route.method} ${url} answered ${res.statusCode}: ${res.body}`);
          }
          if (res.statusCode >= 400) {
            const parsed = JSON.parse(res.body) as { errors?: Record<string, string[]> };
            expect(
              Object.values(parsed.errors ?? {}).flat().length,
              `${route.method} ${url}`,
            ).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Every route was reached.
    const reached = new Set([...seen.keys()].map((k) => k.split(' ').slice(0, 2).join(' ')));
    expect(routes.filter((r) => !reached.has(`${r.method} ${r.url}`))).toEqual([]);
  }, 180_000);
});
