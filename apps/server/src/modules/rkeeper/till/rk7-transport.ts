import { createHash } from 'node:crypto';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { createSecureContext, type SecureContext, type TLSSocket } from 'node:tls';

/** Where and as whom the XML interface is called. */
export interface Rk7Endpoint {
  url: string;
  login: string | null;
  password: string | null;
  /** SHA-256 of the server's certificate (`AB:CD:…`): trusted by this pin alone, for this call only. */
  certificateFingerprint: string | null;
}

/** The cash server could not be reached, or its answer did not arrive whole. */
export class Rk7TransportError extends Error {
  constructor(
    message: string,
    /** True when the request may have been processed (sent whole, no answer read). */
    readonly mayHaveRun: boolean,
  ) {
    super(message);
    this.name = 'Rk7TransportError';
  }
}

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Connections to a cash server are kept open between calls (one agent per server, pin and reads or
 * writes): a TLS handshake per call costs both sides more than the call. The server's keep-alive hint
 * closes an idle one before the server would.
 */
const agents = new Map<string, HttpsAgent>();

/**
 * How long a connection stays open for the next write once its last call was answered. A write is
 * never sent twice, so one that finds its connection closed by the server (which can only be found out
 * by sending) is a write that may have run, and the order waits for the look that finds out. Kept
 * short, so that writes ride one connection in a rush and a quiet venue's writes go on fresh ones,
 * well before any cash server closes an idle connection.
 */
export const WRITE_CONNECTION_IDLE_MS = 2_000;

function agentFor(url: URL, pin: string | null, calls: 'reads' | 'writes'): HttpsAgent {
  const key = `${url.origin}|${pin ?? ''}|${calls}`;
  let agent = agents.get(key);
  if (!agent) {
    // The agent keeps no TLS sessions of its own: resumption goes through `sessions` below, which
    // checks the pin on a resumed connection too.
    agent = new HttpsAgent({
      keepAlive: true,
      maxSockets: 8,
      maxCachedSessions: 0,
      rejectUnauthorized: pin === null,
      // An idle connection of the writes' agent is closed after this (the agent's `timeout` closes a
      // free socket; a call's own timeout replaces it while the call runs).
      ...(calls === 'writes' ? { timeout: WRITE_CONNECTION_IDLE_MS } : {}),
    });
    agents.set(key, agent);
  }
  return agent;
}

/**
 * One TLS context (the CA roots and defaults) for every connection to a cash server: built per
 * connection otherwise, which costs a new connection more than its handshake. It holds no
 * session or credentials; the pin is still checked on each new socket.
 */
let sharedContext: SecureContext | undefined;
const secureContext = (): SecureContext => (sharedContext ??= createSecureContext());

/** Sockets whose certificate matched the pin when they connected; a kept-open one is not asked again. */
const pinChecked = new WeakSet<Socket>();
/** Sockets whose TLS sessions are being kept (`keepSessions`). */
const watched = new WeakSet<Socket>();

/**
 * TLS sessions to resume, one per cash server and pin (the latest ticket a connection was given): a
 * new connection (a quiet venue's write, a read after a drop) then resumes instead of paying a full
 * handshake (the server's signature, our reading of its certificate) on both sides. A session is kept
 * only from a connection that passed the check (its certificate matched the pin, or the CA check
 * without one). A resumed connection shows no certificate of its own in Node (`getPeerCertificate()`
 * is empty), so the pin is checked against the certificate the resumed session carries; only a server
 * holding the ticket key of that session can resume it. A server that does not resume (not every
 * r_keeper does) answers with a full handshake, checked as before.
 */
const sessions = new Map<string, Buffer>();

/** SHA-256 of a DER certificate as Node writes `fingerprint256` (`AB:CD:…`). */
function fingerprintOf(der: Buffer): string {
  return createHash('sha256')
    .update(der)
    .digest('hex')
    .toUpperCase()
    .replace(/(..)(?!$)/g, '$1:');
}

/** One DER element at `at`: its tag and where its content starts and ends. */
function derElement(der: Buffer, at: number): { tag: number; start: number; end: number } | null {
  if (at + 2 > der.length) return null;
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4 || start + bytes > der.length) return null;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    start += bytes;
  }
  const end = start + length;
  return end > der.length ? null : { tag, start, end };
}

/**
 * The fingerprint of the server certificate a TLS session (OpenSSL's DER `SSL_SESSION`) was made
 * with: its `peer` field, `[3] EXPLICIT Certificate`. Null when the session carries none.
 */
export function sessionCertificateFingerprint(session: Buffer): string | null {
  const top = derElement(session, 0);
  if (top?.tag !== 0x30) return null;
  for (let at = top.start; at < top.end;) {
    const field = derElement(session, at);
    if (!field) return null;
    if (field.tag === 0xa3) {
      const cert = derElement(session, field.start);
      return cert?.tag === 0x30 ? fingerprintOf(session.subarray(field.start, cert.end)) : null;
    }
    at = field.end;
  }
  return null;
}

/** The certificate the connection shows: its own, or on a resumed session the session's. */
function peerFingerprint(socket: TLSSocket): string | null {
  if (socket.isSessionReused()) {
    const session = socket.getSession();
    return session ? sessionCertificateFingerprint(session) : null;
  }
  return socket.getPeerCertificate()?.fingerprint256?.toUpperCase() ?? null;
}

