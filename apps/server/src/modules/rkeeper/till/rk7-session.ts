import { attrOf, attrs, buildRk7Query, childOf, parseRk7Answer, Rk7Error, type XmlNode } from './rk7-xml';
import { postRk7Xml, type Rk7Endpoint } from './rk7-transport';

/** The subscription licence shown on SaveOrder and PayOrder (docs/rkeeper.md §2); absent when perpetual. */
export interface Rk7Licence {
  anchor: string;
  token: string;
  instanceGuid: string;
  /** Called once per licensed call for the next `seqNumber`. */
  nextSeqNumber(): Promise<number>;
  /** Sets the counter so the next licensed call is shown `next` (after r_keeper refused ours). */
  resync?(next: number): Promise<void>;
}

/** r_keeper's refusal of a licensed call for its `seqNumber` (wording assumed: it names the counter). */
export function isSeqNumberRefusal(error: unknown): boolean {
  return error instanceof Rk7Error && /seq\s*number|seqnumber|LicenseInstance/i.test(error.message);
}

export interface Rk7CallRecord {
  command: string;
  request: string;
  answer: string | null;
  startedAt: Date;
  durationMs: number;
  error: Error | null;
}

export interface Rk7ClientOptions {
  endpoint: Rk7Endpoint;
  /** The app's clock (src/clock.ts): when each call starts, for the attempt log. */
  clock: { now(): number };
  licence?: Rk7Licence | null;
  /** Told of every call with its XML (debug mode). */
  onCall?: (record: Rk7CallRecord) => void;
  /**
   * Awaited before each request goes out (a failure stops the call); the function it resolves to is
   * awaited with the outcome before the caller sees it. The attempt log writes a call that changes the
   * till (`changesTill`) down here before r_keeper can act on it, so a crash mid-call leaves a trace.
   */
  journal?: (call: {
    command: string;
    startedAt: Date;
    changesTill: boolean;
  }) => Promise<(record: Rk7CallRecord) => Promise<void>>;
  timeoutMs?: number;
}

/** A reference to an r_keeper object: by ident (`id`), code or guid. */
export type Rk7Ref = { id: string } | { code: string } | { guid: string };

/** An r_keeper object's reference as the XML writes it. */
export const rk7Ref = (r: Rk7Ref): XmlNode =>
  'id' in r ? attrs({ id: r.id }) : 'code' in r ? attrs({ code: r.code }) : attrs({ guid: r.guid });

/** Commands that change the till (or print): never sent twice by the transport. */
const WRITES = new Set(['CreateOrder', 'SaveOrder', 'PayOrder', 'MakeRetunGoods', 'PrintBill']);

/**
 * One cash server's calls: each written down (the journal) before it is sent and told its outcome
 * after, and the licensed ones shown the licence's next `seqNumber` (read back and shown again when
 * r_keeper refuses it).
 */
export function rk7Session(opts: Rk7ClientOptions) {
  async function call(command: string, cmdAttrs: Record<string, string>, children: XmlNode = {}) {
    const request = buildRk7Query(command, cmdAttrs, children);
    const startedAt = new Date(opts.clock.now());
    // The duration is measured on the monotonic timer: how long the call took, not what time it is.
    const started = performance.now();
    const answered = await opts.journal?.({ command, startedAt, changesTill: WRITES.has(command) });
    let answer: string | null = null;
    const finish = async (error: Error | null) => {
      const record = {
        command,
        request,
        answer,
        startedAt,
        durationMs: performance.now() - started,
        error,
      };
      opts.onCall?.(record);
      await answered?.(record);
    };
    let parsed: ReturnType<typeof parseRk7Answer>;
    try {
      answer = await postRk7Xml(opts.endpoint, request, opts.timeoutMs, { writes: WRITES.has(command) });
      parsed = parseRk7Answer(answer);
    } catch (error) {
      await finish(error as Error);
      throw error;
    }
    await finish(null);
    return parsed;
  }

  async function licenceInfo(): Promise<XmlNode> {
    const l = opts.licence;
    if (!l) return {};
    const seqNumber = await l.nextSeqNumber();
    return {
      LicenseInfo: {
        ...attrs({ anchor: l.anchor, licenseToken: l.token }),
        LicenseInstance: attrs({ guid: l.instanceGuid, seqNumber }),
      },
    };
  }

  /**
   * A licensed command: shown the licence's next `seqNumber`. When r_keeper refuses the number, the
   * counter is read back with `GetXMLLicenseInstanceSeqNumber`, set to follow it, and the call made
   * once more (a refused call was not carried out).
   */
  async function licensedCall(command: string, cmdAttrs: Record<string, string>, children: XmlNode) {
    try {
      return await call(command, cmdAttrs, { ...children, ...(await licenceInfo()) });
    } catch (error) {
      const l = opts.licence;
      if (!l?.resync || !isSeqNumberRefusal(error)) throw error;
      const current = await readSeqNumber();
      if (current === null) throw error;
      await l.resync(current + 1);
      return call(command, cmdAttrs, { ...children, ...(await licenceInfo()) });
    }
  }

  async function readSeqNumber(): Promise<number | null> {
    const l = opts.licence;
    if (!l) return null;
    const a = await call(
      'GetXMLLicenseInstanceSeqNumber',
      {},
      {
        LicenseInfo: {
          ...attrs({ anchor: l.anchor, licenseToken: l.token }),
          LicenseInstance: attrs({ guid: l.instanceGuid }),
        },
      },
    );
    const instance = childOf(childOf(a.result, 'LicenseInfo'), 'LicenseInstance');
    const seq = attrOf(instance, 'seqNumber');
    return seq === undefined || Number.isNaN(Number(seq)) ? null : Number(seq);
  }

  return { call, licensedCall, readSeqNumber };
}

export type Rk7Session = ReturnType<typeof rk7Session>;
