// Reading the kitchen's Ready from answers in r_keeper's documented form (resGetOrderList: Visit →
// Orders → Order with `Version`, the orders table's `lastversion` on the result, `No changes` for an
// unchanged `lastversion`; resGetOrder: `Dish kdsstate`, KDSStateType since 7.5.5.37), both answer forms.
import { describe, expect, it } from 'vitest';
import { orderKdsOf, orderVersionsOf } from '../src/modules/rkeeper/till/rk7-client';
import { childOf, parseRk7Answer } from '../src/modules/rkeeper/till/rk7-xml';

const LIST = `<?xml version="1.0" encoding="utf-8"?>
<RK7QueryResult ServerVersion="7.7.0.211" XmlVersion="252" NetName="MIDSERVER" Status="Ok" CMD="GetOrderList" ErrorText="" DateTime="2026-11-29T12:01:02" WorkTime="0" Processed="1" lastversion="4172">
  <Visit VisitID="356255787" guid="{1A6F0C5D-7E2B-4F6A-9D3C-2B8E4F1A0C11}" Finished="0" GuestsCount="1">
    <Guests count="1"><Guest GuestLabel="1"/></Guests>
    <Orders>
      <Order OrderID="256" Version="7" crc32="-1981735443" guid="{6002FD3A-68B6-4FC9-8EB1-D53A697C286C}" url="" OrderName="77.256" OrderSum="1590000" ToPaySum="0" PrepaySum="0" PromisedSum="1590000" TotalPieces="2000" Finished="0" ReadyExists="0" TableCode="77" WaiterCode="5"/>
    </Orders>
  </Visit>
  <Visit VisitID="356255788" guid="{2B7A1D6E-8F3C-4A7B-8E4D-3C9F5A2B1D22}" Finished="0">
    <Orders>
      <Order OrderID="257" Version="3" crc32="118273" guid="{7113AE4B-79C2-4AD1-9FC2-E64B7A8D397D}" OrderName="77.257"/>
    </Orders>
  </Visit>
</RK7QueryResult>`;

const NO_CHANGES = `<?xml version="1.0" encoding="utf-8"?>
<RK7QueryResult ServerVersion="7.7.0.211" XmlVersion="252" Status="No changes" CMD="GetOrderList" ErrorText="" DateTime="2026-11-29T12:01:17" WorkTime="0" Processed="1"/>`;

const order = (states: string) => `<?xml version="1.0" encoding="utf-8"?>
<RK7QueryResult ServerVersion="7.7.0.211" XmlVersion="252" Status="Ok" CMD="GetOrder" ErrorText="" DateTime="2026-11-29T12:01:32" WorkTime="0" Processed="1">
  <Order visit="356255787" orderIdent="256" guid="{6002FD3A-68B6-4FC9-8EB1-D53A697C286C}" version="8" orderName="77.256" orderSum="1590000" unpaidSum="0" totalPieces="2000">
    <Session sessionID="1" uni="1" printed="1">
      ${states}
    </Session>
  </Order>
</RK7QueryResult>`;

describe('GetOrderList with lastversion', () => {
  it('reads each order version by guid and the orders table version', () => {
    const read = orderVersionsOf(parseRk7Answer(LIST));
    expect(read).toEqual({
      changed: true,
      listVersion: '4172',
      versions: new Map([
        ['{6002FD3A-68B6-4FC9-8EB1-D53A697C286C}', '7'],
        ['{7113AE4B-79C2-4AD1-9FC2-E64B7A8D397D}', '3'],
      ]),
    });
  });

  it('reads "No changes" as nothing changed, not as a refusal', () => {
    expect(orderVersionsOf(parseRk7Answer(NO_CHANGES))).toEqual({ changed: false });
  });

  it('reads the same inside CommandResult (the RK7Command form)', () => {
    const wrapped = LIST.replace(
      /<RK7QueryResult ([^>]*?) Status="Ok" CMD="GetOrderList" ErrorText="" ([^>]*?) lastversion="4172">/,
      '<RK7QueryResult $1 Status="Ok" $2><CommandResult CMD="GetOrderList" Status="Ok" ErrorText="" lastversion="4172">',
    ).replace('</RK7QueryResult>', '</CommandResult></RK7QueryResult>');
    const read = orderVersionsOf(parseRk7Answer(wrapped));
    expect(read.changed && read.listVersion).toBe('4172');
    expect(read.changed && read.versions.size).toBe(2);
    const quiet = NO_CHANGES.replace(
      'Status="No changes" CMD="GetOrderList" ErrorText="" DateTime="2026-11-29T12:01:17" WorkTime="0" Processed="1"/>',
      'Status="Ok"><CommandResult CMD="GetOrderList" Status="No changes" ErrorText=""/></RK7QueryResult>',
    );
    expect(orderVersionsOf(parseRk7Answer(quiet))).toEqual({ changed: false });
  });
});

describe("GetOrder's dishes on the kitchen display", () => {
  const kdsOf = (xml: string) => orderKdsOf(childOf(parseRk7Answer(xml).result, 'Order')!);

  it('is ready when every standing dish is ready or past it', () => {
    const read = kdsOf(
      order(`<Dish id="1000189" code="222" name="Steak" quantity="1000" price="1590000" kdsstate="ready"/>
      <Dish id="1000190" code="223" name="Fries" quantity="1000" price="450" kdsstate="taken"/>`),
    );
    expect(read).toEqual({ version: '8', dishStates: ['ready', 'taken'], allReady: true });
  });

  it('is not ready while a dish is sent or cooking, or carries no state', () => {
    expect(
      kdsOf(
        order(
          `<Dish id="1" quantity="1000" kdsstate="ready"/><Dish id="2" quantity="1000" kdsstate="started"/>`,
        ),
      ).allReady,
    ).toBe(false);
    expect(kdsOf(order(`<Dish id="1" quantity="1000"/>`)).allReady).toBe(false);
    expect(kdsOf(order('')).allReady).toBe(false);
  });

  it('leaves out a dish voided whole, and reads a KdsState element where a server writes one', () => {
    const read = kdsOf(
      order(`<Dish id="1" quantity="1000"><KdsState name="ready" at="2026-11-29T12:01:30"/></Dish>
      <Dish id="2" quantity="1000" kdsstate="sent"><Void code="7" quantity="1000"/></Dish>`),
    );
    expect(read).toEqual({ version: '8', dishStates: ['ready'], allReady: true });
  });
});
