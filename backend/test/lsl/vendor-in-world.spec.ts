import { randomUUID } from 'node:crypto';

import { int, key, NULL_KEY, str, UUID } from './lsl-machine';
import { ANN, BOB, CLEO, OWNER, PLATFORM, Region, VENDOR_KEY } from './lsl-region';
import { scriptPlatform } from './script-platform';

/*
 * vendor.lsl run as Second Life would run it, in a simulated region: a small LSL interpreter over the parser's syntax
 * tree, with the ll functions the vendor calls played by a fake world that records every call. The tests pay the
 * vendor, answer its HTTP requests, let time pass and touch it, then check what it gave, refunded, kept and said.
 */

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
/** A kept sale as the platform is sent it: without the amount paid. */
const withoutPaid = ({ paid: _paid, ...sale }: Record<string, unknown>): Record<string, unknown> => sale;
const SOLD_OUT = { message: 'This product is sold out.' };
const recorded = (fields: Record<string, unknown> = {}) => ({
  transaction_id: 12,
  status: 'completed',
  amount: 250,
  commission: '12.50',
  refund: 0,
  discount: null,
  gift_to: null,
  voucher: null,
  ...fields,
});

/** The index in the log of the first call matching fn (and, when given, whose first argument starts with first). */
/** Ann picks Gift in the touch menu, types Cleo's name, the lookup finds Cleo, and Ann confirms. */
function armGift(region: Region): void {
  region.touch(ANN);
  region.say(ANN, 'Gift');
  region.say(ANN, 'cleo.resident');
  region.event('dataserver', key(region.calls('llRequestUserKey')[0][1] as string), str(CLEO));
  region.say(ANN, 'Confirm');
}

/** Ann picks Gift card in the touch menu and types the card's code. */
function typeGiftCard(region: Region, code = 'GC-ABCD-EFGH-JKLM-NPQR'): void {
  region.touch(ANN);
  region.say(ANN, 'Gift card');
  region.say(ANN, code);
}

function indexOfCall(region: Region, fn: string, first?: string): number {
  return region.log.findIndex((call) => call.fn === fn && (first === undefined || String(call.args[0]).startsWith(first)));
}

// ---------------------------------------------------------------- the tests

