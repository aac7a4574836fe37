import { describe, expect, it } from 'vitest';
import { redisJsonParser } from './redis-parser';

const order = { id: 7, platformOrderId: 'wolt-1', note: 'Без лука, please', total: 12.5 };
const broadcast = (uid: string) => [
  uid,
  { type: 2, data: ['order.updated', { order }], nsp: '/' },
  { rooms: ['venue:1'], except: [], flags: {} },
];

describe('the Redis adapter parser', () => {
  it("reads another instance's broadcast whole, as the adapter sent it", () => {
    const parser = redisJsonParser(() => 'mine01');
    const sent = parser.encode(broadcast('theirs'));
    expect(parser.decode(Buffer.from(sent))).toEqual(broadcast('theirs'));
    expect(parser.decode(sent)).toEqual(broadcast('theirs'));
  });

  it('answers its own broadcast with its uid alone, without reading the rest', () => {
    const parser = redisJsonParser(() => 'mine01');
    // Not JSON after the uid: read whole, it would throw.
    expect(parser.decode(Buffer.from('["mine01",{not json'))).toEqual(['mine01']);
    expect(parser.decode(Buffer.from(parser.encode(broadcast('mine01'))))).toEqual(['mine01']);
  });

  it('reads a uid that only begins like its own, and requests that are not arrays', () => {
    const parser = redisJsonParser(() => 'mine');
    expect(parser.decode(Buffer.from(parser.encode(broadcast('mine01'))))).toEqual(broadcast('mine01'));
    const request = { type: 3, requestId: 'r1', uid: 'mine' };
    expect(parser.decode(Buffer.from(parser.encode(request)))).toEqual(request);
  });

  it('reads everything whole before it knows its own uid', () => {
    const parser = redisJsonParser(() => undefined);
    expect(parser.decode(Buffer.from(parser.encode(broadcast('mine01'))))).toEqual(broadcast('mine01'));
  });
});
