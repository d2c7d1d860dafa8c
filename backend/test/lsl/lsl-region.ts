import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse as parseYaml } from 'yaml';

import { locateLslDefinitions, type LslType } from './lsl-definitions';
import {
  asString,
  type Builtin,
  cast,
  int,
  JSON_ARRAY,
  JSON_INVALID,
  JSON_OBJECT,
  jsonGet,
  jsonNode,
  jsonSet,
  key,
  LslMachine,
  NULL_KEY,
  parseLslInteger,
  ResetSignal,
  sameValue,
  str,
  type Value,
} from './lsl-machine';
import { parseScript, type Script } from './lsl-parser';

/*
 * A simulated Second Life region for vendor.lsl (or redelivery-terminal.lsl): the script, with its settings filled in,
 * runs on the LSL interpreter (lsl-machine.ts), and the ll functions it calls are played by a fake world with a clock,
 * linkset data, listeners, HTTP requests waiting for an answer and a few test avatars, which records every call the
 * script makes.
 */

const LSL_FOLDER = resolve(__dirname, '../../../lsl');

// ---------------------------------------------------------------- the region

interface Call {
  fn: string;
  args: unknown[];
}

interface HttpRequest {
  id: string;
  method: string;
  url: string;
  body: string;
}

const plain = (value: Value): unknown => (value.type === 'list' ? value.value.map(plain) : value.value);

function lslSubString(text: string, start: number, end: number): string {
  const length = text.length;
  if (start < 0) start += length;
  if (end < 0) end += length;
  if (start <= end) {
    start = Math.max(start, 0);
    end = Math.min(end, length - 1);
    return start > end ? '' : text.slice(start, end + 1);
  }
  // start after end: everything but the part between them.
  return text.slice(0, Math.max(end + 1, 0)) + text.slice(Math.max(start, 0));
}

function lslDeleteSubString(text: string, start: number, end: number): string {
  const length = text.length;
  if (start < 0) start += length;
  if (end < 0) end += length;
  if (start <= end) return text.slice(0, Math.max(start, 0)) + text.slice(end + 1);
  return text.slice(end + 1, start);
}

function lslEscapeUrl(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

const definitionsYaml = parseYaml(readFileSync(locateLslDefinitions(), 'utf8')) as {
  constants: Record<string, { type: string; value?: string | number }>;
  functions: Record<string, { arguments?: Array<Record<string, { type: string }>> | null }>;
};

function constantValue(type: string, raw: string | number | undefined): Value | undefined {
  if (raw === undefined) return undefined;
  if (type === 'integer') return int(typeof raw === 'number' ? raw : parseLslInteger(String(raw)));
  if (type === 'float') return { type: 'float', value: Number(raw) };
  if (type === 'string') return str(String(raw).replace(/\\u\{([0-9A-Fa-f]+)\}/g, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16))));
  return undefined;
}

const CONSTANTS = new Map<string, Value>();
for (const [name, entry] of Object.entries(definitionsYaml.constants)) {
  const value = constantValue(entry.type, entry.value);
  if (value) CONSTANTS.set(name, value);
}
const PARAMETER_TYPES = new Map<string, LslType[]>();
for (const [name, entry] of Object.entries(definitionsYaml.functions)) {
  PARAMETER_TYPES.set(
    name,
    (entry.arguments ?? []).map((argument) => {
      const type = Object.values(argument)[0].type;
      return (type === 'quaternion' ? 'rotation' : type) as LslType;
    }),
  );
}
const constant = (name: string): number => CONSTANTS.get(name)!.value as number;

export const OWNER = '11111111-1111-4111-8111-111111111111';
export const ANN = '22222222-2222-4222-8222-222222222222';
export const BOB = '33333333-3333-4333-8333-333333333333';
export const CLEO = '44444444-4444-4444-8444-444444444444';

interface Setup {
  /** The script of lsl/ to run; the vendor's settings below are filled in only where it has them. */
  script: string;
  objectName: string;
  productId: number;
  price: number;
  offerRedelivery: boolean;
  itemName: string;
  platform: string;
  apiKey: string;
  vendorKey: string;
}

export const VENDOR_KEY = '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f';
export const PLATFORM = 'https://vendors.test';

