import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simRkeeperMenu } from './rkeeper-menu';
import { createRkeeperSimulator, type RkeeperSimulator } from './rkeeper-simulator';

let sim: RkeeperSimulator;

beforeAll(async () => {
  sim = await createRkeeperSimulator();
  await sim.listen(0);
});
afterAll(() => sim.close());

/** One call to the simulated cash server (its certificate is self-signed). */
function post(path: string, body: string, auth = true): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${sim.url}${path}`,
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: {
          'content-type': 'application/xml',
          ...(auth
            ? { authorization: `Basic ${Buffer.from(`${sim.login}:${sim.password}`).toString('base64')}` }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const rk7 = (inner: string) => post('/rk7api/v0/xmlinterface.xml', `<RK7Query>${inner}</RK7Query>`);
const attr = (xml: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1];

describe("the simulated cash server's versions and kitchen display", () => {
  it('answers lastversion with No changes until the kitchen marks dishes ready', async () => {
    const dish = simRkeeperMenu().dishes[0]!;
    const created = await rk7('<RK7CMD CMD="CreateOrder"><Order><Table code="77"/></Order></RK7CMD>');
    const guid = attr(created, 'guid')!;
    await rk7(
      `<RK7CMD CMD="SaveOrder" sendtovdu="1"><Order guid="${guid}"/><Session><Dish id="${dish.ident}" quantity="1000"/></Session></RK7CMD>`,
    );
    const list = await rk7('<RK7CMD CMD="GetOrderList"/>');
    const version = attr(list, 'lastversion')!;
    expect(list).toMatch(/Status="Ok"/);
    expect(list).toMatch(/Version="\d+"/);
    expect(await rk7('<RK7CMD CMD="GetOrder"><Order guid="' + guid + '"/></RK7CMD>')).toMatch(
      /kdsstate="sent"/,
    );

    const unchanged = await rk7(`<RK7CMD CMD="GetOrderList" lastversion="${version}"/>`);
    expect(unchanged).toMatch(/Status="No changes"/);
    expect(unchanged).not.toMatch(/<Visit/);

    const marked = JSON.parse(await post('/_sim/kds', JSON.stringify({ guid }), false)) as { marked: number };
    expect(marked.marked).toBe(1);
    const changed = await rk7(`<RK7CMD CMD="GetOrderList" lastversion="${version}"/>`);
    expect(changed).toMatch(/Status="Ok"/);
    expect(Number(attr(changed, 'lastversion'))).toBeGreaterThan(Number(version));
    expect(await rk7('<RK7CMD CMD="GetOrder"><Order guid="' + guid + '"/></RK7CMD>')).toMatch(
      /kdsstate="ready"/,
    );
  });
});
