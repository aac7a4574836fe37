import { attrOf, childOf } from './rk7-xml';
import { rk7CheckCalls } from './rk7-check-calls';
import { rk7KitchenCalls } from './rk7-kitchen-calls';
import { rk7ReferenceCalls } from './rk7-reference-calls';
import { rk7Session, type Rk7ClientOptions } from './rk7-session';

export * from './rk7-check-calls';
export * from './rk7-kitchen-calls';
export * from './rk7-reference-calls';
export {
  isSeqNumberRefusal,
  type Rk7CallRecord,
  type Rk7ClientOptions,
  type Rk7Licence,
  type Rk7Ref,
} from './rk7-session';

export type Rk7Client = ReturnType<typeof createRk7Client>;

/**
 * One cash server's XML interface (docs/rkeeper.md), by concern: the session every call goes through
 * (journal, licence), the check's calls, the kitchen's and the menu's.
 */
export function createRk7Client(opts: Rk7ClientOptions) {
  const session = rk7Session(opts);
  return {
    /** Health check: the server's version. */
    async getSystemInfo(): Promise<{ version: string | null; xmlVersion: string | null }> {
      const a = await session.call('GetSystemInfo', {});
      const info = childOf(a.result, 'SystemInfo');
      return {
        version: a.attr('ServerVersion') ?? attrOf(info, 'SystemVersion') ?? null,
        xmlVersion: a.attr('XmlVersion') ?? null,
      };
    },
    /** The subscription licence's current `seqNumber` for our instance, as r_keeper counts it. */
    getLicenceSeqNumber: session.readSeqNumber,
    ...rk7CheckCalls(session),
    ...rk7KitchenCalls(session),
    ...rk7ReferenceCalls(session),
  };
}
