import { randomUUID } from 'node:crypto';

import { int, key, str } from './lsl-machine';
import { ANN, BOB, CLEO, EVENT_QUEUE_LIMIT, OWNER, Region, VENDOR_KEY } from './lsl-region';

/*
 * The money defects the vendor set fixes, each run in the simulated region (lsl-region.ts): three scripts in one
 * object, each with its own 64-event queue, sleeping where Second Life sleeps, sharing linkset data.
 */

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
const recorded = (fields: Record<string, unknown> = {}) => ({
  transaction_id: 12,
  status: 'completed',
  amount: 250,
  refund: 0,
  discount: null,
  voucher: null,
  ...fields,
});
const CHANGED_OWNER = 0x80;
const PAY_HIDE = -1;

/** Records of the vendor's queue in linkset data (payments, sales, refunds, parked). */
const queue = (region: Region): string[] => [...region.linkset.keys()].filter((name) => /^(pay|paid|sale|transfer|refund|parked):/.test(name));

describe('the vendor set keeps every payment and every refund', () => {
  it('ignores a payment of L$0 or less: no record, no refund, no request', () => {
    const region = Region.selling();
    region.pay(ANN, 0);
    region.pay(BOB, -5);
    region.advance(120);
    expect(queue(region)).toEqual([]);
    expect(region.calls('llTransferLindenDollars')).toEqual([]);
    expect(region.pending('/api/lsl/sale')).toEqual([]);
    expect(region.heard(ANN)).toEqual([]);
  });

  it('records all of 50 payments that arrive at once while the menu and delivery scripts sleep, and gives each item', () => {
    const region = Region.selling();
    // A gift card's code by instant message keeps vendor-delivery asleep 2 s; a dialog keeps vendor-menu asleep 1 s.
    region.pay(CLEO, 250);
    region.answer(region.request('/api/lsl/sale'), 200, recorded({ voucher: { code: 'GC-ABCD-EFGH-JKLM-NPQR', balance: 1000 } }));
    region.touch(ANN);
    expect(region.script('vendor-delivery').busyUntil).toBeGreaterThan(region.now);
    expect(region.script('vendor-menu').busyUntil).toBeGreaterThan(region.now);
    region.log = [];

    const buyers = Array.from({ length: 50 }, () => randomUUID());
    for (const buyer of buyers) region.pay(buyer, 250);
    // vendor-payments never sleeps: each payment is kept as it arrives, and nothing it was sent was lost.
    expect(region.records('pay:').map(([, payment]) => payment.user_id)).toEqual(buyers);
    expect(region.script('vendor-payments').discarded).toEqual([]);
    // The sleeping menu's queue overflowed with wake-ups and linkset data changes; losing them loses nothing.
    expect(region.script('vendor-menu').discarded.length).toBeGreaterThan(0);
    expect(region.script('vendor-menu').queue).toHaveLength(EVENT_QUEUE_LIMIT);

    region.advance(3);
    const sales = region.pending('/api/lsl/sale');
    expect(sales.map((request) => json(request.body).user_id)).toEqual(buyers);
    expect(new Set(sales.map((request) => json(request.body).sale_id)).size).toBe(50);
    for (const sale of sales) region.answer(sale, 200, recorded());
    expect(region.calls('llGiveInventory').map(([to]) => to)).toEqual(buyers);
    expect(queue(region)).toEqual([]);
  });

  it('makes a refund Second Life never confirms once more under the same record, then parks it and tells the owner', () => {
    const region = Region.selling();
    region.pay(ANN, 100);
    const [[name, first]] = region.records('transfer:');
    expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 100]]);
    region.advance(59);
    expect(region.calls('llTransferLindenDollars')).toHaveLength(1);
    region.advance(2);
    // No transaction_result within a minute: the same refund (same record, same sale_id) is made once more.
    expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([
      [ANN, 100],
      [ANN, 100],
    ]);
    expect(region.records('transfer:')).toEqual([[name, expect.objectContaining({ sale_id: first.sale_id, tries: 2 })]]);
    region.advance(62);
    expect(region.calls('llTransferLindenDollars')).toHaveLength(2);
    expect(region.records('transfer:')).toEqual([]);
    expect(region.records('parked:')).toEqual([
      [
        `parked:${name.slice(-10)}`,
        expect.objectContaining({ sale_id: first.sale_id, amount: 100, success: false, reason: 'Second Life did not confirm the refund, twice.' }),
      ],
    ]);
    expect(region.calls('llInstantMessage')).toEqual([
      [OWNER, expect.stringContaining(`a refund of L$100 to secondlife:///app/agent/${ANN}/about was not confirmed`)],
    ]);
    // Never made a third time, even hours later.
    region.advance(7200);
    expect(region.calls('llTransferLindenDollars')).toHaveLength(2);
  });

  it('paces refunds at 20 per 30 seconds, under Second Life limit of about 30 per owner per region', () => {
    const region = Region.selling();
    for (let index = 0; index < 25; index++) region.pay(randomUUID(), 100);
    expect(region.calls('llTransferLindenDollars')).toHaveLength(20);
    expect(region.records('transfer:')).toHaveLength(25);
    region.advance(29);
    expect(region.calls('llTransferLindenDollars')).toHaveLength(20);
    region.advance(3);
    expect(region.calls('llTransferLindenDollars')).toHaveLength(25);
    // Each confirmed refund is reported once.
    for (const [, , transfer] of region.calls('llTransferLindenDollars')) region.event('transaction_result', key(transfer as string), int(1), str(''));
    expect(region.records('transfer:')).toEqual([]);
    expect(region.records('refund:')).toHaveLength(25);
  });

  it('counts a change of owner only when the owner is someone else: CHANGED_OWNER also comes when someone takes a copy', () => {
    const region = Region.selling();
    region.event('changed', int(CHANGED_OWNER));
    expect(region.calls('llInstantMessage')).toEqual([]);
    expect(region.linkset.get('vendor:stop')).toBeUndefined();
    region.pay(ANN, 250);
    expect(region.pending('/api/lsl/sale')).toHaveLength(1);

    region.owner = BOB;
    region.event('changed', int(CHANGED_OWNER));
    expect(region.calls('llInstantMessage')).toEqual([[BOB, expect.stringContaining('it now belongs to you and does not sell')]]);
    expect(region.linkset.get('vendor:stop')).toContain('new owner');
    expect(region.calls('llSetPayPrice').at(-1)).toEqual([PAY_HIDE, [PAY_HIDE, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
  });

  it('offers the price due in the pay dialog, takes it or the list price, and gives back only what was paid above the price due', () => {
    const region = Region.selling();
    region.advance(300);
    region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
    region.answer(region.request('/api/lsl/quote'), 200, {
      product_id: 7,
      price: 250,
      amount: 200,
      discount: { kind: 'sale', amount: 50 },
      coupon_error: null,
    });
    expect(region.calls('llSetPayPrice').at(-1)).toEqual([PAY_HIDE, [200, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    expect(region.calls('llSetText').at(-1)?.[0]).toBe('Sale: L$200 (was L$250)');

    region.pay(ANN, 200);
    region.pay(BOB, 250);
    const [ann, bob] = region.pending('/api/lsl/sale');
    // The platform is sent the list price (it applies the sale itself) and answers the price due.
    expect(json(ann.body)).toMatchObject({ user_id: ANN, amount: 250 });
    expect(json(ann.body)).not.toHaveProperty('paid');
    region.answer(ann, 200, recorded({ amount: 200, refund: 50, discount: { kind: 'sale', amount: 50 } }));
    region.answer(bob, 200, recorded({ amount: 200, refund: 50, discount: { kind: 'sale', amount: 50 } }));
    expect(region.calls('llGiveInventory').map(([to]) => to)).toEqual([ANN, BOB]);
    expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[BOB, 50]]);
    // Any other amount is refunded in full, naming the price due.
    region.pay(CLEO, 150);
    expect(region.heard(CLEO)).toContain('The price of Red Dress is L$200. Your L$150 is being refunded.');
  });

  it('has each script check it is in the root prim: one in a child prim tells the owner and stops', () => {
    const region = new Region({
      prims: ['Vendor - Red Dress', 'Sign'],
      scripts: ['vendor-delivery.lsl', { file: 'vendor-payments.lsl', link: 2 }, 'vendor-menu.lsl'],
    });
    expect(region.calls('llOwnerSay')).toContainEqual([expect.stringContaining("vendor-payments must be in the vendor's root prim")]);
    expect(region.script('vendor-payments').stopped).toBe(true);
    expect(region.calls('llRequestPermissions')).toEqual([]);
    // Nothing takes money: the vendor shows no price, and a payment reaches no script.
    expect(region.linkset.get('vendor:stop')).toBe('waiting for permission to refund wrong payments.');
    region.pay(ANN, 250);
    expect(queue(region)).toEqual([]);
  });

  it('reports the lowest free memory of its four scripts in its heartbeat', () => {
    const region = Region.selling();
    region.advance(300);
    const heartbeat = json(region.request('/api/lsl/heartbeat').body);
    // Each script keeps its own llGetFreeMemory() in linkset data; vendor-delivery sends the lowest.
    const names = ['vendor-delivery', 'vendor-menu', 'vendor-payments'];
    for (const name of names) expect(region.linkset.get(`vendor:memory:${name}`)).toBe(String(region.script(name).freeMemory()));
    expect(heartbeat.free_memory).toBe(Math.min(...names.map((name) => region.script(name).freeMemory())));
    expect(heartbeat).toMatchObject({ kind: 'vendor', vendor_id: VENDOR_KEY, script_version: '3.3.0' });
  });
});
