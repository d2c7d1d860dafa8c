import type { InWorldObjectKind } from '../in-world/in-world-object-kind';

/** One released version of an in-world script and what it changed, as the scripts' history records it. */
export interface ScriptRelease {
  version: string;
  changes: string[];
}

/**
 * Every released version of the scripts that send heartbeats, oldest first; the last is the one the LSL Integration
 * page serves (script-versions.spec.ts checks it against SCRIPT_VERSION in lsl/). Taken from the commits that raised
 * each SCRIPT_VERSION, not written for the screen.
 */
export const SCRIPT_RELEASES: Record<InWorldObjectKind, ScriptRelease[]> = {
  vendor: [
    {
      version: '2.0.0',
      changes: [
        'Keeps every unsent sale in linkset data (up to 200), so none is lost to a reset, a region restart or an outage',
        'Parks the sales the platform refuses and tells you by instant message',
        'Sends a heartbeat at start and every 5 minutes',
      ],
    },
    {
      version: '2.1.0',
      changes: ['Shows Paused and refunds payments while you have paused all your vendors'],
    },
    {
      version: '2.2.0',
      changes: [
        "Waits for the platform's answer before giving the item, refunds a refused sale in full and gives a discount back as change",
        'Reports every refund it makes',
        'Gift, Coupon and Gift card in the touch menu',
        'Shows the sale price in the hover text',
      ],
    },
    {
      version: '2.3.0',
      changes: ["Hands partners' payouts to payouts.lsl (profit sharing)"],
    },
    {
      version: '3.0.0',
      changes: [
        'Three scripts in the root prim (payments, menu, delivery): a rush of buyers can no longer lose a payment',
        'Ignores L$0 payments, paces refunds, and makes a refund Second Life never confirms once more, then tells you',
        'The pay dialog offers the sale price; gift card payments survive a reset',
        'Refuses a plain http:// address (the API key would travel in clear) unless you set TEST_SERVER = TRUE',
      ],
    },
    {
      version: '3.1.0',
      changes: ['Tells payouts.lsl (2.0.0) when payouts are due; it asks the platform for them as signed orders and pays within your caps'],
    },
    {
      version: '3.2.0',
      changes: ['Tells the platform whether it holds the item: without it, a delivery box gives each sale once it is recorded (set PRODUCT_ID)'],
    },
    {
      version: '3.3.0',
      changes: [
        'A fourth script, vendor-catalogue.lsl: with ITEM_NAME "" the vendor sells its products from the Products page, one at a time with its picture and price due, browsed with prims named prev and next',
        'Demo and Web link in the touch menu',
      ],
    },
  ],
  'delivery-box': [
    {
      version: '2.0.0',
      changes: ['Reports what it holds and its HTTP-in URL, gives the redelivery requests handed to it, fails over between boxes'],
    },
    {
      version: '2.1.0',
      changes: ["Gives update deliveries (a product's new version for its past buyers)", 'Sends you your in-world notifications as instant messages'],
    },
    { version: '2.2.0', changes: ['Refuses a plain http:// address (the API key would travel in clear) unless you set TEST_SERVER = TRUE'] },
  ],
  terminal: [
    { version: '2.0.0', changes: ["Lists a buyer's purchases and files a redelivery request for the one picked"] },
    {
      version: '2.1.0',
      changes: ["Web link: opens a 30-minute page of the buyer's purchases where they redeliver any of them", 'Eight purchases a dialog page'],
    },
    { version: '2.2.0', changes: ['Refuses a plain http:// address (the API key would travel in clear) unless you set TEST_SERVER = TRUE'] },
  ],
};

/** The version the LSL Integration page serves for a kind of object. */
export function currentScriptVersion(kind: InWorldObjectKind): string {
  const releases = SCRIPT_RELEASES[kind];
  return releases[releases.length - 1].version;
}

/** -1, 0 or 1; a version that is not dotted numbers sorts before every release. */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => (/^\d+(\.\d+)*$/.test(version) ? version.split('.').map(Number) : null);
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) return x ? 1 : y ? -1 : 0;
  for (let index = 0; index < Math.max(x.length, y.length); index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export interface ScriptUpdate {
  version: string;
  /** What the versions after the object's brought, oldest first. */
  changes: string[];
}

/** The newer version an object should run and what it would gain; null when it runs the current one (or says nothing). */
export function scriptUpdateFor(kind: InWorldObjectKind, running: string | null): ScriptUpdate | null {
  if (running === null) return null;
  const current = currentScriptVersion(kind);
  if (compareVersions(running, current) >= 0) return null;
  const newer = SCRIPT_RELEASES[kind].filter((release) => compareVersions(release.version, running) > 0);
  return { version: current, changes: newer.flatMap((release) => release.changes.map((change) => `${release.version}: ${change}`)) };
}
