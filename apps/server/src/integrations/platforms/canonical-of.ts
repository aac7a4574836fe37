import type { CanonicalOrder } from './canonical-order';
import { ZBoltOrder } from './bolt/bolt-payloads';
import { boltToCanonicalOrder } from './bolt/bolt-order-mapper';
import { ZFudyOrder } from './fudy/fudy-payloads';
import { fudyToCanonicalOrder } from './fudy/fudy-order-mapper';
import { ZGlovoOrder } from './glovo/glovo-payloads';
import { glovoToCanonicalOrder } from './glovo/glovo-order-mapper';
import { ZWoltOrder } from './wolt/wolt-payloads';
import { woltToCanonicalOrder } from './wolt/wolt-order-mapper';

/** Each platform's reading of its stored payload. */
const READERS: Record<string, (payload: unknown) => CanonicalOrder | null> = {
  wolt: (p) => {
    const parsed = ZWoltOrder.safeParse(p);
    return parsed.success ? woltToCanonicalOrder(parsed.data) : null;
  },
  glovo: (p) => {
    const parsed = ZGlovoOrder.safeParse(p);
    return parsed.success ? glovoToCanonicalOrder(parsed.data) : null;
  },
  bolt: (p) => {
    const parsed = ZBoltOrder.safeParse(p);
    return parsed.success ? boltToCanonicalOrder(parsed.data) : null;
  },
  fudy: (p) => {
    const parsed = ZFudyOrder.safeParse(p);
    return parsed.success ? fudyToCanonicalOrder(parsed.data) : null;
  },
};

/**
 * The canonical order of a stored platform payload, read by the platform's own mapper: the one
 * reading the board, the reports, the r_keeper check and the prepayment share. Null when the
 * platform is unknown or the payload is not one its mapper reads.
 */
export function canonicalOrderOf(platform: string, payload: unknown): CanonicalOrder | null {
  const read = READERS[platform];
  return read ? read(payload) : null;
}
