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
 * Connections to a cash server are kept open between calls (one agent per server and pin): a TLS
 * handshake per call costs both sides more than the call. The server's keep-alive hint closes an
 * idle one before the server would.
 */
const agents = new Map<string, HttpsAgent>();
function agentFor(url: URL, pin: string | null): HttpsAgent {
  const key = `${url.origin}|${pin ?? ''}`;
  let agent = agents.get(key);
  if (!agent) {
    // No TLS session resumption: a resumed session shows no certificate, so the pin could not be checked.
    agent = new HttpsAgent({
      keepAlive: true,
      maxSockets: 8,
      maxCachedSessions: 0,
      rejectUnauthorized: pin === null,
    });
    agents.set(key, agent);
  }
  return agent;
}

/**
 * One TLS context (the CA roots and defaults) for every connection to a cash server: built per
 * connection otherwise, which costs a write's fresh connection more than its handshake. It holds no
 * session or credentials; the pin is still checked on each new socket.
 */
let sharedContext: SecureContext | undefined;
const secureContext = (): SecureContext => (sharedContext ??= createSecureContext());

/** Sockets whose certificate matched the pin when they connected; a kept-open one is not asked again. */
const pinChecked = new WeakSet<Socket>();
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
  // A command that writes goes on a connection of its own: sent again after a drop, it could write
  // twice (a drop does not tell whether the server read it), so it never rides a kept-open one.
  if (opts.writes) return postOnce(endpoint, body, timeoutMs, 'fresh');
  try {
    return await postOnce(endpoint, body, timeoutMs, 'kept-open');
  } catch (error) {
    // The cash server closed a kept-open connection as our read went out on it: nothing of it was
    // answered, and a read changes nothing, so it goes again at once on a connection of its own.
    if (!(error instanceof DroppedKeptOpenConnection)) throw error;
    return postOnce(endpoint, body, timeoutMs, 'fresh');
  }
}

/** A reused connection closed by the cash server before any byte of the answer (`socket hang up`). */
class DroppedKeptOpenConnection extends Error {}

function postOnce(
  endpoint: Rk7Endpoint,
  body: string,
  timeoutMs: number,
  connection: 'kept-open' | 'fresh',
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
  return new Promise((resolve, reject) => {
    let sent = false;
    const fail = (message: string) => reject(new Rk7TransportError(message, sent));
    const options = { method: 'POST', headers, timeout: timeoutMs };
    const req =
      url.protocol === 'https:'
        ? httpsRequest(url, {
            ...options,
            rejectUnauthorized: pin === null,
            // Passed through to tls.connect, which takes it (the request options' type leaves it out).
            ...({ secureContext: secureContext() } as object),
            agent: connection === 'fresh' ? false : agentFor(url, pin),
          })
        : httpRequest(url, { ...options, agent: false });
    const pinned = url.protocol === 'https:' && pin !== null;
    // With a pin, nothing (not even the Basic credentials) is written before the certificate matched.
    if (pinned) {
      req.on('socket', (socket) => {
        if (pinChecked.has(socket)) {
          req.end(body);
          return;
        }
        socket.once('secureConnect', () => {
          const cert = (socket as TLSSocket).getPeerCertificate();
          if (cert?.fingerprint256?.toUpperCase() === pin) {
            pinChecked.add(socket);
            req.end(body);
          } else
            req.destroy(
              new Error(`its certificate (${cert?.fingerprint256 ?? 'none'}) is not the pinned one`),
            );
        });
      });
    }
    req.on('timeout', () => req.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    let answered = false;
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (
        req.reusedSocket &&
        !answered &&
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