describe('the vendor set in a simulated region', () => {
  describe('a payment', () => {
    it('keeps the sale first, sends it at once and gives the item only once the platform has answered', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      const [[name, sale]] = region.records('paid:');
      expect(name).toBe('paid:0000000001');
      expect(sale).toMatchObject({ user_id: ANN, vendor_id: VENDOR_KEY, amount: 250, paid: 250, product_id: 7, buyer_name: 'Ann Resident' });
      expect(sale.sale_id).toMatch(UUID);
      expect(sale).not.toHaveProperty('given');
      const post = region.request('/api/lsl/sale');
      // The amount paid stays in linkset data, for the change: the platform is sent the sale alone.
      expect(json(post.body)).toEqual(withoutPaid(sale));
      // The payment was kept by vendor-payments before anything else, then became the sale that was sent.
      expect(indexOfCall(region, 'llLinksetDataWrite', 'pay:')).toBeLessThan(indexOfCall(region, 'llLinksetDataWrite', 'paid:'));
      expect(region.log[indexOfCall(region, 'llLinksetDataWrite', 'pay:')].script).toBe('vendor-payments');
      expect(indexOfCall(region, 'llLinksetDataWrite', 'paid:')).toBeLessThan(indexOfCall(region, 'llHTTPRequest'));
      expect(region.calls('llGiveInventory')).toEqual([]);

      region.answer(post, 200, recorded());
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.calls('llTransferLindenDollars')).toEqual([]);
      expect(region.heard(ANN)).toContain('Thank you for buying Red Dress.');
      expect(region.records('paid:')).toEqual([]);
      expect(region.records('sale:')).toEqual([]);
    });

    it('waits for several buyers at once, and gives each their item whatever the order of the answers', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.pay(BOB, 250);
      const [first, second] = region.pending('/api/lsl/sale');
      expect([json(first.body).user_id, json(second.body).user_id]).toEqual([ANN, BOB]);
      region.answer(second, 409, SOLD_OUT);
      region.answer(first, 200, recorded());
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[BOB, 250]]);
      expect(region.records('paid:')).toEqual([]);
    });

    it('sends a new sale ahead of older waiting records', () => {
      const region = Region.selling();
      region.throttled = true;
      region.pay(ANN, 250);
      region.throttled = false;
      expect(region.records('sale:')).toHaveLength(1);
      region.pay(BOB, 250);
      // The older sale waits for its back-off; Bob's is sent at once.
      expect(region.pending('/api/lsl/sale').map((request) => json(request.body).user_id)).toEqual([BOB]);
    });

    it('refunds the discount as change, after keeping a refund report, and reports it once Second Life confirms', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      const saleId = region.records('paid:')[0][1].sale_id;
      region.answer(region.request('/api/lsl/sale'), 200, recorded({ amount: 200, refund: 50, discount: { kind: 'coupon', code: 'SPRING', amount: 50 } }));
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      const [[, , transfer]] = region.calls('llTransferLindenDollars');
      expect(region.calls('llTransferLindenDollars')).toEqual([[ANN, 50, transfer]]);
      expect(region.heard(ANN)).toContain('You pay L$200 with a coupon discount. Your L$50 is being refunded.');
      // The report is written before the sale goes and before the L$ move.
      const reportWritten = indexOfCall(region, 'llLinksetDataWrite', 'transfer:');
      expect(reportWritten).toBeGreaterThanOrEqual(0);
      expect(reportWritten).toBeLessThan(indexOfCall(region, 'llLinksetDataDelete', 'paid:'));
      expect(indexOfCall(region, 'llLinksetDataDelete', 'paid:')).toBeLessThan(indexOfCall(region, 'llTransferLindenDollars'));
      expect(region.records('transfer:')).toEqual([
        ['transfer:0000000001', { vendor_id: VENDOR_KEY, sale_id: saleId, user_id: ANN, amount: 50, transaction_key: transfer, tries: 1, sent_at: region.now }],
      ]);
      expect(region.pending('/api/lsl/refunds')).toEqual([]);

      region.event('transaction_result', key(transfer as string), int(1), str(`${ANN},50`));
      expect(region.records('transfer:')).toEqual([]);
      region.advance(2);
      const report = region.request('/api/lsl/refunds');
      expect(report.method).toBe('POST');
      expect(json(report.body)).toEqual({ vendor_id: VENDOR_KEY, sale_id: saleId, user_id: ANN, amount: 50, transaction_key: transfer, success: true });
      region.answer(report, 200, { recorded: true });
      expect([...region.linkset.keys()].filter((name) => /^(paid|sale|transfer|refund|parked):/.test(name))).toEqual([]);
    });

    it('never gives back more than was paid, whatever the answer says', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), 200, recorded({ amount: 0, refund: 100_000 }));
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 250]]);
    });

    it.each([
      [409, 'This product is sold out.'],
      [409, 'This product is not on sale right now.'],
      [403, 'This vendor is inactive.'],
    ])('refunds the whole payment and gives nothing when the platform answers %i (%s)', (status, message) => {
      const region = Region.selling();
      region.pay(ANN, 250);
      const saleId = region.records('paid:')[0][1].sale_id;
      region.answer(region.request('/api/lsl/sale'), status, { message });
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 250]]);
      expect(region.heard(ANN)).toContain(`${message} Your L$250 is being refunded.`);
      expect(region.records('paid:')).toEqual([]);
      expect(region.records('parked:')).toEqual([]);
      const [[, report]] = region.records('transfer:');
      expect(report).toMatchObject({ sale_id: saleId, user_id: ANN, amount: 250 });
    });

    it('reports a refund that failed with success false and its reason, and asks the owner to check it', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), 409, SOLD_OUT);
      const [[, , transfer]] = region.calls('llTransferLindenDollars');
      region.event('transaction_result', key(transfer as string), int(0), str('LINDENDOLLAR_INSUFFICIENTFUNDS'));
      // The owner's instant message keeps the script asleep 2 s before it can send the report.
      region.advance(4);
      expect(json(region.request('/api/lsl/refunds').body)).toMatchObject({
        success: false,
        reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS',
        transaction_key: transfer,
        amount: 250,
      });
      const [[to, message]] = region.calls('llInstantMessage');
      expect(to).toBe(OWNER);
      expect(message).toContain('a refund of L$250 to secondlife:///app/agent/' + ANN);
    });

    it.each([
      ['no answer within 20 seconds', (region: Region) => region.advance(20)],
      ['499', (region: Region) => region.answer(region.request('/api/lsl/sale'), 499, '')],
      ['429', (region: Region) => region.answer(region.request('/api/lsl/sale'), 429, { message: 'Too many requests.' })],
      ['503', (region: Region) => region.answer(region.request('/api/lsl/sale'), 503, 'Service Unavailable')],
    ])('gives the item at once and keeps the sale, marked given, to send again on %s', (_what, fail) => {
      const region = Region.selling();
      region.pay(ANN, 250);
      const sale = region.records('paid:')[0][1];
      region.advance(19);
      expect(region.calls('llGiveInventory')).toEqual([]);
      fail(region);
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.records('paid:')).toEqual([]);
      expect(region.records('sale:')).toEqual([['sale:0000000001', { ...sale, given: true }]]);

      // Sent again with the same sale_id and the given flag; a late discount is refunded then.
      region.requests = [];
      region.advance(61);
      const again = region.request('/api/lsl/sale');
      expect(json(again.body)).toEqual({ ...withoutPaid(sale), given: true });
      region.answer(again, 200, recorded({ amount: 200, refund: 50, discount: { kind: 'sale', amount: 50 } }));
      expect(region.calls('llGiveInventory')).toHaveLength(1);
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 50]]);
      expect(region.records('sale:')).toEqual([]);
    });

    it('gives at once when Second Life will not send the request, and sends the sale later', () => {
      const region = Region.selling();
      region.throttled = true;
      region.pay(ANN, 250);
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.records('sale:')[0][1]).toMatchObject({ user_id: ANN, given: true });
    });

    it.each([400, 401, 404, 302])('gives the item and parks the sale, marked given, on %i', (status) => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), status, { message: 'Refused.' });
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.calls('llTransferLindenDollars')).toEqual([]);
      expect(region.records('parked:')).toEqual([['parked:0000000001', expect.objectContaining({ user_id: ANN, given: true })]]);
    });

    it('never refunds a sale whose item was given: a given sale refused with 409 or 403 is parked', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.advance(20);
      region.requests = [];
      region.advance(61);
      region.answer(region.request('/api/lsl/sale'), 403, { message: 'This vendor is inactive.' });
      expect(region.calls('llTransferLindenDollars')).toEqual([]);
      expect(region.records('parked:')).toHaveLength(1);
    });

    it('refunds a wrong amount and reports that refund too', () => {
      const region = Region.selling();
      region.pay(ANN, 100);
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.records('paid:')).toEqual([]);
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 100]]);
      expect(region.heard(ANN)).toContain('The price of Red Dress is L$250. Your L$100 is being refunded.');
      expect(region.records('transfer:')[0][1]).toMatchObject({ user_id: ANN, amount: 100, vendor_id: VENDOR_KEY });
    });

    it('sends the code of a gift card bought here to its owner by instant message', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), 200, recorded({ voucher: { code: 'GC-ABCD-EFGH-JKLM-NPQR', balance: 1000 } }));
      expect(region.calls('llInstantMessage')).toEqual([[ANN, expect.stringContaining('GC-ABCD-EFGH-JKLM-NPQR')]]);
      expect(region.calls('llInstantMessage')[0][1]).toContain('L$1000');
    });
  });

  describe('without the item in its contents', () => {
    const BOX_MESSAGE = 'Your item is on its way: a delivery box is sending it now.';
    const byBox = recorded({ deliver: 'box', delivery: { id: 31, status: 'assigned', message: BOX_MESSAGE } });

    it('tells the platform whether it holds the item at start and when its contents change, and again after a failure', () => {
      const region = new Region();
      region.grant();
      const first = region.request('/api/lsl/vendors/inventory');
      expect([first.method, json(first.body)]).toEqual(['PUT', { vendor_id: VENDOR_KEY, items: ['Red Dress'], append: false }]);
      region.answer(first, 200, { items: 1 });
      region.setContents(false);
      const emptied = region.request('/api/lsl/vendors/inventory');
      expect(json(emptied.body)).toEqual({ vendor_id: VENDOR_KEY, items: [], append: false });
      region.answer(emptied, 503, { message: 'Service Unavailable' });
      expect(region.pending('/api/lsl/vendors/inventory')).toEqual([]);
      region.advance(60);
      region.answer(region.request('/api/lsl/vendors/inventory'), 200, { items: 0 });
      // A change that leaves the item where it was says nothing new.
      region.setContents(false);
      expect(region.pending('/api/lsl/vendors/inventory')).toEqual([]);
      region.setContents(true);
      expect(json(region.request('/api/lsl/vendors/inventory').body).items).toEqual(['Red Dress']);
    });

    it('sells all the same, gives nothing and tells the buyer that a delivery box is sending the item', () => {
      const region = Region.selling({ holdsItem: false });
      expect(region.linkset.get('vendor:stop')).toBeUndefined();
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), 200, byBox);
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.heard(ANN)).toContain(BOX_MESSAGE);
      expect(region.calls('llTransferLindenDollars')).toEqual([]);
      expect([...region.linkset.keys()].filter((name) => /^(paid|sale|transfer|refund|parked):/.test(name))).toEqual([]);
    });

    it('gives nothing when the platform does not answer: the sale, marked not given, is recorded later and a box gives the item', () => {
      const region = Region.selling({ holdsItem: false });
      region.pay(ANN, 250);
      region.advance(20);
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.heard(ANN)).toContain('A delivery box gives you Red Dress once your purchase is recorded, or your L$ come back.');
      expect(region.records('sale:')).toEqual([['sale:0000000001', expect.objectContaining({ user_id: ANN, given: false, paid: 250 })]]);
      region.requests = [];
      region.advance(61);
      const resent = region.request('/api/lsl/sale');
      expect(json(resent.body)).toMatchObject({ user_id: ANN, given: false });
      region.answer(resent, 200, byBox);
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.heard(ANN)).toContain(BOX_MESSAGE);
      expect(region.records('sale:')).toEqual([]);
    });

    it('refunds in full a sale it could not give that the platform refuses later (sold out meanwhile)', () => {
      const region = Region.selling({ holdsItem: false });
      region.pay(ANN, 250);
      region.advance(20);
      region.requests = [];
      region.advance(61);
      region.answer(region.request('/api/lsl/sale'), 409, SOLD_OUT);
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 250]]);
      expect(region.heard(ANN)).toContain('This product is sold out. Your L$250 is being refunded.');
      expect(region.records('parked:')).toEqual([]);
    });

    it('gives a sale kept not given only once the platform records it, even when the item is back meanwhile', () => {
      const region = Region.selling({ holdsItem: false });
      region.pay(ANN, 250);
      region.advance(20);
      region.setContents(true);
      region.answer(region.request('/api/lsl/vendors/inventory'), 200, { items: 1 });
      region.requests = [];
      region.advance(61);
      region.answer(region.request('/api/lsl/sale'), 503, { message: 'Service Unavailable' });
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.records('sale:')[0][1]).toMatchObject({ given: false });
      region.advance(10);
      region.answer(region.request('/api/lsl/sale'), 200, recorded({ deliver: 'vendor', delivery: null }));
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.records('sale:')).toEqual([]);
    });

    it('after a reset, keeps a sale it cannot give, marked not given, instead of giving it anyway', () => {
      const region = Region.selling({ holdsItem: false });
      region.pay(ANN, 250);
      region.boot();
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.records('sale:')[0][1]).toMatchObject({ user_id: ANN, given: false });
    });

    it('refuses to sell an item it does not hold when the sale names no product', () => {
      const region = Region.selling({ holdsItem: false, productId: 0 });
      expect(region.linkset.get('vendor:stop')).toContain("is not in the vendor's contents (with PRODUCT_ID set, a delivery box gives it)");
      region.pay(ANN, 250);
      expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([[ANN, 250]]);
    });
  });

  describe('after a reset', () => {
    it('gives the item to a buyer whose sale had no answer yet, and keeps it marked given', () => {
      const region = Region.selling();
      region.pay(ANN, 250);
      region.boot();
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.records('paid:')).toEqual([]);
      expect(region.records('sale:')[0][1]).toMatchObject({ user_id: ANN, given: true });
      expect(region.pending('/api/lsl/sale').map((request) => json(request.body).given)).toEqual([true]);
    });

    it('reports a refund Second Life never confirmed as not made, and tells the owner', () => {
      const region = Region.selling();
      region.pay(ANN, 100);
      region.boot();
      expect(region.records('transfer:')).toEqual([]);
      expect(region.records('refund:')[0][1]).toMatchObject({ success: false, amount: 100, reason: expect.stringContaining('restarted') });
      expect(region.calls('llInstantMessage')).toEqual([[OWNER, expect.stringContaining('Check your transaction history')]]);
    });
  });

  describe("the buyer's Touch menu", () => {
    const dialogs = (region: Region) => region.calls('llDialog').map(([to, text, buttons]) => ({ to, text: text as string, buttons: buttons as string[] }));

    it('offers Gift, Coupon, Gift card, Redeliver, Web link and Cancel, with labels of at most 24 characters', () => {
      const region = Region.selling();
      region.touch(ANN);
      const [menu] = dialogs(region);
      expect(menu.to).toBe(ANN);
      expect(menu.buttons).toEqual(['Gift', 'Coupon', 'Gift card', 'Redeliver', 'Web link', 'Cancel']);
      expect(Buffer.byteLength(menu.text)).toBeLessThanOrEqual(512);
    });

    it('offers neither coupons nor gift cards without a product id, nor Redeliver when it is off', () => {
      const region = Region.selling({ productId: 0, offerRedelivery: false });
      region.touch(ANN);
      expect(dialogs(region)[0].buttons).toEqual(['Gift', 'Cancel']);
    });

    it('sends a gift: asks the name, finds the key, asks to confirm, then the next payment gives the item to the recipient', () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Gift');
      const [[to, question]] = region.calls('llTextBox');
      expect(to).toBe(ANN);
      expect(Buffer.byteLength(question as string)).toBeLessThanOrEqual(512);
      region.say(ANN, '  cleo.resident ');
      const [[username, query]] = region.calls('llRequestUserKey');
      expect(username).toBe('cleo.resident');
      region.event('dataserver', key(query as string), str(CLEO));
      const confirm = dialogs(region)[1];
      expect(confirm.to).toBe(ANN);
      expect(confirm.text).toBe('Send Red Dress as a gift to cleo.resident? Pay L$250 within 5 minutes.');
      expect(confirm.buttons).toEqual(['Confirm', 'Cancel']);
      region.say(ANN, 'Confirm');
      expect(region.records('intent:')).toEqual([[`intent:${ANN}`, { gift_to: CLEO, gift_to_name: 'cleo.resident', until: region.now + 300 }]]);

      region.advance(60);
      region.pay(ANN, 250);
      expect(region.records('intent:')).toEqual([]);
      expect(json(region.request('/api/lsl/sale').body)).toMatchObject({ user_id: ANN, gift_to: CLEO, gift_to_name: 'cleo.resident' });
      region.answer(region.request('/api/lsl/sale'), 200, recorded({ gift_to: CLEO }));
      expect(region.calls('llGiveInventory')).toEqual([[CLEO, 'Red Dress']]);
      expect(region.heard(ANN)).toContain('Thank you for buying Red Dress. It was sent to cleo.resident as a gift.');
      expect(region.calls('llInstantMessage')).toEqual([[CLEO, expect.stringContaining('sent you Red Dress as a gift')]]);
    });

    it('sends the code of a gift card bought as a gift to its recipient', () => {
      const region = Region.selling();
      armGift(region);
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), 200, recorded({ gift_to: CLEO, voucher: { code: 'GC-AAAA-BBBB-CCCC-DDDD', balance: 250 } }));
      expect(region.calls('llInstantMessage').filter(([, message]) => String(message).includes('GC-AAAA-BBBB-CCCC-DDDD'))).toEqual([
        [CLEO, expect.any(String)],
      ]);
    });

    it('tells the buyer when no resident has the name, and arms nothing', () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Gift');
      region.say(ANN, 'nobody.here');
      region.event('dataserver', key(region.calls('llRequestUserKey')[0][1] as string), str(NULL_KEY));
      expect(region.heard(ANN)).toContain('No resident named nobody.here was found.');
      expect(region.records('intent:')).toEqual([]);
    });

    it('forgets a gift after 5 minutes', () => {
      const region = Region.selling();
      armGift(region);
      region.advance(301);
      region.pay(ANN, 250);
      expect(json(region.request('/api/lsl/sale').body)).not.toHaveProperty('gift_to');
    });

    it('checks a coupon with the quote, tells the price, and sends it with the next payment (with a gift armed too)', () => {
      const region = Region.selling();
      armGift(region);
      region.touch(ANN);
      region.say(ANN, 'Coupon');
      region.say(ANN, 'spring-10');
      const quote = region.request('/api/lsl/quote');
      expect(quote.method).toBe('GET');
      expect(quote.url).toBe(`${PLATFORM}/api/lsl/quote?vendor_id=${VENDOR_KEY.replace(/-/g, '%2D')}&product_id=7&user_id=${ANN}&coupon=spring%2D10`);
      region.answer(quote, 200, { product_id: 7, price: 250, amount: 200, discount: { kind: 'coupon', code: 'SPRING-10', amount: 50 }, coupon_error: null });
      expect(region.heard(ANN)).toContain('With this coupon you pay L$200: pay the vendor L$250 within 5 minutes and the difference comes back to you.');
      region.pay(ANN, 250);
      expect(json(region.request('/api/lsl/sale').body)).toMatchObject({ gift_to: CLEO, gift_to_name: 'cleo.resident', coupon: 'spring-10' });
    });

    it("tells the platform's coupon error and arms nothing", () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Coupon');
      region.say(ANN, 'NOPE');
      region.answer(region.request('/api/lsl/quote'), 200, { product_id: 7, price: 250, amount: 250, discount: null, coupon_error: 'Unknown coupon code.' });
      expect(region.heard(ANN)).toContain('Unknown coupon code.');
      expect(region.records('intent:')).toEqual([]);
    });

    it('pays with a gift card: sends the code with a sale_id, resends the same body without an answer, gives the item and tells the balance', () => {
      const region = Region.selling();
      typeGiftCard(region);
      const first = region.request('/api/lsl/vouchers/redeem');
      expect(first.method).toBe('POST');
      const body = json(first.body);
      expect(body).toEqual({
        vendor_id: VENDOR_KEY,
        product_id: 7,
        code: 'GC-ABCD-EFGH-JKLM-NPQR',
        user_id: ANN,
        sale_id: expect.stringMatching(UUID),
        buyer_name: 'Ann Resident',
      });
      region.answer(first, 503, 'Service Unavailable');
      const second = region.request('/api/lsl/vouchers/redeem');
      expect(second.body).toBe(first.body);
      region.requests = [];
      region.advance(20);
      const third = region.request('/api/lsl/vouchers/redeem');
      expect(third.body).toBe(first.body);
      expect(region.calls('llGiveInventory')).toEqual([]);
      region.answer(third, 200, { ...recorded({ refund: 0 }), paid_with: 'voucher', balance: 750 });
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.heard(ANN)).toContain('Paid with your gift card: L$750 is left on it.');
      expect(region.calls('llTransferLindenDollars')).toEqual([]);
    });

    it('keeps a gift card payment in linkset data: after a reset of the menu it is sent again with its sale_id, and the item given', () => {
      const region = Region.selling();
      typeGiftCard(region);
      const first = region.request('/api/lsl/vouchers/redeem');
      expect(region.linkset.get(`card:${ANN}`)).toBe(first.body);
      region.boot('vendor-menu');
      const again = region.request('/api/lsl/vouchers/redeem');
      expect(again.body).toBe(first.body);
      region.answer(again, 200, { ...recorded({ refund: 0 }), paid_with: 'voucher', balance: 750 });
      expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
      expect(region.linkset.get(`card:${ANN}`)).toBeUndefined();
      expect([...region.linkset.keys()].filter((name) => name.startsWith('voucher:'))).toEqual([]);
    });

    it('gives up on a gift card after three resends, and keeps its sale_id for the next try with the same code', () => {
      const region = Region.selling();
      typeGiftCard(region);
      const bodies = [region.request('/api/lsl/vouchers/redeem').body];
      for (let attempt = 0; attempt < 3; attempt++) {
        region.answer(region.request('/api/lsl/vouchers/redeem'), 499, '');
        bodies.push(region.request('/api/lsl/vouchers/redeem').body);
      }
      region.answer(region.request('/api/lsl/vouchers/redeem'), 502, 'Bad Gateway');
      expect(new Set(bodies).size).toBe(1);
      expect(region.pending('/api/lsl/vouchers/redeem')).toEqual([]);
      expect(region.heard(ANN)).toContain('No answer in time. Please try again later.');
      typeGiftCard(region);
      expect(region.request('/api/lsl/vouchers/redeem').body).toBe(bodies[0]);
    });

    it.each([
      [404, 'Unknown gift card code.'],
      [409, 'This gift card does not cover the price.'],
    ])('tells the platform message of a gift card refused with %i, and gives nothing', (status, message) => {
      const region = Region.selling();
      typeGiftCard(region, 'GC-XXXX');
      region.answer(region.request('/api/lsl/vouchers/redeem'), status, { message });
      expect(region.heard(ANN)).toContain(`Your gift card was not used: ${message}`);
      expect(region.calls('llGiveInventory')).toEqual([]);
    });

    it('sends the armed gift with a gift card payment and gives the item to the recipient', () => {
      const region = Region.selling();
      armGift(region);
      typeGiftCard(region, 'GC-ABCD');
      const redeem = region.request('/api/lsl/vouchers/redeem');
      expect(json(redeem.body)).toMatchObject({ gift_to: CLEO, gift_to_name: 'cleo.resident' });
      expect(json(redeem.body)).not.toHaveProperty('coupon');
      region.answer(redeem, 200, { ...recorded({ gift_to: CLEO }), paid_with: 'voucher', balance: 0 });
      expect(region.calls('llGiveInventory')).toEqual([[CLEO, 'Red Dress']]);
      expect(region.records('intent:')).toEqual([]);
    });

    it('forgets the answer to an earlier question when the buyer starts another', () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Coupon');
      region.say(ANN, 'SPRING');
      region.touch(ANN);
      region.say(ANN, 'Gift');
      region.answer(region.request('/api/lsl/quote'), 200, { product_id: 7, price: 250, amount: 200, discount: null, coupon_error: null });
      expect(region.heard(ANN)).toEqual([]);
      region.say(ANN, 'cleo.resident');
      expect(region.calls('llRequestUserKey').map(([name]) => name)).toEqual(['cleo.resident']);
    });

    it('helps one buyer at a time with these questions', () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Coupon');
      region.touch(BOB);
      region.say(BOB, 'Gift card');
      expect(region.heard(BOB)).toContain('The vendor is busy. Please try again in a minute.');
      expect(region.calls('llTextBox').map(([to]) => to)).toEqual([ANN]);
    });
  });

  describe('the hover text', () => {
    it('shows the sale price from the quote asked after each heartbeat', () => {
      const region = new Region();
      region.grant();
      region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
      const quote = region.request('/api/lsl/quote');
      expect(quote.url).toBe(`${PLATFORM}/api/lsl/quote?vendor_id=${VENDOR_KEY.replace(/-/g, '%2D')}&product_id=7`);
      region.answer(quote, 200, { product_id: 7, price: 250, amount: 200, discount: { kind: 'sale', amount: 50 }, coupon_error: null });
      expect(region.calls('llSetText').at(-1)?.[0]).toBe('Sale: L$200 (was L$250)');
      region.advance(300);
      region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
      region.answer(region.request('/api/lsl/quote'), 200, { product_id: 7, price: 250, amount: 250, discount: null, coupon_error: null });
      expect(region.calls('llSetText').at(-1)?.[0]).toBe('');
    });

    it('asks no quote without a product id', () => {
      const region = new Region({ productId: 0 });
      region.grant();
      region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
      expect(region.pending('/api/lsl/quote')).toEqual([]);
    });
  });

  describe('the owner and the platform', () => {
    it('sends its heartbeat at once after a sale refused with 403, so it hears of a pause and stops taking money', () => {
      const region = Region.selling();
      region.advance(10);
      region.pay(ANN, 250);
      region.answer(region.request('/api/lsl/sale'), 403, { message: 'This vendor is inactive.' });
      region.advance(1);
      region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: true });
      expect(region.calls('llSetPayPrice').at(-1)).toEqual([-1, [-1, -1, -1, -1]]);
      expect(region.calls('llSetText').at(-1)?.[0]).toBe('Paused');
    });

    it('counts sales and refund reports in its heartbeat and its Status text', () => {
      const region = Region.selling();
      region.throttled = true;
      region.pay(ANN, 250);
      region.pay(BOB, 100);
      region.event('transaction_result', key(region.calls('llTransferLindenDollars')[0][2] as string), int(1), str(''));
      region.throttled = false;
      region.advance(300);
      const heartbeat = json(region.request('/api/lsl/heartbeat').body);
      expect(heartbeat).toMatchObject({
        kind: 'vendor',
        vendor_id: VENDOR_KEY,
        queued: 2,
        parked: 0,
        free_memory: region.script('vendor-delivery').freeMemory(),
        script_version: '3.3.0',
      });
      region.touch(OWNER);
      region.say(OWNER, 'Status');
      const [status] = region.calls('llOwnerSay').at(-1) as string[];
      expect(status).toContain('Waiting to be recorded: sales 1, refund reports 1; parked 0 (at most 200 in all).');
      expect(status).toContain(`Free script memory: ${region.script('vendor-delivery').freeMemory()} bytes`);
    });

    it('stops taking money when the queue holds 200 records, and refunds a payment that still arrives', () => {
      const region = Region.selling();
      for (let number = 1; number <= 200; number++)
        region.linkset.set(
          `parked:${String(number).padStart(10, '0')}`,
          JSON.stringify({ sale_id: randomUUID(), user_id: BOB, vendor_id: VENDOR_KEY, amount: 250, given: true }),
        );
      // The next thing the vendor does (here its timer) notices the full queue.
      region.advance(300);
      expect(region.calls('llSetPayPrice').at(-1)).toEqual([-1, [-1, -1, -1, -1]]);
      expect(region.calls('llSetText').at(-1)?.[0]).toContain('Not selling: 200 sales and refunds waiting to be recorded');
      region.pay(ANN, 250);
      expect(region.calls('llGiveInventory')).toEqual([]);
      expect(region.heard(ANN)).toContain('The vendor is not selling right now. Your L$250 is being refunded.');
    });

    it('files a redelivery of the latest purchase here for a buyer who picks Redeliver', () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Redeliver');
      const purchases = region.request('/api/lsl/purchases');
      expect(purchases.url).toBe(`${PLATFORM}/api/lsl/purchases?buyer=${ANN.replace(/-/g, '%2D')}&vendor_id=${VENDOR_KEY.replace(/-/g, '%2D')}`);
      region.answer(purchases, 200, { purchases: [{ transaction_id: 5, item: 'Red Dress', amount: 250, date: '2026-11-20' }] });
      const redelivery = region.request('/api/redeliveries');
      expect(json(redelivery.body)).toEqual({ transaction_id: 5, requested_by: ANN });
      region.answer(redelivery, 201, { id: 1 });
      expect(region.heard(ANN)).toContain('Your redelivery request was submitted. The item will be sent to you shortly.');
    });
  });

  describe('one buyer at a time, a few dozen armed', () => {
    it('does not hold the vendor for a buyer who only pressed Cancel', () => {
      const region = Region.selling();
      region.touch(ANN);
      region.say(ANN, 'Cancel');
      region.touch(BOB);
      region.say(BOB, 'Coupon');
      expect(region.calls('llTextBox').map(([to]) => to)).toEqual([BOB]);
      expect(region.heard(ANN)).toEqual([]);
    });

    it('arms at most 24 buyers at a time, and makes room as intents expire', () => {
      const region = Region.selling();
      const buyers = Array.from({ length: 25 }, (_, index) => `55555555-5555-4555-8555-${String(index).padStart(12, '0')}`);
      const armCoupon = (buyer: string): void => {
        region.touch(buyer);
        region.say(buyer, 'Coupon');
        region.say(buyer, 'SPRING');
        region.answer(region.request('/api/lsl/quote'), 200, {
          product_id: 7,
          price: 250,
          amount: 200,
          discount: { kind: 'coupon', code: 'SPRING', amount: 50 },
          coupon_error: null,
        });
      };
      buyers.slice(0, 24).forEach(armCoupon);
      expect(region.records('intent:')).toHaveLength(24);
      armCoupon(buyers[24]);
      expect(region.records('intent:')).toHaveLength(24);
      expect(region.heard(buyers[24])).toContain('The vendor is busy. Please try again in a minute.');
      region.advance(301);
      armCoupon(buyers[24]);
      expect(region.records('intent:').map(([name]) => name)).toEqual([`intent:${buyers[24]}`]);
    });
  });

  describe('the linkset data the queue capacity counts on', () => {
    const longName = 'x'.repeat(31) + '.' + 'y'.repeat(31);

    it('keeps a sale with every field at its longest within 510 bytes, and an armed gift and coupon within 245', () => {
      const region = Region.selling({ price: 2_000_000_000, productId: 2_000_000_000 });
      region.names.set(ANN, 'A'.repeat(31) + ' ' + 'B'.repeat(31));
      region.touch(ANN);
      region.say(ANN, 'Gift');
      region.say(ANN, longName);
      region.event('dataserver', key(region.calls('llRequestUserKey')[0][1] as string), str(CLEO));
      region.say(ANN, 'Confirm');
      region.touch(ANN);
      region.say(ANN, 'Coupon');
      region.say(ANN, 'C'.repeat(40));
      region.answer(region.request('/api/lsl/quote'), 200, { product_id: 7, price: 250, amount: 200, discount: null, coupon_error: null });
      const [[intentName, intent]] = region.records('intent:');
      expect(Buffer.byteLength(intentName) + Buffer.byteLength(JSON.stringify(intent))).toBeLessThanOrEqual(245);
      region.pay(ANN, 2_000_000_000);
      region.advance(20);
      const [[name]] = region.records('sale:');
      const sale = region.linkset.get(name)!;
      expect(json(sale)).toMatchObject({ gift_to_name: longName, coupon: 'C'.repeat(40), given: true, amount: 2_000_000_000, product_id: 2_000_000_000 });
      expect(Buffer.byteLength(`parked:${name.slice(-10)}`) + Buffer.byteLength(sale)).toBeLessThanOrEqual(510);
    });

    it('keeps a refund report with a long reason within 510 bytes', () => {
      const region = Region.selling();
      region.pay(ANN, 100);
      region.event('transaction_result', key(region.calls('llTransferLindenDollars')[0][2] as string), int(0), str('E'.repeat(300)));
      const [[name, report]] = region.records('refund:');
      expect(report.reason).toBe('E'.repeat(100));
      expect(Buffer.byteLength(`parked:${name.slice(-10)}`) + Buffer.byteLength(JSON.stringify(report))).toBeLessThanOrEqual(510);
    });
  });

  describe('every dialog it shows', () => {
    it('has at most 12 buttons of at most 24 characters and a text of at most 512 bytes, even for a 63-character item name', () => {
      const region = Region.selling({ itemName: 'I'.repeat(63), price: 2_000_000_000 });
      region.touch(OWNER);
      region.touch(ANN);
      region.say(ANN, 'Gift');
      region.say(ANN, 'cleo.resident');
      region.event('dataserver', key(region.calls('llRequestUserKey')[0][1] as string), str(CLEO));
      const shown = region.calls('llDialog');
      expect(shown.length).toBe(3);
      for (const [, text] of region.calls('llTextBox')) expect(Buffer.byteLength(text as string)).toBeLessThanOrEqual(512);
      for (const [, text, buttons] of shown) {
        expect(Buffer.byteLength(text as string)).toBeLessThanOrEqual(512);
        expect((buttons as string[]).length).toBeLessThanOrEqual(12);
        for (const label of buttons as string[]) expect(Buffer.byteLength(label)).toBeLessThanOrEqual(24);
      }
    });
  });
});

