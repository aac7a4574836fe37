/**
 * How the Redis adapter's messages are written: as JSON rather than its default msgpack (notepack.io).
 * The hub's pushes carry no binary, and V8's JSON.parse reads an order event in about 60 % of
 * notepack's time.
 *
 * Every instance also hears its own publishes on the channels it subscribed to, and the adapter
 * decodes each of them whole only to drop it by the sender's uid, the array's first element. A
 * message that begins with this instance's uid is answered with that uid alone, not decoded: the
 * adapter reads the uid first and drops the message.
 *
 * Instances that write msgpack and instances that write JSON cannot read each other, so an upgrade
 * across this change stops every instance before starting the new ones (docs/operations.md).
 */
export interface AdapterParser {
  encode(message: unknown): string;
  decode(message: Buffer | string): unknown;
}

export function redisJsonParser(ownUid: () => string | undefined): AdapterParser {
  let prefix: Buffer | undefined;
  let prefixOf: string | undefined;
  const ownPrefix = (uid: string): Buffer => {
    if (prefixOf !== uid) {
      prefix = Buffer.from(JSON.stringify([uid]).slice(0, -1) + ',');
      prefixOf = uid;
    }
    return prefix!;
  };
  return {
    encode: (message) => JSON.stringify(message),
    decode(message) {
      const uid = ownUid();
      const bytes = typeof message === 'string' ? Buffer.from(message) : message;
      if (uid !== undefined) {
        const own = ownPrefix(uid);
        if (bytes.length > own.length && bytes.subarray(0, own.length).equals(own)) return [uid];
      }
      return JSON.parse(bytes.toString('utf8')) as unknown;
    },
  };
}
