import { constants as cryptoConstants, randomBytes, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect, type TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRkeeperSimulator, type RkeeperSimulator } from '../../../tools/src/rkeeper';
import { createRk7Client } from '../src/modules/rkeeper/till/rk7-client';
import {
  postRk7Xml,
  Rk7TransportError,
  sessionCertificateFingerprint,
  WRITE_CONNECTION_IDLE_MS,
  type Rk7Endpoint,
} from '../src/modules/rkeeper/till/rk7-transport';

/** The query sent as a write (`writes`: the writes' connections, never sent twice). */
const write = (to: Rk7Endpoint) => postRk7Xml(to, QUERY, 5_000, { writes: true });
const QUERY = '<?xml version="1.0" encoding="UTF-8"?><RK7Query><RK7CMD CMD="GetSystemInfo"/></RK7Query>';

let sim: RkeeperSimulator;
let endpoint: Rk7Endpoint;

beforeAll(async () => {
  sim = await createRkeeperSimulator();
  await sim.listen();
  endpoint = {
    url: sim.xmlUrl,
    login: sim.login,
    password: sim.password,
    certificateFingerprint: sim.fingerprint,
  };
});

afterAll(async () => {
  await sim.close();
});

describe('calls to a cash server with a pinned certificate', () => {
  it('are answered one after another and several at once (kept-open and new connections alike)', async () => {
    expect(await postRk7Xml(endpoint, QUERY)).toContain('7.6.5.40');
    // One call reuses the kept-open connection, the others open new ones: each is checked by its pin.
    const answers = await Promise.all(Array.from({ length: 4 }, () => postRk7Xml(endpoint, QUERY)));
    for (const answer of answers) expect(answer).toContain('7.6.5.40');
    expect(await postRk7Xml(endpoint, QUERY)).toContain('7.6.5.40');
  });

  it('are refused, with nothing sent, when the certificate is not the pinned one', async () => {
    const before = sim.calls().length;
    // Another first byte, whatever the certificate's is (a fixed '00' matched one certificate in 256).
    const firstByte = sim.fingerprint.slice(0, 2) === '00' ? 'FF' : '00';
    const wrongPin = { ...endpoint, certificateFingerprint: firstByte + sim.fingerprint.slice(2) };
    await expect(postRk7Xml(wrongPin, QUERY)).rejects.toThrow(/not the pinned one/);
    expect(sim.calls()).toHaveLength(before);
  });
});

describe('a kept-open connection the cash server closed', () => {
  it('sends the request again at once on a new connection; the call journal keeps it once', async () => {
    sim.reset();
    const journal: string[] = [];
    const client = createRk7Client({
      endpoint,
      clock: { now: () => Date.now() },
      journal: async ({ command }) => {
        journal.push(command);
        return async () => undefined;
      },
    });
    // The first call leaves its connection open; the server closes it as the next call goes out.
    await client.getSystemInfo();
    sim.addFault({ fault: 'drop-kept-open', times: 1 });
    const info = await client.getSystemInfo();
    expect(info.version).toBe('7.6.5.40');
    expect(journal).toEqual(['GetSystemInfo', 'GetSystemInfo']);
    expect(sim.calls().map((c) => c.command)).toEqual(['GetSystemInfo', 'GetSystemInfo']);
  });
});

describe('writes on a connection kept open', () => {
  it('wait for a slow answer on a new connection longer than one stays open idle', async () => {
    // The first write to this server in the file: a new connection, made with the writes' idle timeout.
    sim.reset();
    sim.addFault({ fault: 'slow', delayMs: WRITE_CONNECTION_IDLE_MS + 500, times: 1 });
    expect(await write(endpoint)).toContain('7.6.5.40');
  });

  it('ride one connection in a rush, and after a quiet spell go on a fresh one', async () => {
    const server = await tlsServer();
    try {
      const endpoint = server.endpoint(server.fingerprint);
      for (let i = 0; i < 3; i++) expect(await write(endpoint)).toContain('7.6.5.40');
      expect(server.requests).toHaveLength(3);
      expect(server.resumed).toEqual([false]);
      await new Promise((r) => setTimeout(r, WRITE_CONNECTION_IDLE_MS + 300));
      expect(await write(endpoint)).toContain('7.6.5.40');
      expect(server.resumed).toEqual([false, true]);
    } finally {
      await server.close();
    }
  });

  it('is never sent again when the server closed the connection under it: it may have run', async () => {
    sim.reset();
    expect(await write(endpoint)).toContain('7.6.5.40');
    sim.addFault({ fault: 'drop-kept-open', times: 1 });
    const failed = await write(endpoint).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Rk7TransportError);
    expect((failed as Rk7TransportError).mayHaveRun).toBe(true);
    // The dropped request was not carried out, and not sent a second time.
    expect(sim.calls()).toHaveLength(1);
    expect(await write(endpoint)).toContain('7.6.5.40');
    expect(sim.calls()).toHaveLength(2);
  });
});

