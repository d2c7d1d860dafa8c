import { randomUUID } from 'node:crypto';

import { createApiKey, inWorldObject, scripts, type SimulatedObject, simulatorHeaders, takeOffline } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';
import { int, key, str, type Value } from './lsl-machine';
import { ANN, BOB, CLEO, Region, VENDOR_SCRIPTS } from './lsl-region';

/*
 * The scripts of a vendor object with partners, run as Second Life would run them against the real platform: the
 * vendor set in the simulated region (lsl-region.ts), payouts.lsl beside it in the same object, sharing its linkset
 * data, clock and HTTP, with its own permissions and timer. The vendor tells payouts.lsl by llMessageLinked that
 * payouts are due; payouts.lsl asks the platform for them as orders signed with its object's secret, pays the ones it
 * finds signed, fresh, new and within its caps with llTransferLindenDollars, and reports each outcome. Every request
 * goes to the API over HTTP with the headers Second Life adds, and every answer goes back to the script that asked.
 */

/** A vendor object holding the vendor's scripts and payouts.lsl in one prim, all talking to the platform under test. */
class VendorWithPayouts {
  readonly region: Region;

  constructor(
    private readonly t: TestApp,
    private readonly object: SimulatedObject,
    setup: { apiKey: string; vendorKey: string; productId: number; price: number; maxPayout?: number; dailyCap?: number; boxKey?: string },
  ) {
    // The region's clock and the platform's agree, as Second Life's and a server's do: orders expire by it. In a
    // delivery box, payouts.lsl sits beside the box's script, which never talks to it.
    const inObject = setup.boxKey ? ['payouts.lsl'] : [...VENDOR_SCRIPTS, 'payouts.lsl'];
    this.region = new Region({ platform: t.baseUrl, scripts: inObject, now: Math.floor(Date.now() / 1000), ...setup });
  }

  /** Resets payouts.lsl: linkset data stays; permissions, timer and requests in flight are gone. */
  bootPayouts(): void {
    this.region.boot('payouts');
  }

  payoutsEvent(name: string, ...args: Value[]): void {
    this.region.deliver([this.region.script('payouts')], name, args);
  }

  /** The owner grants payouts.lsl permission to pay L$. */
  grantPayouts(): void {
    this.region.grant();
  }

  /** Transfers payouts.lsl asked for: avatar, amount and the transaction key returned. */
  transfers(): Array<[string, number, string]> {
    return this.region.log.filter((call) => call.fn === 'llTransferLindenDollars' && call.script === 'payouts').map((call) => call.args) as Array<
      [string, number, string]
    >;
  }

  /** Second Life tells payouts.lsl how a transfer went. */
  transferResult(transfer: string, success: boolean, data = ''): void {
    this.payoutsEvent('transaction_result', key(transfer), int(success ? 1 : 0), str(data));
  }

  advance(seconds: number): void {
    this.region.advance(seconds);
  }

  /** Carries the scripts' requests to the platform and the answers back, until none is left; `forge` may answer one instead. */
  async exchange(
    forge?: (request: { method: string; url: string }, real: () => Promise<{ status: number; text: string }>) => Promise<[number, string] | null>,
  ): Promise<void> {
    for (let round = 0; round < 20 && this.region.requests.length > 0; round++) {
      for (const request of [...this.region.requests]) {
        const real = async () => {
          const response = await this.t.request(request.method, request.url.slice(this.t.baseUrl.length), {
            rawBody: request.method === 'GET' ? undefined : request.body,
            headers: simulatorHeaders(this.object),
          });
          return { status: response.status, text: response.text };
        };
        const forged = forge ? await forge(request, real) : null;
        const { status, text } = forged ? { status: forged[0], text: forged[1] } : await real();
        this.region.answer(request, status, text);
      }
    }
  }
}

