import { createApiKey, inWorldObject, type SimulatedObject, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';
import { int, key, str, type Value } from './lsl-machine';
import { ANN, BOB, CLEO, Region, VENDOR_SCRIPTS } from './lsl-region';

/*
 * The two scripts of a vendor object with partners, run as Second Life would run them against the real platform:
 * vendor.lsl in the simulated region (lsl-region.ts), payouts.lsl beside it in the same object, sharing its linkset
 * data, clock and HTTP, with its own permissions and timer. vendor.lsl hands the payouts of an answer to payouts.lsl
 * by llMessageLinked; payouts.lsl pays them with llTransferLindenDollars and reports each outcome. Every request goes
 * to the API over HTTP with the headers Second Life adds, and every answer goes back to the script that asked.
 */

/** A vendor object holding the vendor's scripts and payouts.lsl in one prim, all talking to the platform under test. */
class VendorWithPayouts {
  readonly region: Region;

  constructor(
    private readonly t: TestApp,
    private readonly object: SimulatedObject,
    setup: { apiKey: string; vendorKey: string; productId: number; price: number },
  ) {
    this.region = new Region({ platform: t.baseUrl, scripts: [...VENDOR_SCRIPTS, 'payouts.lsl'], ...setup });
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

  /** Carries the scripts' requests to the platform and the answers back, until none is left. */
  async exchange(): Promise<void> {
    for (let round = 0; round < 20 && this.region.requests.length > 0; round++) {
      for (const request of [...this.region.requests]) {
        const response = await this.t.request(request.method, request.url.slice(this.t.baseUrl.length), {
          rawBody: request.method === 'GET' ? undefined : request.body,
          headers: simulatorHeaders(this.object),
        });
        this.region.answer(request, response.status, response.text);
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
  async function shop() {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const dress = await make.product(vendor.id, { price: 250, name: 'Red Dress' });
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
    const linked = new VendorWithPayouts(t, object, { apiKey, vendorKey: vendor.lslKey, productId: dress.id, price: 250 });
    linked.region.grant();
    await linked.exchange();
    linked.region.log = [];
    return { merchant, vendor, linked };
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
});
