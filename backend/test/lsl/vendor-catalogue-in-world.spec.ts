import { BoxRegion } from './box-region';
import { int } from './lsl-machine';
import { ANN, BOB, Region, VENDOR_KEY } from './lsl-region';
import { scriptPlatform } from './script-platform';

/*
 * A vendor selling its catalogue (ITEM_NAME "" in vendor-delivery): vendor-catalogue reads the products from the
 * platform and shows one at a time, the menu shows its price due and sets the pay dialog, a payment is for the product
 * on show. First with the platform's answers written here, then against the real platform.
 */

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
const PAY_HIDE = -1;
const PRIM_TEXTURE = 17;
const PRIM_CLICK_ACTION = 43;
const CLICK_ACTION_TOUCH = 0;
const CHANGED_INVENTORY = 1;
const DRESS_PICTURE = '89556747-24cb-43ed-920b-47caed15465f';
/** A browsing vendor: the root prim, a display and two buttons. */
const PRIMS = ['Boutique vendor', 'display', 'prev', 'next'];
const DISPLAY = 2;
const PREV = 3;
const NEXT = 4;

const product = (fields: Record<string, unknown>) => ({
  price: 100,
  textureKey: null,
  demoItemName: null,
  soldOut: false,
  available: true,
  ...fields,
  priceDue: fields.priceDue ?? fields.price ?? 100,
});
const DRESS = product({
  id: 31,
  name: 'Red Dress',
  price: 250,
  priceDue: 200,
  itemName: 'Red Dress (boxed)',
  textureKey: DRESS_PICTURE,
  demoItemName: 'Red Dress DEMO',
});
const HAT = product({ id: 32, name: 'Blue Hat', price: 100, itemName: 'Blue Hat' });
const SCARF = product({ id: 33, name: 'Silk Scarf', price: 80, itemName: 'Silk Scarf', soldOut: true });

/** A browsing vendor brought to selling: the heartbeat and contents answered, its catalogue read in two pages. */
function browsingVendor(setup: { prims?: string[]; contents?: string[] } = {}): Region {
  const region = new Region({ itemName: '', prims: setup.prims ?? PRIMS, contents: setup.contents ?? [] });
  region.grant();
  region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
  region.answer(region.request('/api/lsl/vendors/inventory'), 200, { items: 0 });
  region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'aaaaaaaaaaaaaaa1', products: [DRESS, HAT], nextCursor: 'Mi4zMg' });
  const second = region.request('/api/lsl/catalogue');
  expect(second.url).toBe(`https://vendors.test/api/lsl/catalogue?vendor_id=${VENDOR_KEY.replace(/-/g, '%2D')}&cursor=Mi4zMg`);
  region.answer(second, 200, { version: 'aaaaaaaaaaaaaaa1', products: [SCARF] });
  return region;
}

const hoverText = (region: Region): unknown => region.calls('llSetText').at(-1)?.[0];
const payDialog = (region: Region): unknown => region.calls('llSetPayPrice').at(-1);