describe('a vendor object with partners: vendor.lsl and payouts.lsl against the platform', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t?.close());

  /** A merchant with a vendor selling a L$250 dress, Ann at 10 % and Bob at 20 %, and the vendor object set up and selling. */
  async function shop(options: { price?: number; maxPayout?: number; dailyCap?: number } = {}) {
    const price = options.price ?? 250;
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const dress = await make.product(vendor.id, { price, name: 'Red Dress' });
    const splits = await t.put(
      `/api/vendors/${vendor.id}/splits`,
      {
        splits: [
          { avatarKey: ANN, avatarName: 'Ann Resident', percent: '10' },
          { avatarKey: BOB, avatarName: 'Bob Builder', percent: '20' },
        ],
      },
      { token: merchant.token },
    );
    expect(splits.status).toBe(200);
    const object = inWorldObject(apiKey);
    const linked = new VendorWithPayouts(t, object, {
      apiKey,
      vendorKey: vendor.lslKey,
      productId: dress.id,
      price,
      maxPayout: options.maxPayout,
      dailyCap: options.dailyCap,
    });
    linked.region.grant();
    await linked.exchange();
    linked.region.log = [];
    return { merchant, vendor, object, linked };
  }

  const payoutsOf = (vendorId: number) =>
    t.dataSource.query(`SELECT id::int, "avatarKey", amount, status, "transactionKey", reason, attempts FROM payouts WHERE "vendorId" = $1 ORDER BY id`, [
      vendorId,
    ]);

  it('pays both partners of a sale once and reports each payment', async () => {
    const { vendor, linked } = await shop();
    linked.region.pay(CLEO, 250);
    await linked.exchange();
    expect(linked.region.calls('llGiveInventory')).toEqual([[CLEO, 'Red Dress']]);
    // 10 % and 20 % of L$250.
    const transfers = linked.transfers();
    expect(transfers.map(([to, amount]) => [to, amount])).toEqual([
      [ANN, 25],
      [BOB, 50],
    ]);
    // Each payout is kept before its L$ move.
    const writes = linked.region.log.filter((call) => call.fn === 'llLinksetDataWrite' || call.fn === 'llTransferLindenDollars').map((call) => call.fn);
    expect(writes.indexOf('llLinksetDataWrite')).toBeLessThan(writes.indexOf('llTransferLindenDollars'));
    expect((await payoutsOf(vendor.id)).map((row: { status: string }) => row.status)).toEqual(['due', 'due']);

    for (const [, , transfer] of transfers) linked.transferResult(transfer, true);
    await linked.exchange();
    linked.advance(10);
    await linked.exchange();
    const rows = await payoutsOf(vendor.id);
    expect(rows).toEqual([
      expect.objectContaining({ avatarKey: ANN, amount: 25, status: 'paid', transactionKey: transfers[0][2], reason: null, attempts: 1 }),
      expect.objectContaining({ avatarKey: BOB, amount: 50, status: 'paid', transactionKey: transfers[1][2], reason: null, attempts: 1 }),
    ]);

    // The same payouts named again (an answer sent before the reports arrived) are not paid again.
    linked.payoutsEvent(
      'link_message',
      int(1),
      int(0),
      str(
        JSON.stringify(
          rows.map((row: { id: number; avatarKey: string; amount: number }) => ({ payout_id: row.id, avatar_key: row.avatarKey, amount: row.amount })),
        ),
      ),
      key('payouts'),
    );
    expect(linked.transfers()).toHaveLength(2);
    // Nor after a reset of the payouts script.
    linked.bootPayouts();
    linked.grantPayouts();
    linked.payoutsEvent('link_message', int(1), int(0), str(JSON.stringify([{ payout_id: rows[0].id, avatar_key: ANN, amount: 25 }])), key('payouts'));
    await linked.exchange();
    expect(linked.transfers()).toHaveLength(2);
  });

  it('reports a failed payment; once the merchant retries it, the vendor learns of it with its heartbeat and pays it', async () => {
    const { merchant, vendor, linked } = await shop();
    linked.region.pay(CLEO, 250);
    await linked.exchange();
    const [[, , toAnn], [, , toBob]] = linked.transfers();
    linked.transferResult(toAnn, false, 'LINDENDOLLAR_INSUFFICIENTFUNDS');
    linked.transferResult(toBob, true);
    for (let step = 0; step < 3; step++) {
      await linked.exchange();
      linked.advance(10);
    }
    const [ann] = await payoutsOf(vendor.id);
    expect(ann).toMatchObject({ status: 'failed', reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS', attempts: 1 });
    expect(linked.region.calls('llInstantMessage').map(([, message]) => message)).toEqual([
      expect.stringContaining(`a payout of L$25 to secondlife:///app/agent/${ANN}/about failed (LINDENDOLLAR_INSUFFICIENTFUNDS)`),
    ]);

    expect((await t.post(`/api/payouts/${ann.id}/retry`, undefined, { token: merchant.token })).status).toBe(200);
    // The next heartbeat (every 5 minutes) names it; vendor.lsl hands it over and payouts.lsl pays Ann again.
    linked.advance(301);
    await linked.exchange();
    const again = linked.transfers();
    expect(again.map(([to, amount]) => [to, amount])).toEqual([
      [ANN, 25],
      [BOB, 50],
      [ANN, 25],
    ]);
    linked.transferResult(again[2][2], true);
    await linked.exchange();
    linked.advance(10);
    await linked.exchange();
    expect((await payoutsOf(vendor.id))[0]).toMatchObject({ status: 'paid', transactionKey: again[2][2], reason: null, attempts: 2 });
    // Paid: the heartbeats that follow name nothing more to pay.
    linked.advance(301);
    await linked.exchange();
    expect(linked.transfers()).toHaveLength(3);
  });

  it('after a reset mid-transfer, reports the payment as unconfirmed and never pays it again by itself', async () => {
    const { vendor, linked } = await shop();
    linked.region.pay(CLEO, 250);
    await linked.exchange();
    expect(linked.transfers()).toHaveLength(2);
    // The script resets before Second Life says how the transfers went.
    linked.bootPayouts();
    linked.grantPayouts();
    for (let step = 0; step < 3; step++) {
      await linked.exchange();
      linked.advance(10);
    }
    const rows = await payoutsOf(vendor.id);
    expect(rows.map((row: { status: string; reason: string }) => [row.status, row.reason])).toEqual([
      ['failed', 'Restarted before Second Life confirmed the transfer: check your transaction history before a retry.'],
      ['failed', 'Restarted before Second Life confirmed the transfer: check your transaction history before a retry.'],
    ]);
    linked.advance(301);
    await linked.exchange();
    expect(linked.transfers()).toHaveLength(2);
  });
  const ordersCall = (request: { method: string; url: string }) => request.method === 'GET' && request.url.includes('/api/lsl/payouts/orders');
  const ownerMessages = (linked: VendorWithPayouts) => linked.region.calls('llInstantMessage').map(([, message]) => message as string);

  it('tells the platform whether it may pay L$: without the permission the Billing page names the vendor, until the owner grants it', async () => {
    const { merchant, vendor, linked } = await shop();
    const cannotPay = async () => (await t.get('/api/billing/balance', { token: merchant.token })).body.vendorsThatCannotPay;
    const asked = () => linked.region.log.filter((call) => call.fn === 'llHTTPRequest' && String(call.args[0]).includes('/api/lsl/payouts/orders'));
    expect(await cannotPay()).toEqual([]);
    // Reset, payouts.lsl has lost its permission: it says so when it asks for its orders, and pays nothing.
    linked.bootPayouts();
    await linked.exchange();
    expect(String(asked().at(-1)?.args[0])).toMatch(/&debit=0$/);
    expect(await cannotPay()).toEqual([{ vendorId: vendor.id, vendorName: vendor.name, reason: 'no_permission' }]);
    linked.region.pay(CLEO, 250);
    await linked.exchange();
    expect(linked.transfers()).toEqual([]);
    // The owner grants it: the script asks again at once, and pays the sale's partners.
    linked.grantPayouts();
    await linked.exchange();
    expect(String(asked().at(-1)?.args[0])).toMatch(/&debit=1$/);
    expect(await cannotPay()).toEqual([]);
    expect(linked.transfers().map(([to, amount]) => [to, amount])).toEqual([
      [ANN, 25],
      [BOB, 50],
    ]);
  });

  it('refuses an order whose signature does not match, an expired one and a replayed one; pays each signed one once', async () => {
    const { vendor, linked } = await shop();
    let captured = '';
    linked.region.pay(CLEO, 250);
    // The platform's answer reaches the script with Ann's amount changed on the way: her order no longer matches its signature.
    await linked.exchange(async (request, real) => {
      if (!ordersCall(request)) return null;
      const answer = await real();
      captured = answer.text;
      const body = JSON.parse(answer.text);
      body.orders[0].amount = 2500;
      return [answer.status, JSON.stringify(body)];
    });
    expect(linked.transfers().map(([to, amount]) => [to, amount])).toEqual([[BOB, 50]]);
    expect(ownerMessages(linked)).toEqual([expect.stringContaining("refused a payout order that does not carry the platform's signature for this object")]);
    // Asked again, the platform's true order for Ann is paid.
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    await linked.exchange();
    expect(linked.transfers().map(([to, amount]) => [to, amount])).toEqual([
      [BOB, 50],
      [ANN, 25],
    ]);
    for (const [, , transfer] of linked.transfers()) linked.transferResult(transfer, true);
    await linked.exchange();
    expect((await payoutsOf(vendor.id)).map((row: { status: string }) => row.status)).toEqual(['paid', 'paid']);

    // The first answer, delivered again (a replay), pays nobody: both payouts are known here.
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    await linked.exchange(async (request) => (ordersCall(request) ? [200, captured] : null));
    expect(linked.transfers()).toHaveLength(2);
    // Nor once they are forgotten here: by then the orders have expired.
    linked.advance(1300);
    await linked.exchange();
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    await linked.exchange(async (request) => (ordersCall(request) ? [200, captured] : null));
    expect(linked.transfers()).toHaveLength(2);
  });

  it('pays nothing an answer names except the signed orders it asked for: not a heartbeat answer, not a link message', async () => {
    const { vendor, object, linked } = await shop();
    linked.region.pay(CLEO, 250);
    // The sale's payouts wait while no orders come (the platform is unreachable for the payouts script).
    await linked.exchange(async (request) => (ordersCall(request) ? [503, ''] : null));
    expect(linked.transfers()).toEqual([]);
    // True orders, signed for this very object...
    const signed = await t.request('GET', `/api/lsl/payouts/orders?vendor_id=${vendor.lslKey}`, { headers: simulatorHeaders(object) });
    expect(signed.body.orders).toHaveLength(2);
    // ...named in a heartbeat's answer, or handed over in a link message, are not paid.
    linked.advance(301);
    await linked.exchange(async (request, real) => {
      if (request.url.includes('/api/lsl/heartbeat')) {
        const answer = await real();
        return [answer.status, JSON.stringify({ ...JSON.parse(answer.text), payouts: signed.body.orders })];
      }
      return ordersCall(request) ? [200, JSON.stringify({ orders: [], more: false })] : null;
    });
    linked.payoutsEvent('link_message', int(1), int(0), str(JSON.stringify(signed.body.orders)), key('payouts'));
    await linked.exchange(async (request) => (ordersCall(request) ? [200, JSON.stringify({ orders: [], more: false })] : null));
    expect(linked.transfers()).toEqual([]);
    // Asked for and answered by the platform, they are.
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    await linked.exchange();
    expect(linked.transfers().map(([to, amount]) => [to, amount])).toEqual([
      [ANN, 25],
      [BOB, 50],
    ]);
  });

  it("refuses a payout over its cap and reports it failed, saying why; payouts past the day's cap wait for the next day", async () => {
    const { vendor, linked } = await shop({ price: 1000, maxPayout: 150, dailyCap: 400 });
    linked.region.pay(CLEO, 1000);
    for (let step = 0; step < 3; step++) {
      await linked.exchange();
      linked.advance(10);
    }
    // Ann's L$100 is paid; Bob's L$200 is over the L$150 cap: refused, and shown failed with the reason.
    expect(linked.transfers().map(([to, amount]) => [to, amount])).toEqual([[ANN, 100]]);
    const [ann, bob] = await payoutsOf(vendor.id);
    expect(ann.status).toBe('due');
    expect(bob).toMatchObject({
      status: 'failed',
      reason: "Over the payouts script's cap of L$150 a payout: raise MAX_PAYOUT in the payouts script, then retry.",
    });
    linked.transferResult(linked.transfers()[0][2], true);
    await linked.exchange();

    // Four more sales: L$100 each for Ann; the day's cap of L$400 holds L$300 more, so the fourth waits.
    for (let sale = 0; sale < 4; sale++) {
      linked.region.pay(CLEO, 1000);
      await linked.exchange();
    }
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    await linked.exchange();
    expect(linked.transfers().filter(([to]) => to === ANN)).toHaveLength(4);
    expect(ownerMessages(linked)).toContainEqual(
      expect.stringContaining('payouts wait for tomorrow (UTC): L$400 paid today and L$100 more would pass DAILY_CAP (L$400)'),
    );
    // The next day (the day kept in linkset data is over), the payout waiting is paid.
    const [day, spent] = (linked.region.linkset.get('payouts-day') ?? '').split('|').map(Number);
    expect(spent).toBe(400);
    linked.region.linkset.set('payouts-day', `${day - 1}|${spent}`);
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    await linked.exchange();
    expect(linked.transfers().filter(([to]) => to === ANN)).toHaveLength(5);
  });
  it('carries out a refund ordered on the web: one order however often it is asked, paid once, confirmed on the sale', async () => {
    const { merchant, vendor, linked } = await shop();
    linked.region.pay(CLEO, 250);
    await linked.exchange();
    for (const [, , transfer] of linked.transfers()) linked.transferResult(transfer, true);
    await linked.exchange();
    const [{ id: saleId }] = await t.dataSource.query(`SELECT id::int FROM transactions WHERE "vendorId" = $1`, [vendor.id]);
    // Refund pressed twice at once: one refund, one order.
    const refunds = await Promise.all([0, 1].map(() => t.post(`/api/transactions/${saleId}/refund`, undefined, { token: merchant.token })));
    expect(refunds.map((response) => response.status).sort()).toEqual([200, 409]);
    const details = async () => (await t.get(`/api/transactions/${saleId}`, { token: merchant.token })).body.refundOrder;
    expect(await details()).toMatchObject({ amount: 250, status: 'requested', transactionKey: null, reason: null });

    // The vendor's next heartbeat counts it; the payouts script asks for it, checks it and sends Cleo her L$250.
    linked.advance(301);
    await linked.exchange();
    const refund = linked.transfers().slice(2);
    expect(refund.map(([to, amount]) => [to, amount])).toEqual([[CLEO, 250]]);
    expect(await details()).toMatchObject({ status: 'sent' });
    linked.transferResult(refund[0][2], true);
    await linked.exchange();
    expect(await details()).toMatchObject({ status: 'confirmed', transactionKey: refund[0][2], reason: null });
    // Asked again, nothing more is paid.
    linked.payoutsEvent('link_message', int(1), int(0), str(''), key('payouts'));
    linked.advance(301);
    await linked.exchange();
    expect(linked.transfers()).toHaveLength(3);
    expect(await t.dataSource.query(`SELECT count(*)::int AS count FROM refund_orders WHERE "transactionId" = $1`, [saleId])).toEqual([{ count: 1 }]);
  });

  it('shows a refund Second Life refused as failed, with its reason, and tells the owner', async () => {
    const { merchant, vendor, linked } = await shop();
    linked.region.pay(CLEO, 250);
    await linked.exchange();
    const [{ id: saleId }] = await t.dataSource.query(`SELECT id::int FROM transactions WHERE "vendorId" = $1`, [vendor.id]);
    expect((await t.post(`/api/transactions/${saleId}/refund`, undefined, { token: merchant.token })).status).toBe(200);
    linked.advance(301);
    await linked.exchange();
    const refund = linked.transfers().find(([to]) => to === CLEO)!;
    linked.transferResult(refund[2], false, 'LINDENDOLLAR_INSUFFICIENTFUNDS');
    await linked.exchange();
    const details = (await t.get(`/api/transactions/${saleId}`, { token: merchant.token })).body.refundOrder;
    expect(details).toMatchObject({ status: 'failed', reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' });
    expect(ownerMessages(linked)).toContainEqual(expect.stringContaining('a refund of L$250 to secondlife:///app/agent/'));
  });
  it('in a delivery box, sends the refunds none of the vendors is online to send: asked for every 2 minutes, paid once, confirmed on the sale', async () => {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id, { inventory: ['Red Dress'] });
    const dress = await make.product(vendor.id, { price: 250, name: 'Red Dress' });
    const vendorScript = scripts(t, inWorldObject(apiKey, 'Vendor - Red Dress'));
    expect((await vendorScript.heartbeat({ kind: 'vendor', vendor_id: vendor.lslKey })).status).toBe(200);
    const sold = await vendorScript.postSale(
      JSON.stringify({ sale_id: randomUUID(), user_id: CLEO, vendor_id: vendor.lslKey, amount: 250, product_id: dress.id }),
    );
    expect(sold.status).toBe(200);
    const created = await t.post('/api/delivery-boxes', { name: 'Main Store Box' }, { token: merchant.token });
    const box = new VendorWithPayouts(t, inWorldObject(apiKey, 'Main Store Box'), {
      apiKey,
      vendorKey: 'YOUR_VENDOR_KEY',
      boxKey: created.body.boxKey,
      productId: dress.id,
      price: 250,
    });
    box.grantPayouts();
    await box.exchange();
    const saleId = sold.body.transaction_id as number;
    expect((await t.post(`/api/transactions/${saleId}/refund`, undefined, { token: merchant.token })).status).toBe(200);
    const details = async () => (await t.get(`/api/transactions/${saleId}`, { token: merchant.token })).body.refundOrder;

    // The vendor is online: it sends the refund, not the box.
    box.advance(121);
    await box.exchange();
    expect(box.transfers()).toEqual([]);
    expect(await details()).toMatchObject({ status: 'requested' });

    // No vendor online: within 2 minutes the box asks, finds the order signed for it, and sends Cleo her L$250 once.
    await takeOffline(t.dataSource, vendorScript.object);
    box.advance(121);
    await box.exchange();
    const sent = box.transfers();
    expect(sent.map(([to, amount]) => [to, amount])).toEqual([[CLEO, 250]]);
    expect(await details()).toMatchObject({ status: 'sent' });
    box.transferResult(sent[0][2], true);
    await box.exchange();
    expect(await details()).toMatchObject({ status: 'confirmed', transactionKey: sent[0][2], reason: null });
    box.advance(121);
    await box.exchange();
    expect(box.transfers()).toHaveLength(1);
  });

  // Last in this file: the collection avatar is a platform setting, and every vendor above would pay it too.
  it('pays the commission its merchant owes to the collection avatar, one payment at a time, and the balance shows it collected', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const collector = 'a2e76fcd-9360-4f6d-a924-0000000000aa';
    const setCollector = (avatarKey: string | null) =>
      t.put(
        '/api/admin/settings/commission-collection',
        { avatarKey, avatarName: avatarKey ? 'Platform Collector' : null, graceDays: null },
        { token: admin.token },
      );
    expect((await setCollector(collector)).status).toBe(200);
    try {
      const { merchant, linked } = await shop();
      // L$250 at 5 %: L$12.50 of commission, L$12 of it in whole L$, ordered with the partners' payouts after the sale.
      linked.region.pay(CLEO, 250);
      await linked.exchange();
      const toCollector = () => linked.transfers().filter(([to]) => to === collector);
      expect(toCollector().map(([, amount]) => amount)).toEqual([12]);
      // Asked again before Second Life answered: the platform orders it again, and the script waits for the first.
      linked.advance(901);
      await linked.exchange();
      expect(toCollector()).toHaveLength(1);
      linked.transferResult(toCollector()[0][2], true);
      await linked.exchange();
      const balance = (await t.get('/api/billing/balance', { token: merchant.token })).body;
      expect(balance).toMatchObject({ owed: '12.50', collected: 12, outstanding: '0.50', dueNow: 0 });
      // L$0.50 waits for the next sale: nothing more is paid.
      linked.advance(901);
      await linked.exchange();
      expect(toCollector()).toHaveLength(1);
    } finally {
      expect((await setCollector(null)).status).toBe(200);
    }
  });
});