/**
 * Keeps the connection's TLS sessions for the next connection to the same server and pin, once the
 * connection passed its check (`checked`); a ticket given before that waits for it.
 */
function keepSessions(socket: TLSSocket, key: string, checked: () => boolean): void {
  let waiting: Buffer | undefined;
  socket.on('session', (session: Buffer) => {
    if (checked()) sessions.set(key, session);
    else waiting = session;
  });
  socket.once('secureConnect', () =>
    queueMicrotask(() => {
      if (waiting && checked()) sessions.set(key, waiting);
      waiting = undefined;
    }),
  );
}

/**
 * POSTs one XML query with HTTP Basic auth and reads the answer. A pinned certificate is checked by its
 * fingerprint on this socket only (self-signed cash servers); without a pin the usual CA check applies.
 */
export async function postRk7Xml(
  endpoint: Rk7Endpoint,
  body: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  opts: { writes?: boolean } = {},
): Promise<string> {
  // On a kept-open connection: reads on one kept as long as the server allows, writes on one kept only
  // while it is busy (WRITE_CONNECTION_IDLE_MS). When the server had closed it before the request went
  // out whole (a write) or before any answer (a read), nothing of it was carried out and it goes again
  // at once on a connection of its own. A write that went out whole is never sent again.
  const calls = opts.writes ? 'writes' : 'reads';
  try {
    return await postOnce(endpoint, body, timeoutMs, calls);
  } catch (error) {
    if (!(error instanceof DroppedKeptOpenConnection)) throw error;
    return postOnce(endpoint, body, timeoutMs, 'fresh');
  }
}

/**
 * A reused connection closed by the cash server before any byte of the answer (`socket hang up`): for a
 * read at any point, for a write only before it went out whole.
 */
class DroppedKeptOpenConnection extends Error {}

function postOnce(
  endpoint: Rk7Endpoint,
  body: string,
  timeoutMs: number,
  connection: 'reads' | 'writes' | 'fresh',
): Promise<string> {
  const url = new URL(endpoint.url);
  const pin = endpoint.certificateFingerprint?.toUpperCase() ?? null;
  const headers: Record<string, string | number> = {
    'content-type': 'application/xml; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  };
  if (endpoint.login !== null) {
    const basic = Buffer.from(`${endpoint.login}:${endpoint.password ?? ''}`, 'utf8').toString('base64');
    headers['authorization'] = `Basic ${basic}`;
  }
  const sessionKey = `${url.origin}|${pin ?? ''}`;
  return new Promise((resolve, reject) => {
    let sent = false;
    const fail = (message: string) => reject(new Rk7TransportError(message, sent));
    const options = { method: 'POST', headers, timeout: timeoutMs };
    const session = sessions.get(sessionKey);
    const req =
      url.protocol === 'https:'
        ? httpsRequest(url, {
            ...options,
            rejectUnauthorized: pin === null,
            // Passed through to tls.connect, which takes them (the request options' type leaves them out).
            ...({ secureContext: secureContext(), ...(session ? { session } : {}) } as object),
            agent: connection === 'fresh' ? false : agentFor(url, pin, connection),
          })
        : httpRequest(url, { ...options, agent: false });
    const pinned = url.protocol === 'https:' && pin !== null;
    if (url.protocol === 'https:') {
      req.on('socket', (socket) => {
        const tls = socket as TLSSocket;
        // Once per connection (a kept-open one carries several requests).
        if (!watched.has(tls)) {
          watched.add(tls);
          keepSessions(tls, sessionKey, pinned ? () => pinChecked.has(tls) : () => tls.authorized);
        }
        if (!pinned) return;
        // A kept-open connection reused: checked when it connected.
        if (pinChecked.has(tls)) {
          req.end(body);
          return;
        }
        // With a pin, nothing (not even the Basic credentials) is written before the certificate matched.
        tls.once('secureConnect', () => {
          const shown = peerFingerprint(tls);
          if (shown === pin) {
            pinChecked.add(tls);
            req.end(body);
          } else {
            // A session that led to a refused certificate is not offered again.
            if (tls.isSessionReused()) sessions.delete(sessionKey);
            req.destroy(new Error(`its certificate (${shown ?? 'none'}) is not the pinned one`));
          }
        });
      });
    }
    req.on('timeout', () => req.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    let answered = false;
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (
        req.reusedSocket &&
        !answered &&
        (connection === 'reads' || !sent) &&
        (error.code === 'ECONNRESET' || error.message === 'socket hang up')
      )
        reject(new DroppedKeptOpenConnection(error.message));
      else fail(`The cash server cannot be reached: ${error.message}`);
    });
    req.on('finish', () => {
      sent = true;
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (error) => fail(`The cash server's answer broke off: ${error.message}`));
      res.on('aborted', () => fail("The cash server's answer broke off"));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 401 || res.statusCode === 403) {
          reject(new Rk7TransportError('The cash server refused the login and password', false));
        } else if ((res.statusCode ?? 500) >= 400) {
          fail(`The cash server answered HTTP ${res.statusCode}`);
        } else resolve(text);
      });
    });
    if (!pinned) req.end(body);
  });
}