/*
 * The same script against the real platform: every request the simulated vendor makes goes to the API over HTTP with
 * the headers Second Life adds, and the platform's answer goes back to the script. This checks that what vendor.lsl
 * sends is what the platform takes, and that it reads the platform's answers right.
 */
describe('vendor.lsl against the platform', () => {
  const platform = scriptPlatform();
  const exchange = platform.exchange;

  /** A merchant, their vendor and a product at L$250, and the vendor script selling it in a region. */
  async function shop(product: Record<string, unknown> = {}, holdsItem = true) {
    const { t, make, support } = platform;
    const merchant = await t.makeUser();
    const apiKey = await support.createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const dress = await make.product(vendor.id, { price: 250, name: 'Red Dress', ...product });
    const object = support.inWorldObject(apiKey);
    const region = new Region({ platform: t.baseUrl, apiKey, vendorKey: vendor.lslKey, productId: dress.id, holdsItem });
    region.grant();
    await exchange(region, object);
    region.log = [];
    const promote = async (body: Record<string, unknown>) => {
      const created = await t.post('/api/promotions', { name: `Promotion ${randomUUID().slice(0, 4)}`, ...body }, { token: merchant.token });
      if (created.status !== 201) throw new Error(`Could not create the promotion: ${created.status} ${created.text}`);
    };
    return { merchant, apiKey, vendor, dress, region, object, promote };
  }

  const refundsOf = (vendorId: number) =>
    platform.t.dataSource.query(
      `SELECT "saleId", "transactionId", "buyerId", amount, success, "transferKey", reason FROM in_world_refunds WHERE "vendorId" = $1`,
      [vendorId],
    );

  it('sells with a coupon: the quote, the sale, the change given back and its report, all recorded', async () => {
    const { t } = platform;
    const { vendor, region, object, promote } = await shop();
    await promote({ kind: 'coupon', code: 'SPRING', amountOff: 50 });
    region.touch(ANN);
    region.say(ANN, 'Coupon');
    region.say(ANN, 'spring');
    await exchange(region, object);
    expect(region.heard(ANN)).toContain('With this coupon you pay L$200: pay the vendor L$250 within 5 minutes and the difference comes back to you.');
    region.pay(ANN, 250);
    await exchange(region, object);
    expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
    const [[to, amount, transfer]] = region.calls('llTransferLindenDollars');
    expect([to, amount]).toEqual([ANN, 50]);
    region.event('transaction_result', key(transfer as string), int(1), str(`${ANN},50`));
    region.advance(2);
    await exchange(region, object);
    const [sale] = await t.dataSource.query(`SELECT id, amount, "discountCode", "saleId" FROM transactions WHERE "vendorId" = $1`, [vendor.id]);
    expect(sale).toMatchObject({ amount: 200, discountCode: 'SPRING' });
    expect(await refundsOf(vendor.id)).toEqual([
      { saleId: sale.saleId, transactionId: sale.id, buyerId: ANN, amount: 50, success: true, transferKey: transfer, reason: null },
    ]);
    expect([...region.linkset.keys()].filter((name) => /^(paid|sale|transfer|refund|parked|intent):/.test(name))).toEqual([]);
  });

  it('refunds a sold-out sale in full, gives nothing, and the platform records the refund of the refused sale', async () => {
    const { vendor, region, object } = await shop({ stock: 0 });
    region.pay(ANN, 250);
    await exchange(region, object);
    expect(region.calls('llGiveInventory')).toEqual([]);
    expect(region.heard(ANN)).toContain('This product is sold out. Your L$250 is being refunded.');
    const [[, , transfer]] = region.calls('llTransferLindenDollars');
    region.event('transaction_result', key(transfer as string), int(0), str('LINDENDOLLAR_INSUFFICIENTFUNDS'));
    // The owner's instant message keeps the script asleep 2 s before it can send the report.
    region.advance(4);
    await exchange(region, object);
    expect(await refundsOf(vendor.id)).toEqual([
      expect.objectContaining({ transactionId: null, buyerId: ANN, amount: 250, success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' }),
    ]);
  });

  it('records a sale whose item was given without an answer even though the product sold out meanwhile', async () => {
    const { t } = platform;
    const { vendor, dress, region, object } = await shop({ stock: 1 });
    region.pay(ANN, 250);
    region.advance(20);
    expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress']]);
    await t.dataSource.query(`UPDATE products SET stock = 0 WHERE id = $1`, [dress.id]);
    region.requests = [];
    region.advance(61);
    await exchange(region, object);
    expect(await t.dataSource.query(`SELECT amount FROM transactions WHERE "vendorId" = $1`, [vendor.id])).toEqual([{ amount: 250 }]);
    expect(region.records('sale:')).toEqual([]);
    expect(region.records('parked:')).toEqual([]);
  });

  it('sells a gift card as a gift: the recipient gets its code, then pays for the dress with it', async () => {
    const { t, make } = platform;
    const { apiKey, vendor, region, object } = await shop();
    // A second vendor object of the same vendor sells the gift card.
    const card = await make.product(vendor.id, { price: 250, name: 'Gift Card', giftCardValue: 250 });
    const cardVendor = new Region({ platform: t.baseUrl, apiKey, vendorKey: vendor.lslKey, productId: card.id, itemName: 'Gift Card' });
    cardVendor.grant();
    await exchange(cardVendor, object);
    cardVendor.touch(ANN);
    cardVendor.say(ANN, 'Gift');
    cardVendor.say(ANN, 'cleo.resident');
    cardVendor.event('dataserver', key(cardVendor.calls('llRequestUserKey')[0][1] as string), str(CLEO));
    cardVendor.say(ANN, 'Confirm');
    cardVendor.pay(ANN, 250);
    await exchange(cardVendor, object);
    expect(cardVendor.calls('llGiveInventory')).toEqual([[CLEO, 'Gift Card']]);
    const code = /GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
      String(cardVendor.calls('llInstantMessage').find(([to, message]) => to === CLEO && String(message).includes('GC-'))?.[1]),
    )?.[0];
    expect(code).toBeDefined();

    region.touch(CLEO);
    region.say(CLEO, 'Gift card');
    region.say(CLEO, code!.toLowerCase());
    await exchange(region, object);
    expect(region.calls('llGiveInventory')).toEqual([[CLEO, 'Red Dress']]);
    expect(region.heard(CLEO)).toContain('Paid with your gift card: L$0 is left on it.');
  });

  it('shows a store-wide sale in its hover text, from the quote after its heartbeat', async () => {
    const { region, object, promote } = await shop();
    await promote({ kind: 'sale', percentOff: 20 });
    region.advance(300);
    await exchange(region, object);
    expect(region.calls('llSetText').at(-1)?.[0]).toBe('Sale: L$200 (was L$250)');
  });

  it('has a delivery box give the item of a sale when the vendor does not hold it, and gives it itself once it does', async () => {
    const { t } = platform;
    const { vendor, region, object } = await shop({}, false);
    expect(await t.dataSource.query(`SELECT inventory FROM vendors WHERE id = $1`, [vendor.id])).toEqual([{ inventory: [] }]);
    region.pay(ANN, 250);
    await exchange(region, object);
    expect(region.calls('llGiveInventory')).toEqual([]);
    const [sale] = await t.dataSource.query(`SELECT id, amount, delivery FROM transactions WHERE "vendorId" = $1`, [vendor.id]);
    expect(sale).toMatchObject({ amount: 250, delivery: 'box' });
    expect(await t.dataSource.query(`SELECT kind FROM redeliveries WHERE "transactionId" = $1`, [sale.id])).toEqual([{ kind: 'sale' }]);
    expect(region.heard(ANN).some((line) => /delivery box/.test(line))).toBe(true);

    region.setContents(true);
    await exchange(region, object);
    expect(await t.dataSource.query(`SELECT inventory FROM vendors WHERE id = $1`, [vendor.id])).toEqual([{ inventory: ['Red Dress'] }]);
    region.pay(BOB, 250);
    await exchange(region, object);
    expect(region.calls('llGiveInventory')).toEqual([[BOB, 'Red Dress']]);
  });

  it('has the refund of a wrong amount recorded too', async () => {
    const { vendor, region, object } = await shop();
    region.pay(ANN, 100);
    region.event('transaction_result', key(region.calls('llTransferLindenDollars')[0][2] as string), int(1), str(`${ANN},100`));
    region.advance(2);
    await exchange(region, object);
    expect(await refundsOf(vendor.id)).toEqual([expect.objectContaining({ transactionId: null, amount: 100, success: true })]);
    expect(region.records('refund:')).toEqual([]);
  });
});