/** The vendor in a region: the script, its linkset data, the clock, and everything it did. */
export class Region {
  now = 1_795_500_000;
  readonly linkset = new Map<string, string>();
  log: Call[] = [];
  requests: HttpRequest[] = [];
  permissions = 0;
  throttled = false;
  timerAt: number | undefined;
  listening = new Map<number, number>();
  private detected: string[] = [];
  private nextHandle = 1;
  readonly names = new Map<string, string>([
    [ANN, 'Ann Resident'],
    [BOB, 'Bob Builder'],
    [CLEO, 'Cleo Resident'],
    [OWNER, 'Olga Owner'],
  ]);
  machine!: LslMachine;
  private readonly script: Script;
  readonly itemName: string;
  readonly platform: string;
  readonly objectName: string;

  constructor(setup: Partial<Setup> = {}) {
    const {
      script = 'vendor.lsl',
      objectName = 'Vendor - Red Dress',
      productId = 7,
      price = 250,
      offerRedelivery = true,
      itemName = 'Red Dress',
      platform = PLATFORM,
      apiKey = 'sk_test',
      vendorKey = VENDOR_KEY,
    } = setup;
    this.itemName = itemName;
    this.platform = platform;
    this.objectName = objectName;
    const source = readFileSync(resolve(LSL_FOLDER, script), 'utf8')
      .replace('string API_BASE_URL = "https://vendors.example.com";', `string API_BASE_URL = "${platform}";`)
      .replace('string API_KEY = "YOUR_API_KEY";', `string API_KEY = "${apiKey}";`)
      .replace('string VENDOR_KEY = "YOUR_VENDOR_KEY";', `string VENDOR_KEY = "${vendorKey}";`)
      .replace('string ITEM_NAME = "Red Dress";', `string ITEM_NAME = "${itemName}";`)
      .replace('integer PRICE = 250;', `integer PRICE = ${price};`)
      .replace('integer PRODUCT_ID = 0;', `integer PRODUCT_ID = ${productId};`)
      .replace('integer OFFER_REDELIVERY = TRUE;', `integer OFFER_REDELIVERY = ${offerRedelivery ? 'TRUE' : 'FALSE'};`);
    this.script = parseScript(source);
    this.boot();
  }

  /** A script reset: memory and waiting events are gone, linkset data stays. */
  boot(): void {
    this.requests = [];
    this.timerAt = undefined;
    this.listening.clear();
    this.permissions = 0;
    this.machine = new LslMachine(this.script, CONSTANTS, this.builtins(), PARAMETER_TYPES);
    this.event('state_entry');
  }

  /** Starts the vendor and brings it to selling: permission granted, first heartbeat answered. */
  static selling(setup: Partial<Setup> = {}): Region {
    const region = new Region(setup);
    region.grant();
    region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
    const quote = region.requests.find((request) => request.url.includes('/api/lsl/quote'));
    if (quote) region.answer(quote, 200, { product_id: 7, price: 250, amount: 250, discount: null, coupon_error: null });
    region.log = [];
    return region;
  }

  event(name: string, ...args: Value[]): void {
    try {
      this.machine.dispatch(name, args);
    } catch (signal) {
      if (signal instanceof ResetSignal) this.boot();
      else throw signal;
    }
  }

  grant(): void {
    this.permissions = constant('PERMISSION_DEBIT');
    this.event('run_time_permissions', int(this.permissions));
  }

  pay(buyer: string, amount: number): void {
    this.event('money', key(buyer), int(amount));
  }

  touch(avatar: string): void {
    this.detected = [avatar];
    this.event('touch_start', int(1));
  }

  /** An avatar's answer in a dialog or text box, on the channel the vendor listens to. */
  say(avatar: string, message: string): void {
    const channel = [...this.listening.values()][0];
    if (channel === undefined) throw new Error('The vendor is not listening');
    this.event('listen', int(channel), str(this.names.get(avatar) ?? ''), key(avatar), str(message));
  }

  answer(request: HttpRequest, status: number, body: unknown): void {
    this.requests = this.requests.filter((candidate) => candidate !== request);
    this.event('http_response', key(request.id), int(status), { type: 'list', value: [] }, str(typeof body === 'string' ? body : JSON.stringify(body)));
  }

  /** The one request waiting whose address contains path (fails unless there is exactly one). */
  request(path: string): HttpRequest {
    const found = this.requests.filter((request) => request.url.includes(path));
    if (found.length !== 1)
      throw new Error(`Expected one request to ${path}, found ${found.length}: ${JSON.stringify(this.requests.map((request) => request.url))}`);
    return found[0];
  }

  pending(path: string): HttpRequest[] {
    return this.requests.filter((request) => request.url.includes(path));
  }

