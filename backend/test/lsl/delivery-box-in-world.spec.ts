import { randomUUID } from 'node:crypto';

import type * as InWorldSupport from '../in-world/in-world-support';
import { BoxRegion, type BoxRequest } from './box-region';
import { scriptPlatform } from './script-platform';

const PLATFORM = 'https://vendors.test';
const BOX_KEY = '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a';
const ANN = '22222222-2222-4222-8222-222222222222';
const BOB = '33333333-3333-4333-8333-333333333333';

/** The one waiting request whose address contains `path`. */
function requestTo(region: BoxRegion, path: string): BoxRequest {
  const found = region.requests.filter((request) => request.url.includes(path));
  if (found.length !== 1) throw new Error(`Expected one request to ${path}, found ${JSON.stringify(region.requests.map((request) => request.url))}`);
  return found[0];
}

/** Answers every heartbeat and report 200 until only a poll (or nothing) is left. */
function confirmAll(region: BoxRegion): string[] {
  const sent: string[] = [];
  for (let round = 0; round < 20; round++) {
    const next = region.requests.find((request) => !request.url.includes('/pending'));
    if (!next) break;
    sent.push(`${next.method} ${next.url.slice(PLATFORM.length)} ${next.body}`);
    region.answer(next, 200, next.url.includes('heartbeat') ? '{"ok":true,"heartbeat_seconds":300}' : '{}');
  }
  return sent;
}

/** delivery-box.lsl 2.2.0 in a simulated region: update deliveries beside redelivery requests. */
describe('delivery-box.lsl and update deliveries, in a simulated region', () => {
  it('gives a redelivery and an update delivery that share an id, and reports each to its own route', () => {
    const region = new BoxRegion({ platform: PLATFORM, apiKey: 'slv_test', boxKey: BOX_KEY, items: ['Gown', 'Gown v2'] });
    expect(region.machine.global('SCRIPT_VERSION')).toEqual({ type: 'string', value: '2.2.0' });
    confirmAll(region);
    const poll = requestTo(region, `/api/lsl/redeliveries/pending?box_id=${BOX_KEY}`);
    region.answer(
      poll,
      200,
      JSON.stringify({
        requests: [
          { id: 7, buyer: ANN, item: 'Gown' },
          { id: 7, buyer: BOB, item: 'Gown v2', kind: 'update' },
        ],
      }),
    );
    expect(region.gave).toEqual([
      [ANN, 'Gown'],
      [BOB, 'Gown v2'],
    ]);
    // Both reports wait in linkset data under names that cannot clash, until the platform confirms them.
    expect([...region.linkset.keys()].filter((name) => name.startsWith('report:')).sort()).toEqual(['report:7', 'report:u7']);
    expect(confirmAll(region)).toEqual([
      `POST /api/lsl/redeliveries/7/delivered {"box_id":"${BOX_KEY}"}`,
      `POST /api/lsl/update-deliveries/7/delivered {"box_id":"${BOX_KEY}"}`,
    ]);
    expect(region.linkset.get('box:given')).toBe('7, u7');
  });

  it('reports an update delivery listed again as delivered instead of giving it twice', () => {
    const region = new BoxRegion({ platform: PLATFORM, apiKey: 'slv_test', boxKey: BOX_KEY, items: ['Gown v2'] });
    confirmAll(region);
    const page = JSON.stringify({ requests: [{ id: 12, buyer: ANN, item: 'Gown v2', kind: 'update' }] });
    region.answer(requestTo(region, '/pending'), 200, page);
    confirmAll(region);
    // The report was lost on the way, so the platform lists it again at the next poll.
    region.advance(61);
    confirmAll(region);
    region.answer(requestTo(region, '/pending'), 200, page);
    expect(region.gave).toEqual([[ANN, 'Gown v2']]);
    expect(confirmAll(region)).toEqual([`POST /api/lsl/update-deliveries/12/delivered {"box_id":"${BOX_KEY}"}`]);
    // A reset forgets nothing: the box still remembers it gave it.
    region.boot();
    confirmAll(region);
    region.answer(requestTo(region, '/pending'), 200, page);
    expect(region.gave).toEqual([[ANN, 'Gown v2']]);
  });

  it('reports an update delivery it cannot give as failed, on the update route, with the reason', () => {
    const region = new BoxRegion({ platform: PLATFORM, apiKey: 'slv_test', boxKey: BOX_KEY, items: ['Gown'] });
    confirmAll(region);
    region.answer(requestTo(region, '/pending'), 200, JSON.stringify({ requests: [{ id: 3, buyer: ANN, item: 'Gown v2', kind: 'update' }] }));
    expect(region.gave).toEqual([]);
    expect(confirmAll(region)).toEqual([
      `POST /api/lsl/update-deliveries/3/failed {"box_id":"${BOX_KEY}","reason":"The item Gown v2 is not in the delivery box."}`,
    ]);
  });
});

/*
 * The same script against the real platform: every request the simulated box makes goes to the API over HTTP with the
 * headers Second Life adds, and the answer goes back to the script.
 */
describe('delivery-box.lsl against the platform', () => {
  const platform = scriptPlatform({ UPDATE_BROADCAST_SWEEP_SECONDS: '0' });
  /** Carries the box's requests to the platform and the answers back until none is left but its next poll. */
  const exchange = (region: BoxRegion, object: InWorldSupport.SimulatedObject) => platform.exchange(region, object, 50);

  it('gives every past buyer the new version once and the update completes', async () => {
    const { t, make, support } = platform;
    const merchant = await t.makeUser();
    const apiKey = await support.createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { name: 'Gown', slItemId: 'Gown' });
    const buyers = [randomUUID(), randomUUID(), randomUUID()];
    for (const buyer of buyers) await make.transaction(vendor.id, { productId: product.id, buyerId: buyer, createdAt: new Date(Date.now() - 86_400_000) });
    const created = await t.post('/api/delivery-boxes', { name: 'Main Box' }, { token: merchant.token });
    const published = await t.post(`/api/products/${product.id}/versions`, { version: '2.0', itemName: 'Gown v2', broadcast: true }, { token: merchant.token });
    expect(published.body.broadcast.counts).toMatchObject({ recipients: 3, waiting: 3 });

    const object = support.inWorldObject(apiKey, 'Main Box');
    const region = new BoxRegion({ platform: t.baseUrl, apiKey, boxKey: created.body.boxKey, items: ['Gown', 'Gown v2'] });
    // Heartbeat and a first look, then its contents a few seconds later, then its next look a minute on.
    await exchange(region, object);
    region.advance(6);
    await exchange(region, object);
    region.advance(60);
    await exchange(region, object);

    expect(region.gave.map(([avatar, item]) => `${avatar} ${item}`).sort()).toEqual(buyers.map((buyer) => `${buyer} Gown v2`).sort());
    const shown = await t.get(`/api/update-broadcasts/${published.body.broadcast.id}`, { token: merchant.token });
    expect(shown.body).toMatchObject({ status: 'completed', counts: { sent: 3, waiting: 0, handed: 0, failed: 0 } });
    expect([...region.linkset.keys()].filter((name) => name.startsWith('report:'))).toEqual([]);

    // Its next look finds nothing more to give.
    region.advance(60);
    await exchange(region, object);
    expect(region.gave).toHaveLength(3);
  });
});