describe('CreateOrder with ExternalProps', () => {
  it('carries the platform order id, and GetOrder and GetOrderList read it back', async () => {
    const client = createRk7Client({ endpoint, clock: { now: () => Date.now() } });
    const created = await client.createOrder({
      persistentComment: 'Wolt #5 w-5',
      externalProps: [{ name: 'OrderDeskOrderId', value: 'wolt:w-5' }],
      nonPersistentComment: null,
      tableCode: '77',
      waiterCode: null,
      stationCode: null,
      orderTypeCode: null,
      orderCategoryCode: null,
    });
    const sent = sim
      .calls()
      .filter((c) => c.command === 'CreateOrder')
      .at(-1)!.xml;
    expect(sent).toContain('<ExternalProps><Prop name="OrderDeskOrderId" value="wolt:w-5"/></ExternalProps>');
    expect((await client.getOrder(created.guid)).externalProps).toEqual({ OrderDeskOrderId: 'wolt:w-5' });
    const listed = (await client.getOrderList()).find((o) => o.guid === created.guid);
    expect(listed?.externalProps).toEqual({ OrderDeskOrderId: 'wolt:w-5' });
  });
});

/**
 * A cash server of its own certificate that answers every POST with GetSystemInfo's answer and notes,
 * per connection, whether it resumed a TLS session. `tickets: false` is a server that never resumes;
 * `closeEach` one that closes every connection after its answer, so that each call makes a new one.
 */
async function tlsServer(opts: { port?: number; tickets?: boolean; closeEach?: boolean } = {}) {
  const pems = await generate([{ name: 'commonName', value: 'rk7-tls.local' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const resumed: boolean[] = [];
  const requests: string[] = [];
  const server: Server = createServer(
    {
      key: pems.private,
      cert: pems.cert,
      ...(opts.tickets === false ? { secureOptions: cryptoConstants.SSL_OP_NO_TICKET } : {}),
    },
    (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        requests.push(body);
        res
          .writeHead(200, {
            'content-type': 'application/xml',
            ...(opts.closeEach ? { connection: 'close' } : {}),
          })
          .end('<RK7QueryResult ServerVersion="7.6.5.40" Status="Ok" CMD="GetSystemInfo"/>');
      });
    },
  );
  server.on('secureConnection', (socket: TLSSocket) => resumed.push(socket.isSessionReused()));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    fingerprint: new X509Certificate(pems.cert).fingerprint256,
    resumed,
    requests,
    endpoint: (pin: string): Rk7Endpoint => ({
      url: `https://127.0.0.1:${port}/rk7api/v0/xmlinterface.xml`,
      login: 'delivery',
      password: 'secret',
      certificateFingerprint: pin,
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('TLS session resumption on a pinned cash server', () => {
  it("reads the pinned certificate out of a TLS session (OpenSSL's peer field)", async () => {
    const server = await tlsServer();
    try {
      const session = await new Promise<Buffer>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port: server.port, rejectUnauthorized: false });
        socket.once('session', (s: Buffer) => {
          resolve(s);
          socket.destroy();
        });
        socket.once('error', reject);
      });
      expect(sessionCertificateFingerprint(session)).toBe(server.fingerprint);
      expect(sessionCertificateFingerprint(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]))).toBeNull();
      expect(sessionCertificateFingerprint(randomBytes(64))).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("resumes a write's fresh connection with the session of one whose certificate matched the pin", async () => {
    const server = await tlsServer({ closeEach: true });
    try {
      const endpoint = server.endpoint(server.fingerprint);
      for (let i = 0; i < 3; i++) expect(await write(endpoint)).toContain('7.6.5.40');
      // A kept-open read in between, then writes again: every later connection resumes.
      expect(await postRk7Xml(endpoint, QUERY)).toContain('7.6.5.40');
      expect(await write(endpoint)).toContain('7.6.5.40');
      expect(server.resumed[0]).toBe(false);
      expect(server.resumed.slice(1)).toEqual(server.resumed.slice(1).map(() => true));
      expect(server.resumed.length).toBe(5);
      expect(server.requests).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it('refuses, with nothing sent, a server at the same address with another certificate, session or not', async () => {
    const right = await tlsServer({ closeEach: true });
    const port = right.port;
    const endpoint = right.endpoint(right.fingerprint);
    expect(await write(endpoint)).toContain('7.6.5.40');
    expect(await write(endpoint)).toContain('7.6.5.40');
    expect(right.resumed).toEqual([false, true]);
    await right.close();
    // Another server on the same address: the session kept for the pin is offered and not resumed
    // (the server cannot read it), and the full handshake shows a certificate that is not the pinned one.
    const impostor = await tlsServer({ port });
    try {
      await expect(write(endpoint)).rejects.toThrow(/not the pinned one/);
      await expect(postRk7Xml(endpoint, QUERY)).rejects.toThrow(/not the pinned one/);
      expect(impostor.resumed.every((r) => !r)).toBe(true);
      expect(impostor.requests).toHaveLength(0);
    } finally {
      await impostor.close();
    }
  });

  it('works with a server that never resumes: every write a full handshake, the pin checked each time', async () => {
    const server = await tlsServer({ tickets: false, closeEach: true });
    try {
      const endpoint = server.endpoint(server.fingerprint);
      for (let i = 0; i < 3; i++) expect(await write(endpoint)).toContain('7.6.5.40');
      expect(server.resumed).toEqual([false, false, false]);
      const firstByte = server.fingerprint.slice(0, 2) === '00' ? 'FF' : '00';
      await expect(write(server.endpoint(firstByte + server.fingerprint.slice(2)))).rejects.toThrow(
        /not the pinned one/,
      );
      expect(server.requests).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