  /** Lets time pass, firing the timer whenever it is due. */
  advance(seconds: number): void {
    const until = this.now + seconds;
    while (this.timerAt !== undefined && this.timerAt <= until) {
      this.now = Math.max(this.now, Math.ceil(this.timerAt));
      this.timerAt = undefined;
      this.event('timer');
      if (this.timerAt === undefined) break;
    }
    this.now = until;
  }

  calls(fn: string): unknown[][] {
    return this.log.filter((call) => call.fn === fn).map((call) => call.args);
  }

  /** What the vendor said to an avatar in chat. */
  heard(avatar: string): string[] {
    return this.calls('llRegionSayTo')
      .filter(([to]) => to === avatar)
      .map(([, , message]) => message as string);
  }

  records(prefix: string): Array<[string, Record<string, unknown>]> {
    return [...this.linkset.entries()]
      .filter(([name]) => name.startsWith(prefix))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => [name, JSON.parse(value) as Record<string, unknown>]);
  }

  private used(): number {
    let total = 0;
    for (const [name, value] of this.linkset) total += Buffer.byteLength(name) + Buffer.byteLength(value);
    return total;
  }

  private builtins(): Record<string, Builtin> {
    const record = (fn: string, args: Value[]): void => {
      this.log.push({ fn, args: args.map(plain) });
    };
    const recorded =
      (fn: string, result?: (args: Value[]) => Value | void): Builtin =>
      (args) => {
        record(fn, args);
        return result?.(args);
      };
    const n = (value: Value): number => value.value as number;
    const s = (value: Value): string => asString(value);
    const items = (value: Value): Value[] => (value.type === 'list' ? value.value : []);
    const listIndex = (list: Value[], index: number): number => (index < 0 ? list.length + index : index);
    return {
      llGetUnixTime: () => int(this.now),
      llGetOwner: () => key(OWNER),
      llGetKey: () => key('99999999-9999-4999-8999-999999999999'),
      llGetObjectName: () => str(this.objectName),
      llGetRegionName: () => str('Luna Bay'),
      llGetPos: () => ({ type: 'vector', value: [128, 64, 22] }),
      llGetScriptName: () => str('vendor'),
      llGetFreeMemory: () => int(30000),
      llKey2Name: ([avatar]) => str(this.names.get(s(avatar)) ?? ''),
      llGetInventoryType: ([name]) => int(s(name) === this.itemName ? constant('INVENTORY_OBJECT') : constant('INVENTORY_NONE')),
      llGetInventoryPermMask: () => int(0x7fffffff),
      llGetPermissions: () => int(this.permissions),
      llRequestPermissions: recorded('llRequestPermissions'),
      llDetectedKey: ([index]) => key(this.detected[n(index)] ?? NULL_KEY),
      llGenerateKey: () => key(randomUUID()),
      llFrand: ([max]) => ({ type: 'float', value: Math.random() * n(max) }),
      llSHA256String: ([text]) => str(createHash('sha256').update(s(text)).digest('hex')),
      llResetScript: () => {
        throw new ResetSignal();
      },
      llSetTimerEvent: ([seconds]) => {
        this.timerAt = n(seconds) > 0 ? this.now + n(seconds) : undefined;
      },
      llSetText: recorded('llSetText'),
      llSetPayPrice: recorded('llSetPayPrice'),
      llSetClickAction: recorded('llSetClickAction'),
      llOwnerSay: recorded('llOwnerSay'),
      llRegionSayTo: recorded('llRegionSayTo'),
      llInstantMessage: recorded('llInstantMessage'),
      llGiveInventory: recorded('llGiveInventory'),
      llDialog: recorded('llDialog'),
      llLoadURL: recorded('llLoadURL'),
      llTextBox: recorded('llTextBox'),
      llListen: (args) => {
        record('llListen', args);
        const handle = this.nextHandle++;
        this.listening.set(handle, n(args[0]));
        return int(handle);
      },
      llListenRemove: (args) => {
        record('llListenRemove', args);
        this.listening.delete(n(args[0]));
      },
      llHTTPRequest: (args) => {
        record('llHTTPRequest', args);
        if (this.throttled) return key(NULL_KEY);
        const parameters = items(args[1]);
        const method = s(parameters[parameters.findIndex((item) => item.type === 'integer' && item.value === constant('HTTP_METHOD')) + 1] ?? str('GET'));
        const id = randomUUID();
        this.requests.push({ id, method, url: s(args[0]), body: s(args[2]) });
        return key(id);
      },
      llTransferLindenDollars: (args) => {
        record('llTransferLindenDollars', args);
        const id = randomUUID();
        this.log[this.log.length - 1].args.push(id);
        return key(id);
      },
      llRequestUserKey: (args) => {
        record('llRequestUserKey', args);
        const id = randomUUID();
        this.log[this.log.length - 1].args.push(id);
        return key(id);
      },
      llLinksetDataRead: ([name]) => str(this.linkset.get(s(name)) ?? ''),
      llLinksetDataWrite: (args) => {
        record('llLinksetDataWrite', args);
        const [name, value] = args.map(s);
        if (name === '') return int(2);
        if (value === '') {
          this.linkset.delete(name);
          return int(0);
        }
        const before = this.linkset.get(name);
        this.linkset.set(name, value);
        if (this.used() > 131072) {
          if (before === undefined) this.linkset.delete(name);
          else this.linkset.set(name, before);
          return int(1);
        }
        return int(0);
      },
      llLinksetDataDelete: (args) => {
        record('llLinksetDataDelete', args);
        this.linkset.delete(s(args[0]));
        return int(0);
      },
      llLinksetDataAvailable: () => int(131072 - this.used()),
      llLinksetDataFindKeys: ([pattern, start, count]) => {
        const found = [...this.linkset.keys()].filter((name) => new RegExp(s(pattern)).test(name)).sort();
        const from = n(start);
        return { type: 'list', value: found.slice(from, n(count) < 1 ? undefined : from + n(count)).map(str) };
      },
      llLinksetDataCountFound: ([pattern]) => int([...this.linkset.keys()].filter((name) => new RegExp(s(pattern)).test(name)).length),
      llJsonGetValue: ([json, path]) => str(jsonGet(s(json), items(path))),
      llJsonSetValue: ([json, path, value]) => str(jsonSet(s(json), items(path), value)),
      llList2Json: ([type, list]) => {
        const values = items(list);
        if (s(type) === JSON_ARRAY) return str(JSON.stringify(values.map(jsonNode)));
        if (s(type) !== JSON_OBJECT || values.length % 2) return str(JSON_INVALID);
        const object: Record<string, unknown> = {};
        for (let index = 0; index < values.length; index += 2) object[s(values[index])] = jsonNode(values[index + 1]);
        return str(JSON.stringify(object));
      },
      llSubStringIndex: ([text, pattern]) => int(s(text).indexOf(s(pattern))),
      llGetSubString: ([text, start, end]) => str(lslSubString(s(text), n(start), n(end))),
      llDeleteSubString: ([text, start, end]) => str(lslDeleteSubString(s(text), n(start), n(end))),
      llStringLength: ([text]) => int(s(text).length),
      llStringTrim: ([text]) => str(s(text).trim()),
      llReplaceSubString: ([text, pattern, replacement]) => str(s(text).split(s(pattern)).join(s(replacement))),
      llEscapeURL: ([text]) => str(lslEscapeUrl(s(text))),
      llStringToBase64: ([text]) => str(Buffer.from(s(text), 'utf8').toString('base64')),
      // Bytes that are not whole UTF-8 characters (a Base64 text cut short) come out as '?'.
      llBase64ToString: ([text]) =>
        str(
          Buffer.from(s(text), 'base64')
            .toString('utf8')
            .replace(/\uFFFD/g, '?'),
        ),
      llParseStringKeepNulls: ([text, separators]) => ({
        type: 'list',
        value: s(text)
          .split(s(items(separators)[0]))
          .map(str),
      }),
      llDumpList2String: ([list, separator]) => str(items(list).map(asString).join(s(separator))),
      llListFindList: ([list, test]) => {
        const haystack = items(list);
        const needle = items(test);
        for (let at = 0; at + needle.length <= haystack.length; at++) {
          if (needle.every((item, offset) => sameValue(item, haystack[at + offset]))) return int(at);
        }
        return int(-1);
      },
      llDeleteSubList: ([list, start, end]) => {
        const values = items(list);
        const from = listIndex(values, n(start));
        const to = listIndex(values, n(end));
        return { type: 'list', value: [...values.slice(0, from), ...values.slice(to + 1)] };
      },
      llGetListLength: ([list]) => int(items(list).length),
      llList2String: ([list, index]) => {
        const value = items(list)[listIndex(items(list), n(index))];
        return str(value ? asString(value) : '');
      },
      llList2Integer: ([list, index]) => {
        const value = items(list)[listIndex(items(list), n(index))];
        return value ? cast('integer', value.type === 'key' ? str(value.value) : value) : int(0);
      },
      llList2Key: ([list, index]) => {
        const value = items(list)[listIndex(items(list), n(index))];
        return key(value && (value.type === 'key' || value.type === 'string') ? value.value : '');
      },
    };
  }
}
