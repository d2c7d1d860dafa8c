import { BoxRegion } from './box-region';

const PLATFORM = 'https://vendors.test';
const BOX_KEY = '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a';
const ANN = '22222222-2222-4222-8222-222222222222';

/** Answers every heartbeat and contents report 200 until only the poll is left, then returns the poll. */
function poll(region: BoxRegion) {
  for (let round = 0; round < 20; round++) {
    const next = region.requests.find((request) => !request.url.includes('/pending'));
    if (!next) break;
    region.answer(next, 200, next.url.includes('heartbeat') ? '{"ok":true,"heartbeat_seconds":300}' : '{}');
  }
  const found = region.requests.filter((request) => request.url.includes('/api/lsl/redeliveries/pending'));
  if (found.length !== 1) throw new Error(`Expected one poll, found ${JSON.stringify(region.requests.map((request) => request.url))}`);
  return found[0];
}

/** delivery-box.lsl in a simulated region: the owner's in-world notifications arrive with the poll. */
describe('delivery-box.lsl and in-world notifications, in a simulated region', () => {
  it('asks for notices with its poll and sends each to its owner as an instant message, after giving the items', () => {
    const region = new BoxRegion({ platform: PLATFORM, apiKey: 'slv_test', boxKey: BOX_KEY, items: ['Gown'] });
    const request = poll(region);
    expect(request.url).toBe(`${PLATFORM}/api/lsl/redeliveries/pending?box_id=${BOX_KEY}&notices=1`);
    region.said.length = 0;

    region.answer(
      request,
      200,
      JSON.stringify({
        requests: [{ id: 3, buyer: ANN, item: 'Gown' }],
        notices: ['Your first sale!: Your vendors have recorded their first sale on SL Vendor Platform.', 'Low stock: Gown: Only 2 left of "Gown".'],
      }),
    );

    expect(region.gave).toEqual([[ANN, 'Gown']]);
    expect(region.said).toEqual([
      'SL Vendor Platform: Your first sale!: Your vendors have recorded their first sale on SL Vendor Platform.',
      'SL Vendor Platform: Low stock: Gown: Only 2 left of "Gown".',
    ]);
  });

  it('says nothing when the answer has no notices', () => {
    const region = new BoxRegion({ platform: PLATFORM, apiKey: 'slv_test', boxKey: BOX_KEY, items: [] });
    const request = poll(region);
    region.said.length = 0;
    region.answer(request, 200, JSON.stringify({ requests: [] }));
    expect(region.said).toEqual([]);
  });
});