describe('a vendor selling its catalogue, in a simulated region', () => {
  it('reads its catalogue page by page and shows the first product: its picture on the display face, its price due in the hover text and the pay dialog', () => {
    const region = browsingVendor();
    expect(region.records('product:').map(([name, record]) => [name, record.id, record.out])).toEqual([
      ['product:000', 31, 0],
      ['product:001', 32, 0],
      ['product:002', 33, 1],
    ]);
    expect(region.calls('llSetLinkPrimitiveParamsFast')).toContainEqual([DISPLAY, [PRIM_TEXTURE, 0, DRESS_PICTURE, [1, 1, 0], [0, 0, 0], 0]]);
    // A left-click on the buttons turns the page; the root prim's pays.
    expect(region.calls('llSetLinkPrimitiveParamsFast')).toContainEqual([PREV, [PRIM_CLICK_ACTION, CLICK_ACTION_TOUCH]]);
    expect(region.calls('llSetLinkPrimitiveParamsFast')).toContainEqual([NEXT, [PRIM_CLICK_ACTION, CLICK_ACTION_TOUCH]]);
    expect(hoverText(region)).toBe('Red Dress\nL$200 (was L$250)');
    expect(payDialog(region)).toEqual([PAY_HIDE, [200, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    // The catalogue gives the price due: the menu asks no quote.
    expect(region.pending('/api/lsl/quote')).toEqual([]);
  });

  it('keeps products only while 64 KB of linkset data stay free, so its catalogue never takes the room sales need', () => {
    const region = new Region({ itemName: '', prims: PRIMS });
    region.grant();
    region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
    region.answer(region.request('/api/lsl/vendors/inventory'), 200, { items: 0 });
    // Sales waiting to be recorded take more than half the object's linkset data.
    region.linkset.set('sale:0000000001', 'x'.repeat(70_000));
    region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'aaaaaaaaaaaaaaa1', products: [DRESS, HAT, SCARF] });
    expect(region.records('product:')).toEqual([]);
    expect(payDialog(region)).toEqual([PAY_HIDE, [PAY_HIDE, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    region.pay(ANN, 200);
    expect(region.heard(ANN)).toContain('The vendor is not selling right now. Your L$200 is being refunded.');
    // Recorded, the sales free their room: the next check reads the same version again, and keeps it.
    region.linkset.delete('sale:0000000001');
    region.advance(61);
    region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'aaaaaaaaaaaaaaa1', products: [DRESS, HAT, SCARF] });
    expect(region.records('product:').map(([, record]) => record.id)).toEqual([31, 32, 33]);
    expect(payDialog(region)).toEqual([PAY_HIDE, [200, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
  });

  it('tells the platform every item it holds, 50 names a call, again only when its contents change', () => {
    const items = Array.from({ length: 120 }, (_, index) => `Item ${String(index).padStart(3, '0')}`);
    const region = new Region({ itemName: '', prims: PRIMS, contents: items });
    region.grant();
    const calls: Array<{ items: string[]; append: boolean }> = [];
    for (let call = 0; call < 3; call++) {
      const report = region.request('/api/lsl/vendors/inventory');
      calls.push(json(report.body) as { items: string[]; append: boolean });
      region.answer(report, 200, { items: Math.min(120, (call + 1) * 50) });
    }
    expect(calls.map((call) => [call.items.length, call.append])).toEqual([
      [50, false],
      [50, true],
      [20, true],
    ]);
    expect(calls.flatMap((call) => call.items)).toEqual(items);
    region.advance(120);
    expect(region.pending('/api/lsl/vendors/inventory')).toEqual([]);
    // A change that leaves the same items says nothing new; a new item sends the list again.
    region.event('changed', int(CHANGED_INVENTORY));
    expect(region.pending('/api/lsl/vendors/inventory')).toEqual([]);
    region.contents.push('Item 120');
    region.event('changed', int(CHANGED_INVENTORY));
    expect(json(region.request('/api/lsl/vendors/inventory').body)).toMatchObject({ append: false });
  });

  it('says nothing is on sale while its catalogue is empty, and sells once the platform lists a product', () => {
    const region = new Region({ itemName: '', prims: PRIMS });
    region.grant();
    region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
    region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'aaaaaaaaaaaaaaa1', products: [] });
    expect(hoverText(region)).toBe('Nothing on sale here yet');
    expect(payDialog(region)).toEqual([PAY_HIDE, [PAY_HIDE, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    region.ping({ catalogue: 'aaaaaaaaaaaaaaa2' });
    region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'aaaaaaaaaaaaaaa2', products: [HAT] });
    expect(hoverText(region)).toBe('Blue Hat\nL$100');
    expect(payDialog(region)).toEqual([PAY_HIDE, [100, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
  });

  it('turns the pages with next and prev, round the catalogue, and opens no menu for them', () => {
    const region = browsingVendor();
    region.touch(ANN, NEXT);
    expect(hoverText(region)).toBe('Blue Hat\nL$100');
    expect(payDialog(region)).toEqual([PAY_HIDE, [100, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    region.touch(ANN, NEXT);
    // Sold out: no pay dialog until another product is on show.
    expect(hoverText(region)).toBe('Silk Scarf\nNot on sale right now');
    expect(payDialog(region)).toEqual([PAY_HIDE, [PAY_HIDE, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    region.touch(ANN, NEXT);
    expect(hoverText(region)).toBe('Red Dress\nL$200 (was L$250)');
    region.touch(ANN, PREV);
    expect(hoverText(region)).toBe('Silk Scarf\nNot on sale right now');
    expect(region.calls('llDialog')).toEqual([]);
    // A touch of the display opens the menu.
    region.touch(ANN, DISPLAY);
    expect(region.calls('llDialog')).toHaveLength(1);
  });

  it('a payment is for the product on show: its price due, product, item and catalogue version go with the sale, and a box gives an item it does not hold', () => {
    const region = browsingVendor();
    region.touch(ANN, NEXT);
    region.pay(ANN, 100);
    const sale = json(region.request('/api/lsl/sale').body);
    expect(sale).toMatchObject({ user_id: ANN, vendor_id: VENDOR_KEY, product_id: 32, amount: 100, catalogue_version: 'aaaaaaaaaaaaaaa1' });
    expect(sale).not.toHaveProperty('item');
    expect(sale).not.toHaveProperty('paid');
    region.answer(region.request('/api/lsl/sale'), 200, {
      transaction_id: 9,
      status: 'completed',
      amount: 100,
      refund: 0,
      discount: null,
      deliver: 'box',
      delivery: { status: 'assigned', message: 'Your item is on its way from a delivery box.' },
    });
    expect(region.calls('llGiveInventory')).toEqual([]);
    expect(region.heard(ANN)).toContain('Your item is on its way from a delivery box.');
    expect(region.records('paid:')).toEqual([]);
  });

  it('gives the item of the product on show when it holds it, after the answer', () => {
    const region = browsingVendor({ contents: ['Red Dress (boxed)'] });
    region.pay(BOB, 200);
    region.answer(region.request('/api/lsl/sale'), 200, { transaction_id: 9, status: 'completed', amount: 200, refund: 0, discount: null, deliver: 'vendor' });
    expect(region.calls('llGiveInventory')).toEqual([[BOB, 'Red Dress (boxed)']]);
    expect(region.heard(BOB)).toContain('Thank you for buying Red Dress (boxed).');
  });

  it('refunds in full a payment that is neither the price nor the price due of the product on show, or for one not on sale, and records no sale', () => {
    const region = browsingVendor();
    region.pay(ANN, 100);
    expect(region.heard(ANN)).toContain('The price of Red Dress is L$200. Your L$100 is being refunded.');
    region.touch(ANN, PREV);
    region.pay(BOB, 80);
    expect(region.heard(BOB)).toContain('Silk Scarf is not on sale right now. Your L$80 is being refunded.');
    expect(region.calls('llTransferLindenDollars').map(([to, amount]) => [to, amount])).toEqual([
      [ANN, 100],
      [BOB, 80],
    ]);
    expect(region.pending('/api/lsl/sale')).toEqual([]);
    // The list price is taken too: the sale's answer gives the running sale back as change.
    region.touch(ANN, NEXT);
    region.pay(ANN, 250);
    expect(json(region.request('/api/lsl/sale').body)).toMatchObject({ product_id: 31, amount: 250 });
  });

  it("turns the pages on the right and left halves of a one-prim vendor's display face; its other faces open the menu", () => {
    const region = browsingVendor({ prims: ['Boutique vendor'] });
    expect(region.calls('llSetLinkPrimitiveParamsFast')).toContainEqual([1, [PRIM_TEXTURE, 0, DRESS_PICTURE, [1, 1, 0], [0, 0, 0], 0]]);
    region.touch(ANN, 1, { face: 0, s: 0.8 });
    expect(hoverText(region)).toBe('Blue Hat\nL$100');
    region.touch(ANN, 1, { face: 0, s: 0.2 });
    region.touch(ANN, 1, { face: 0, s: 0.2 });
    expect(hoverText(region)).toBe('Silk Scarf\nNot on sale right now');
    expect(region.calls('llDialog')).toEqual([]);
    region.touch(ANN, 1, { face: 3 });
    expect(region.calls('llDialog')).toHaveLength(1);
  });

  it('reads its catalogue again when the platform pings its URL with a new version, or within 60 seconds, and sends its URL in the heartbeat', () => {
    const region = browsingVendor();
    region.grantUrl('https://simhost-0a1b2c.agni.secondlife.io:12043/cap/5f7e');
    region.advance(1);
    expect(json(region.request('/api/lsl/heartbeat').body)).toMatchObject({ url: 'https://simhost-0a1b2c.agni.secondlife.io:12043/cap/5f7e' });
    region.ping({ catalogue: 'aaaaaaaaaaaaaaa1' });
    expect(region.calls('llHTTPResponse').at(-1)?.slice(1)).toEqual([200, 'OK']);
    expect(region.pending('/api/lsl/catalogue')).toEqual([]);

    region.ping({ catalogue: 'bbbbbbbbbbbbbbb2' });
    region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'bbbbbbbbbbbbbbb2', products: [{ ...DRESS, priceDue: 150 }, HAT] });
    expect(hoverText(region)).toBe('Red Dress\nL$150 (was L$250)');
    expect(region.records('product:')).toHaveLength(2);
    region.pay(ANN, 150);
    expect(json(region.request('/api/lsl/sale').body)).toMatchObject({ amount: 150, catalogue_version: 'bbbbbbbbbbbbbbb2' });

    // No ping: the version is checked within a minute, and a catalogue that did not change is not read again.
    region.advance(61);
    region.answer(region.request('/api/lsl/catalogue'), 200, { version: 'bbbbbbbbbbbbbbb2', products: [HAT] });
    expect(hoverText(region)).toBe('Red Dress\nL$150 (was L$250)');
  });

  it('offers the demo of the product on show: the platform records it, and the demo item is given once a day', () => {
    const region = browsingVendor({ contents: ['Red Dress DEMO'] });
    region.touch(ANN, DISPLAY);
    expect(region.calls('llDialog')[0][2]).toContain('Demo');
    region.say(ANN, 'Demo');
    const asked = region.request('/api/lsl/demos');
    expect(json(asked.body)).toMatchObject({ vendor_id: VENDOR_KEY, product_id: 31, avatar: ANN });
    region.answer(asked, 200, { give: true, item: 'Red Dress DEMO', outcome: 'given' });
    expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress DEMO']]);
    expect(region.heard(ANN)).toContain('Here is the demo Red Dress DEMO.');

    region.touch(ANN, DISPLAY);
    region.say(ANN, 'Demo');
    region.answer(region.request('/api/lsl/demos'), 200, { give: false, item: null, outcome: 'already_given_today' });
    expect(region.heard(ANN)).toContain('You had this demo today. Please come back tomorrow.');
    expect(region.calls('llGiveInventory')).toHaveLength(1);
    // The hat has no demo: no Demo button.
    region.touch(BOB, NEXT);
    region.touch(BOB, DISPLAY);
    expect(region.calls('llDialog').at(-1)?.[2]).not.toContain('Demo');
  });

  it("pays for the product on show with a gift card and gives that product's item, even when the page turned meanwhile", () => {
    const region = browsingVendor({ contents: ['Red Dress (boxed)', 'Blue Hat'] });
    region.touch(ANN, DISPLAY);
    region.say(ANN, 'Gift card');
    region.say(ANN, 'GC-ABCD-EFGH-JKLM-NPQR');
    const redeem = region.request('/api/lsl/vouchers/redeem');
    expect(json(redeem.body)).toMatchObject({ product_id: 31, code: 'GC-ABCD-EFGH-JKLM-NPQR' });
    expect(json(redeem.body)).not.toHaveProperty('item');
    region.touch(BOB, NEXT);
    region.answer(redeem, 200, { transaction_id: 9, status: 'completed', amount: 200, refund: 0, paid_with: 'voucher', balance: 50 });
    expect(region.calls('llGiveInventory')).toEqual([[ANN, 'Red Dress (boxed)']]);
    expect(region.heard(ANN)).toContain('Paid with your gift card: L$50 is left on it.');
  });

  it("opens the buyer's 30-minute web link to their purchases from the menu", () => {
    const region = browsingVendor();
    region.touch(ANN, DISPLAY);
    region.say(ANN, 'Web link');
    const asked = region.request('/api/lsl/redelivery-links');
    expect(json(asked.body)).toEqual({ avatar: ANN, vendor_id: VENDOR_KEY });
    region.answer(asked, 201, { url: 'https://vendors.test/redeliver/abc', expires_at: '2026-11-30T10:30:00.000Z' });
    expect(region.calls('llLoadURL')).toEqual([[ANN, 'Your purchases from this store', 'https://vendors.test/redeliver/abc']]);
  });
});

describe('a vendor selling its catalogue, against the platform', () => {
  const platform = scriptPlatform();

  it('browses to the second product, takes its price due once, and a delivery box gives it; a price change on the web reaches it', async () => {
    const { t, make, support, exchange } = platform;
    const merchant = await t.makeUser();
    const apiKey = await support.createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    await make.product(vendor.id, { name: 'Red Dress', price: 250, displayOrder: 1, textureKey: DRESS_PICTURE });
    const hat = await make.product(vendor.id, { name: 'Blue Hat', price: 100, displayOrder: 2, slItemId: 'Blue Hat (boxed)' });
    const promoted = await t.post('/api/promotions', { name: 'Spring', kind: 'sale', percentOff: '10' }, { token: merchant.token });
    expect(promoted.status).toBe(201);
    // A delivery box holding the hat is online.
    const created = await t.post('/api/delivery-boxes', { name: 'Main Box' }, { token: merchant.token });
    const boxObject = support.inWorldObject(apiKey, 'Main Box');
    const box = new BoxRegion({ platform: t.baseUrl, apiKey, boxKey: created.body.boxKey, items: ['Blue Hat (boxed)'] });
    await exchange(box, boxObject);
    box.advance(6);
    await exchange(box, boxObject);

    const object = support.inWorldObject(apiKey);
    const region = new Region({ platform: t.baseUrl, apiKey, vendorKey: vendor.lslKey, itemName: '', prims: PRIMS });
    region.grant();
    await exchange(region, object);
    expect(hoverText(region)).toBe('Red Dress\nL$225 (was L$250)');
    expect(region.calls('llSetLinkPrimitiveParamsFast')).toContainEqual([DISPLAY, [PRIM_TEXTURE, 0, DRESS_PICTURE, [1, 1, 0], [0, 0, 0], 0]]);

    region.touch(ANN, NEXT);
    expect(payDialog(region)).toEqual([PAY_HIDE, [90, PAY_HIDE, PAY_HIDE, PAY_HIDE]]);
    region.pay(ANN, 90);
    await exchange(region, object);
    const [sale] = await t.dataSource.query(`SELECT id, "productId", amount, delivery FROM transactions WHERE "vendorId" = $1`, [vendor.id]);
    // Paid the price due: recorded at L$90, the sale not taken off again, nothing given back.
    expect(sale).toMatchObject({ productId: hat.id, amount: 90, delivery: 'box' });
    expect(region.calls('llTransferLindenDollars')).toEqual([]);
    expect(region.calls('llGiveInventory')).toEqual([]);
    expect(await t.dataSource.query(`SELECT kind FROM redeliveries WHERE "transactionId" = $1`, [sale.id])).toEqual([{ kind: 'sale' }]);
    // The box's next look gives the hat to the buyer, and the sale's delivery is complete.
    box.advance(60);
    await exchange(box, boxObject);
    expect(box.gave).toEqual([[ANN, 'Blue Hat (boxed)']]);
    expect(await t.dataSource.query(`SELECT kind, status FROM redeliveries WHERE "transactionId" = $1`, [sale.id])).toEqual([
      { kind: 'sale', status: 'completed' },
    ]);

    // The platform pings the vendor's URL with the new version; the vendor reads it.
    const changed = await t.patch(`/api/products/${hat.id}`, { price: 120 }, { token: merchant.token });
    expect(changed.status).toBe(200);
    const catalogue = await support.scripts(t, object).get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`);
    region.ping({ catalogue: catalogue.body.version });
    await exchange(region, object);
    expect(hoverText(region)).toBe('Blue Hat\nL$108 (was L$120)');
    region.pay(BOB, 108);
    await exchange(region, object);
    expect(
      (await t.dataSource.query(`SELECT amount FROM transactions WHERE "vendorId" = $1 AND "buyerId" = $2`, [vendor.id, BOB])).map(
        (row: { amount: number }) => row.amount,
      ),
    ).toEqual([108]);
  });
});
