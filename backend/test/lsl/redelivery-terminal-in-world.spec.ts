import { ANN, BOB, OWNER, PLATFORM, Region } from './lsl-region';
import { scriptPlatform } from './script-platform';

/*
 * redelivery-terminal.lsl run as Second Life would run it, in a simulated region (lsl-region.ts): a buyer touches the
 * terminal, picks from the dialog, and the terminal's requests and answers are checked.
 */

const TERMINAL_KEY = '99999999-9999-4999-8999-999999999999';
const TOKEN_PATH = /^\/redeliver\/([A-Za-z0-9_-]{43})$/;

const terminal = (platform = PLATFORM, apiKey = 'slv_test') =>
  new Region({ script: 'redelivery-terminal.lsl', objectName: 'Redelivery Terminal', platform, apiKey });

/** The buttons of the last dialog shown to the avatar. */
function lastDialog(region: Region, avatar: string): string[] {
  const dialogs = region.calls('llDialog').filter(([to]) => to === avatar);
  if (dialogs.length === 0) throw new Error(`No dialog was shown to ${avatar}`);
  return dialogs[dialogs.length - 1][2] as string[];
}

describe('redelivery-terminal.lsl in a simulated region: the Web link', () => {
  /** A terminal whose heartbeat was answered, with Ann's purchases listed in her dialog. */
  function menuShownToAnn(): Region {
    const region = terminal();
    region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300 });
    region.touch(ANN);
    region.answer(region.request('/api/lsl/purchases?buyer='), 200, {
      purchases: [{ transaction_id: 12, item: 'Red Dress', amount: 250, date: '2026-11-18' }],
    });
    region.log = [];
    return region;
  }

  it('asks for a link for the buyer and this terminal, and opens it for the buyer only', () => {
    const region = menuShownToAnn();
    region.say(ANN, 'Web link');
    const asked = region.request('/api/lsl/redelivery-links');
    expect(asked.method).toBe('POST');
    expect(JSON.parse(asked.body)).toEqual({ avatar: ANN, object_key: TERMINAL_KEY });
    const url = `${PLATFORM}/redeliver/${'a'.repeat(43)}`;
    region.answer(asked, 201, { url, expires_at: '2026-11-20T18:30:00.000Z' });
    expect(region.calls('llLoadURL')).toEqual([[ANN, 'Your purchases from this store', url]]);
    // The session is over: the terminal listens to no one and the next buyer can touch it.
    expect(region.listening.size).toBe(0);
    region.touch(BOB);
    expect(region.pending('/api/lsl/purchases')).toHaveLength(1);
  });

  it('tells the buyer and the owner when the platform refuses the link, and opens nothing', () => {
    const region = menuShownToAnn();
    region.say(ANN, 'Web link');
    region.answer(region.request('/api/lsl/redelivery-links'), 401, { statusCode: 401, message: 'A valid API key is required.' });
    expect(region.calls('llLoadURL')).toEqual([]);
    expect(region.heard(ANN)).toEqual(['Error processing redelivery: A valid API key is required.']);
    expect(region.calls('llInstantMessage').map(([to]) => to)).toEqual([OWNER]);
  });
});

/*
 * The same script against the real platform: every request the simulated terminal makes goes to the API over HTTP with
 * the headers Second Life adds, and the platform's answer goes back to the script.
 */
describe('redelivery-terminal.lsl against the platform', () => {
  const platform = scriptPlatform();

  it("opens for the buyer who picked Web link a page of that buyer's purchases, from which one can be redelivered", async () => {
    const { t, make, support, exchange } = platform;
    const merchant = await t.makeUser();
    const apiKey = await support.createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const dress = await make.product(vendor.id, { name: 'Red Dress', slItemId: 'Red Dress' });
    const jacket = await make.product(vendor.id, { name: 'Blue Jacket', slItemId: 'Blue Jacket' });
    const annSale = await make.transaction(vendor.id, { buyerId: ANN, productId: dress.id, amount: 250 });
    await make.transaction(vendor.id, { buyerId: BOB, productId: jacket.id, amount: 450 });
    const object = support.inWorldObject(apiKey, 'Redelivery Terminal');
    const region = terminal(t.baseUrl, apiKey);
    await exchange(region, object);

    region.touch(ANN);
    await exchange(region, object);
    expect(lastDialog(region, ANN)).toEqual(['1. Red Dress', 'Web link', 'Cancel']);
    region.say(ANN, 'Web link');
    await exchange(region, object);

    const loads = region.calls('llLoadURL');
    expect(loads).toHaveLength(1);
    const [[avatar, message, url]] = loads as [string, string, string][];
    expect([avatar, message]).toEqual([ANN, 'Your purchases from this store']);
    const { origin, pathname } = new URL(url);
    expect(origin).toBe(t.baseUrl);
    const token = TOKEN_PATH.exec(pathname)?.[1];
    expect(token).toBeDefined();

    const page = await t.request('GET', `/api/buyer-redeliveries/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.purchases).toEqual([{ transactionId: annSale.id, productName: 'Red Dress', amount: 250, date: expect.any(String), redelivery: null }]);
    const filed = await t.request('POST', `/api/buyer-redeliveries/${token}/${annSale.id}`);
    expect(filed.status).toBe(201);
    expect((await t.request('GET', `/api/buyer-redeliveries/${token}`)).body.purchases[0].redelivery).toBe('pending');
    // The link names the terminal touched, as the script sent it.
    const [link] = await t.dataSource.query(`SELECT "avatarKey", "objectKey" FROM buyer_redelivery_links WHERE "ownerId" = $1`, [merchant.id]);
    expect(link).toEqual({ avatarKey: ANN, objectKey: TERMINAL_KEY });
  });
});
