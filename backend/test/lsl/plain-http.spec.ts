import { BoxRegion } from './box-region';
import { Region, VENDOR_SCRIPTS } from './lsl-region';

/*
 * A script sends the merchant's API key with every call: over plain http:// anyone on the way reads it. Every script
 * refuses to start on an http:// address unless its owner set TEST_SERVER = TRUE (a test server), and says why.
 */

const PLAIN = 'http://vendors.test';
const REFUSAL =
  "API_BASE_URL starts with http://, which sends your API key in clear. Use the platform's https:// address (or set TEST_SERVER = TRUE for a test server).";

const said = (region: { calls(fn: string): unknown[][] }) => region.calls('llOwnerSay').map(([text]) => String(text));
const platformCalls = (region: Region) => region.requests.filter((request) => request.url.startsWith(PLAIN));

describe('scripts refuse a plain http:// platform unless the owner confirms a test server', () => {
  it.each([
    ['the vendor set', VENDOR_SCRIPTS],
    ['the redelivery terminal', ['redelivery-terminal.lsl']],
  ])('%s tells the owner and calls nothing; with TEST_SERVER = TRUE it starts', (_name, scripts) => {
    const refused = new Region({ platform: PLAIN, testServer: false, scripts });
    refused.advance(600);
    expect(said(refused).some((text) => text.includes(REFUSAL))).toBe(true);
    expect(platformCalls(refused)).toEqual([]);

    const confirmed = new Region({ platform: PLAIN, testServer: true, scripts });
    expect(said(confirmed).some((text) => text.includes(REFUSAL))).toBe(false);
    expect(platformCalls(confirmed).length).toBeGreaterThan(0);
  });

  it('the payouts script beside the vendor refuses to pay anyone, and says why', () => {
    const refused = new Region({ platform: PLAIN, testServer: false, scripts: [...VENDOR_SCRIPTS, 'payouts.lsl'] });
    expect(said(refused)).toContain(`Not paying partners: ${REFUSAL}`);
    const confirmed = new Region({ platform: PLAIN, testServer: true, scripts: [...VENDOR_SCRIPTS, 'payouts.lsl'] });
    expect(said(confirmed).filter((text) => text.startsWith('Not paying partners'))).toEqual([]);
  });

  it('the delivery box tells the owner and calls nothing; with TEST_SERVER = TRUE it starts', () => {
    const setup = { platform: PLAIN, apiKey: 'slv_test', boxKey: '3f6b2c1d-8e9a-4b7c-a1d2-e3f4a5b6c7d8', items: ['Gown'] };
    const refused = new BoxRegion({ ...setup, testServer: false });
    expect(refused.said.some((text) => text.includes(REFUSAL))).toBe(true);
    expect(refused.requests).toEqual([]);
    const confirmed = new BoxRegion({ ...setup, testServer: true });
    expect(confirmed.said.some((text) => text.includes(REFUSAL))).toBe(false);
    expect(confirmed.requests.length).toBeGreaterThan(0);
  });

  it('an https:// platform needs no confirmation', () => {
    const region = new Region({ platform: 'https://vendors.test', testServer: false });
    expect(said(region).some((text) => text.includes('http://'))).toBe(false);
    expect(region.requests.length).toBeGreaterThan(0);
  });
});
