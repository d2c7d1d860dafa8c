import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { createApiKey, inWorldObject, type SimulatedObject, simulatorHeaders } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';
import { asString, type Builtin, int, key, LslMachine, ResetSignal, str, type Value } from './lsl-machine';
import { parseScript } from './lsl-parser';
import { ANN, BOB, CLEO, Region } from './lsl-region';

/*
 * The two scripts of a vendor object with partners, run as Second Life would run them against the real platform:
 * vendor.lsl in the simulated region (lsl-region.ts), payouts.lsl beside it in the same object, sharing its linkset
 * data, clock and HTTP, with its own permissions and timer. vendor.lsl hands the payouts of an answer to payouts.lsl
 * by llMessageLinked; payouts.lsl pays them with llTransferLindenDollars and reports each outcome. Every request goes
 * to the API over HTTP with the headers Second Life adds, and every answer goes back to the script that asked.
 */

const LSL_FOLDER = resolve(__dirname, '../../../lsl');
const PERMISSION_DEBIT = 2;

/** The machine's own tables, read from the region's vendor machine (lsl-region.ts keeps them to itself). */
type MachineInternals = { builtins: Record<string, Builtin>; constants: Map<string, Value>; parameterTypes: Map<string, unknown> };
const internals = (machine: LslMachine): MachineInternals => machine as unknown as MachineInternals;

/** A vendor object holding vendor.lsl and payouts.lsl, both talking to the platform under test. */
class VendorWithPayouts {
  readonly region: Region;
  payouts!: LslMachine;
  payoutsPermissions = 0;
  payoutsTimerAt: number | undefined;
  /** The HTTP requests payouts.lsl made (the region's list holds both scripts'). */
  private readonly payoutRequests = new Set<string>();

  constructor(
    private readonly t: TestApp,
    private readonly object: SimulatedObject,
    setup: { apiKey: string; vendorKey: string; productId: number; price: number },
  ) {
    this.region = new Region({ platform: t.baseUrl, ...setup });
    this.linkVendorScript();
    this.bootPayouts(setup);
  }

  /** vendor.lsl's link messages reach payouts.lsl, as they would in the same prim. */
  private linkVendorScript(): void {
    internals(this.region.machine).builtins.llMessageLinked = (args) => {
      this.region.log.push({ fn: 'llMessageLinked', args: args.map((arg) => arg.value) });
      this.payoutsEvent('link_message', int(1), args[1], args[2], key(asString(args[3])));
    };
  }

  private source: string | undefined;
  private setup!: { apiKey: string; vendorKey: string };

  /** Starts (or resets) payouts.lsl: a reset keeps linkset data, and forgets permissions, timer and requests in flight. */
  bootPayouts(setup: { apiKey: string; vendorKey: string } = this.setup): void {
    this.setup = setup;
    this.source ??= readFileSync(resolve(LSL_FOLDER, 'payouts.lsl'), 'utf8')
      .replace('string API_BASE_URL = "https://vendors.example.com";', `string API_BASE_URL = "${this.t.baseUrl}";`)
      .replace('string API_KEY = "YOUR_API_KEY";', `string API_KEY = "${setup.apiKey}";`)
      .replace('string VENDOR_KEY = "YOUR_VENDOR_KEY";', `string VENDOR_KEY = "${setup.vendorKey}";`);
    const vendorMachine = internals(this.region.machine);
    // The region's own world (clock, linkset data, HTTP, transfers, messages), with what is this script's own apart.
    const world = (this.region as unknown as { builtins(): Record<string, Builtin> }).builtins();
    const builtins: Record<string, Builtin> = {
      ...world,
      llGetScriptName: () => str('payouts'),
      llGetPermissions: () => int(this.payoutsPermissions),
      llRequestPermissions: (args) => void this.region.log.push({ fn: 'llRequestPermissions', args: ['payouts', ...args.map((arg) => arg.value)] }),
      llSetTimerEvent: ([seconds]) => {
        this.payoutsTimerAt = (seconds.value as number) > 0 ? this.region.now + (seconds.value as number) : undefined;
      },
      llHTTPRequest: (args) => {
        const id = world.llHTTPRequest(args) as Value;
        this.payoutRequests.add(asString(id));
        return id;
      },
      llJson2List: ([text]) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(asString(text));
        } catch {
          return { type: 'list', value: [str(asString(text))] };
        }
        const items = Array.isArray(parsed) ? parsed : [parsed];
        return { type: 'list', value: items.map((item) => str(typeof item === 'object' ? JSON.stringify(item) : String(item))) };
      },
    };
    this.payoutsPermissions = 0;
    this.payoutsTimerAt = undefined;
    for (const request of this.region.requests) if (this.payoutRequests.has(request.id)) this.region.requests.splice(this.region.requests.indexOf(request), 1);
    this.payouts = new LslMachine(parseScript(this.source), vendorMachine.constants, builtins, vendorMachine.parameterTypes as never);
    this.payoutsEvent('state_entry');
  }

  payoutsEvent(name: string, ...args: Value[]): void {
    try {
      this.payouts.dispatch(name, args);
    } catch (signal) {
      if (signal instanceof ResetSignal) this.bootPayouts();
      else throw signal;
    }
  }

  /** The owner grants payouts.lsl permission to pay L$. */
  grantPayouts(): void {
    this.payoutsPermissions = PERMISSION_DEBIT;
    this.payoutsEvent('run_time_permissions', int(PERMISSION_DEBIT));
  }

  /** Transfers payouts.lsl asked for: avatar, amount and the transaction key returned. */
  transfers(): Array<[string, number, string]> {
    return this.region.calls('llTransferLindenDollars') as Array<[string, number, string]>;
  }

  /** Second Life tells payouts.lsl how a transfer went. */
  transferResult(transfer: string, success: boolean, data = ''): void {
    this.payoutsEvent('transaction_result', key(transfer), int(success ? 1 : 0), str(data));
  }

  /** Lets time pass for both scripts, firing their timers when due. */
  advance(seconds: number): void {
    const until = this.region.now + seconds;
    this.region.advance(seconds);
    while (this.payoutsTimerAt !== undefined && this.payoutsTimerAt <= until) {
      this.region.now = Math.max(this.region.now, Math.ceil(this.payoutsTimerAt));
      this.payoutsTimerAt = undefined;
      this.payoutsEvent('timer');
    }
    this.region.now = until;
  }

  /** Carries both scripts' requests to the platform and the answers back to the script that asked, until none is left. */
  async exchange(): Promise<void> {
    for (let round = 0; round < 20 && this.region.requests.length > 0; round++) {
      for (const request of [...this.region.requests]) {
        const response = await this.t.request(request.method, request.url.slice(this.t.baseUrl.length), {
          rawBody: request.method === 'GET' ? undefined : request.body,
          headers: simulatorHeaders(this.object),
        });
        if (this.payoutRequests.delete(request.id)) {
          this.region.requests.splice(this.region.requests.indexOf(request), 1);
          this.payoutsEvent('http_response', key(request.id), int(response.status), { type: 'list', value: [] }, str(response.text));
        } else {
          this.region.answer(request, response.status, response.text);
        }
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
    linked.grantPayouts();
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
