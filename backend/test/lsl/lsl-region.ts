import { createHash, createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse as parseYaml } from 'yaml';

import { codeOf } from './lsl-code';
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
 * A simulated Second Life region for the project's scripts: an object of one or more prims holding one or more
 * scripts (the vendor set, or redelivery-terminal.lsl alone), with their settings filled in. Each script runs on its
 * own LSL interpreter (lsl-machine.ts) with its own event queue (64 events, the newest lost when full), timer,
 * listeners and permissions; functions that sleep in Second Life keep their script busy in simulated time. The
 * scripts share the clock, linkset data (with the linkset_data event), link messages and HTTP; a fake world plays
 * the ll functions they call and records every call.
 */

const LSL_FOLDER = resolve(__dirname, '../../../lsl');

// ---------------------------------------------------------------- the region

interface Call {
  fn: string;
  args: unknown[];
  /** The script that made the call. */
  script?: string;
}

interface HttpRequest {
  id: string;
  method: string;
  url: string;
  body: string;
  script?: RunningScript;
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
  functions: Record<string, { arguments?: Array<Record<string, { type: string }>> | null; sleep?: number; 'mono-sleep'?: number }>;
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
/** Seconds each function makes a Mono script sleep, from Linden Lab's definitions (llInstantMessage 2, llDialog 1). */
const SLEEPS = new Map<string, number>();
for (const [name, entry] of Object.entries(definitionsYaml.functions)) {
  const seconds = entry['mono-sleep'] ?? entry.sleep ?? 0;
  if (seconds > 0) SLEEPS.set(name, seconds);
}

export const OWNER = '11111111-1111-4111-8111-111111111111';
export const ANN = '22222222-2222-4222-8222-222222222222';
export const BOB = '33333333-3333-4333-8333-333333333333';
export const CLEO = '44444444-4444-4444-8444-444444444444';

interface Setup {
  /** FALSE: the item sold is not in the object's contents (a delivery box gives it). */
  holdsItem: boolean;
  /** Other items in the object's contents (a catalogue's items, demos). */
  contents: string[];
  /** The script of lsl/ to run (the vendor set when neither this nor scripts is given); the vendor's settings below are filled in only where it has them. */
  script: string;
  /** Several scripts in one object instead (each with its own interpreter, event queue, timer and permissions). */
  scripts: ScriptPlacement[];
  /** The names of the object's prims, root first; one name (the object's) for a one-prim object. */
  prims: string[];
  objectName: string;
  productId: number;
  price: number;
  offerRedelivery: boolean;
  itemName: string;
  platform: string;
  /** TEST_SERVER in the scripts: the owner confirms a plain http:// platform is a test server (default: when it is http://). */
  testServer: boolean;
  /** The region's clock at start (Unix seconds): the platform's, for scripts that check times the platform gives. */
  now?: number;
  /** payouts.lsl's caps. */
  maxPayout?: number;
  dailyCap?: number;
  apiKey: string;
  vendorKey: string;
  /** payouts.lsl in a delivery box: the box's key (BOX_KEY). */
  boxKey?: string;
}

/** A script of lsl/ and the link number of the prim it is in (1, the root, unless said). */
export type ScriptPlacement = string | { file: string; link: number };

/** The scripts of a vendor object, all in its root prim. */
export const VENDOR_SCRIPTS = ['vendor-delivery.lsl', 'vendor-payments.lsl', 'vendor-menu.lsl', 'vendor-catalogue.lsl'];
export const VENDOR_KEY = '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f';
export const PLATFORM = 'https://vendors.test';

/** Second Life keeps at most 64 events waiting per script; an event arriving when the queue is full is lost. */
export const EVENT_QUEUE_LIMIT = 64;
/** Mono gives a script 64 KiB for its code, its data and its stack together. */
const SCRIPT_MEMORY = 65_536;

interface QueuedEvent {
  name: string;
  args: Value[];
}

/** One script running in the object: its own interpreter, event queue, timer, listeners and permissions. */
export class RunningScript {
  machine!: LslMachine;
  queue: QueuedEvent[] = [];
  /** Events lost because the queue was full when they arrived. */
  discarded: QueuedEvent[] = [];
  /** Region time until which the script sleeps (llInstantMessage, llDialog...): its events wait meanwhile. */
  busyUntil = 0;
  timerAt: number | undefined;
  readonly listening = new Map<number, number>();
  permissions = 0;
  permissionsAsked = false;
  /** The owner who granted the permissions. */
  grantedBy: string | undefined;
  /** Set by llSetScriptState(FALSE): the script runs no more events. */
  stopped = false;
  detected: Array<{ avatar: string; link: number; face: number; st: [number, number, number] }> = [];

  constructor(
    readonly name: string,
    readonly link: number,
    readonly script: Script,
    /** Bytes of its source without comments, blank lines and indentation (lsl-code.ts). */
    readonly codeBytes: number,
  ) {}

  handles(event: string): boolean {
    return this.script.states.find((state) => state.name === this.machine.state)?.events.some((handler) => handler.name === event) ?? false;
  }

  /**
   * What llGetFreeMemory reports here. There is no Mono compiler outside Second Life: compiled code is taken as half
   * the stripped source (vendor.lsl's 31.4 kB gave 15.7 KB in-world), and each character the globals hold as 2 bytes
   * (Mono strings are UTF-16), each list entry 16 more. A rough figure that falls as a script grows or holds more.
   */
  freeMemory(): number {
    return SCRIPT_MEMORY - Math.ceil(this.codeBytes / 2) - this.machine.heldBytes();
  }
}

/** The vendor in a region: its scripts, their shared linkset data, the clock, and everything they did. */
export class Region {
  now = 1_795_500_000;
  readonly linkset = new Map<string, string>();
  /** The pass of each protected linkset data pair. */
  readonly protectedBy = new Map<string, string>();
  log: Call[] = [];
  requests: HttpRequest[] = [];
  throttled = false;
  /** The object's owner: a test that sells the vendor changes it. */
  owner = OWNER;
  readonly scripts: RunningScript[];
  readonly prims: string[];
  private nextHandle = 1;
  /** The script whose event runs now. */
  private running: RunningScript | undefined;
  readonly names = new Map<string, string>([
    [ANN, 'Ann Resident'],
    [BOB, 'Bob Builder'],
    [CLEO, 'Cleo Resident'],
    [OWNER, 'Olga Owner'],
  ]);
  readonly itemName: string;
  /** Whether the object's contents hold the item sold (setContents changes it). */
  holdsItem = true;
  /** The other items in the object's contents. */
  contents: string[];
  /** The URL granted to the script that asked for one (grantUrl), and that script. */
  urlRequests: Array<{ id: string; script: RunningScript }> = [];
  readonly platform: string;
  readonly objectName: string;

  constructor(setup: Partial<Setup> = {}) {
    const {
      objectName = 'Vendor - Red Dress',
      productId = 7,
      price = 250,
      offerRedelivery = true,
      itemName = 'Red Dress',
      platform = PLATFORM,
      apiKey = 'sk_test',
      vendorKey = VENDOR_KEY,
    } = setup;
    // A plain http:// platform (the real API in a test) is a test server its owner confirmed, unless a test says otherwise.
    const testServer = setup.testServer ?? platform.startsWith('http://');
    this.itemName = itemName;
    this.holdsItem = setup.holdsItem ?? true;
    this.contents = setup.contents ?? [];
    this.platform = platform;
    if (setup.now !== undefined) this.now = setup.now;
    this.objectName = objectName;
    this.prims = setup.prims ?? [objectName];
    this.scripts = (setup.scripts ?? (setup.script ? [setup.script] : VENDOR_SCRIPTS)).map((placement) => {
      const { file, link } = typeof placement === 'string' ? { file: placement, link: 1 } : placement;
      const source = readFileSync(resolve(LSL_FOLDER, file), 'utf8')
        .replace('string API_BASE_URL = "https://vendors.example.com";', `string API_BASE_URL = "${platform}";`)
        .replace('integer TEST_SERVER = FALSE;', `integer TEST_SERVER = ${testServer ? 'TRUE' : 'FALSE'};`)
        .replace('string API_KEY = "YOUR_API_KEY";', `string API_KEY = "${apiKey}";`)
        .replace('string VENDOR_KEY = "YOUR_VENDOR_KEY";', `string VENDOR_KEY = "${vendorKey}";`)
        .replace('string ITEM_NAME = "Red Dress";', `string ITEM_NAME = "${itemName}";`)
        .replace('integer PRICE = 250;', `integer PRICE = ${price};`)
        .replace('integer PRODUCT_ID = 0;', `integer PRODUCT_ID = ${productId};`)
        .replace('integer OFFER_REDELIVERY = TRUE;', `integer OFFER_REDELIVERY = ${offerRedelivery ? 'TRUE' : 'FALSE'};`)
        .replace('integer MAX_PAYOUT = 5000;', `integer MAX_PAYOUT = ${setup.maxPayout ?? 5000};`)
        .replace('integer DAILY_CAP = 50000;', `integer DAILY_CAP = ${setup.dailyCap ?? 50000};`)
        .replace('string BOX_KEY = "";', `string BOX_KEY = "${setup.boxKey ?? ''}";`);
      return new RunningScript(file.replace(/\.lsl$/, ''), link, parseScript(source), Buffer.byteLength(codeOf(source), 'utf8'));
    });
    for (const running of this.scripts) this.start(running);
    this.settle();
  }

  /** The first script's interpreter (the only one in a one-script object). */
  get machine(): LslMachine {
    return this.scripts[0].machine;
  }

  /** The channels every script listens on, by listener handle. */
  get listening(): Map<number, number> {
    return new Map(this.scripts.flatMap((running) => [...running.listening]));
  }

  get permissions(): number {
    return this.scripts[0].permissions;
  }

  script(name: string): RunningScript {
    const found = this.scripts.find((running) => running.name === name);
    if (!found) throw new Error(`No script ${name} in the object`);
    return found;
  }

  /** A script reset (every script's, unless one is named): memory and waiting events are gone, linkset data stays. */
  boot(name?: string): void {
    for (const running of name ? [this.script(name)] : this.scripts) {
      this.requests = this.requests.filter((request) => request.script !== running);
      this.start(running);
    }
    this.settle();
  }

  private start(running: RunningScript): void {
    running.queue = [];
    running.timerAt = undefined;
    running.listening.clear();
    running.permissions = 0;
    running.permissionsAsked = false;
    running.stopped = false;
    running.busyUntil = 0;
    running.machine = new LslMachine(running.script, CONSTANTS, this.builtins(running), PARAMETER_TYPES);
    running.queue.push({ name: 'state_entry', args: [] });
  }

  /** Starts the vendor and brings it to selling: permission granted, first heartbeat answered. */
  static selling(setup: Partial<Setup> = {}): Region {
    const region = new Region(setup);
    region.grant();
    region.answer(region.request('/api/lsl/heartbeat'), 200, { ok: true, heartbeat_seconds: 300, paused: false });
    const contents = region.requests.find((request) => request.url.includes('/api/lsl/vendors/inventory'));
    if (contents) region.answer(contents, 200, { items: region.holdsItem ? 1 : 0 });
    const quote = region.requests.find((request) => request.url.includes('/api/lsl/quote'));
    if (quote) region.answer(quote, 200, { product_id: 7, price: 250, amount: 250, discount: null, coupon_error: null });
    region.log = [];
    return region;
  }

  /**
   * Puts an event in the queue of each script given that handles it in its current state (Second Life queues no
   * event a script has no handler for), and lets the scripts run. A full queue loses the event, as in Second Life.
   */
  post(targets: RunningScript[], name: string, args: Value[]): void {
    for (const running of targets) {
      if (running.stopped || !running.handles(name)) continue;
      if (name === 'timer' && running.queue.some((queued) => queued.name === 'timer')) continue;
      if (running.queue.length >= EVENT_QUEUE_LIMIT) running.discarded.push({ name, args });
      else running.queue.push({ name, args });
    }
  }

  /** Runs the events waiting in every script that is awake, until none is left to run now. */
  settle(): void {
    for (let ran = true; ran;) {
      ran = false;
      for (const running of this.scripts) {
        if (running.queue.length === 0 || running.busyUntil > this.now) continue;
        this.run(running, running.queue.shift()!);
        ran = true;
      }
    }
  }

  private run(running: RunningScript, event: QueuedEvent): void {
    this.running = running;
    try {
      running.machine.dispatch(event.name, event.args);
    } catch (signal) {
      if (signal instanceof ResetSignal) this.start(running);
      else throw signal;
    } finally {
      this.running = undefined;
    }
  }

  /**
   * An avatar or the platform acts once the scripts it reaches are awake (time passes while they sleep); the event
   * goes to each of them that handles it.
   */
  deliver(targets: RunningScript[], name: string, args: Value[]): void {
    const awake = Math.max(0, ...targets.filter((running) => running.handles(name)).map((running) => running.busyUntil));
    if (awake > this.now) this.advance(Math.ceil(awake - this.now));
    this.post(targets, name, args);
    this.settle();
  }

  /** An event for every script that handles it, once they are awake. */
  event(name: string, ...args: Value[]): void {
    this.deliver(this.scripts, name, args);
  }

  /** The scripts of a prim. */
  inPrim(link: number): RunningScript[] {
    return this.scripts.filter((running) => running.link === link);
  }

  grant(): void {
    for (const running of this.scripts.filter((candidate) => candidate.permissionsAsked)) {
      running.permissions = constant('PERMISSION_DEBIT');
      running.grantedBy = this.owner;
      running.permissionsAsked = false;
      this.deliver([running], 'run_time_permissions', [int(running.permissions)]);
    }
  }

  /** The owner puts the item in the object's contents, or takes it out: every script hears of it (changed). */
  setContents(holdsItem: boolean): void {
    this.holdsItem = holdsItem;
    this.event('changed', int(constant('CHANGED_INVENTORY')));
  }

  /** A payment, to the scripts of the root prim: it arrives at once, whether or not they are busy. */
  pay(buyer: string, amount: number): void {
    this.post(this.inPrim(1), 'money', [key(buyer), int(amount)]);
    this.settle();
  }

  /**
   * A touch of the prim with this link number (on a face, at a point of it: s and t from 0 to 1); Second Life passes
   * it to the root when no script there handles it.
   */
  touch(avatar: string, link = 1, at: { face?: number; s?: number; t?: number } = {}): void {
    let targets = this.inPrim(link).filter((running) => running.handles('touch_start'));
    if (targets.length === 0) targets = this.inPrim(1);
    const touched = { avatar, link: this.prims.length > 1 ? link : 0, face: at.face ?? 0, st: [at.s ?? 0.5, at.t ?? 0.5, 0] as [number, number, number] };
    for (const running of targets) running.detected = [touched];
    this.deliver(targets, 'touch_start', [int(1)]);
  }

  /** Second Life grants the URL a script asked for with llRequestURL. */
  grantUrl(url: string): void {
    for (const { id, script } of this.urlRequests) this.deliver([script], 'http_request', [key(id), str('URL_REQUEST_GRANTED'), str(url)]);
    this.urlRequests = [];
  }

  /** The platform posts to the object's URL: the script that holds it gets the request. */
  ping(body: unknown): void {
    const holder = this.scripts.filter((running) => running.handles('http_request'));
    this.deliver(holder, 'http_request', [key(randomUUID()), str('POST'), str(JSON.stringify(body))]);
  }

  /** An avatar's answer in a dialog or text box, on the channel a script listens to. */
  say(avatar: string, message: string): void {
    const channel = [...this.listening.values()][0];
    if (channel === undefined) throw new Error('The vendor is not listening');
    const targets = this.scripts.filter((running) => [...running.listening.values()].includes(channel));
    this.deliver(targets, 'listen', [int(channel), str(this.names.get(avatar) ?? ''), key(avatar), str(message)]);
  }

  /** The answer to an HTTP request: Second Life gives it to every script in the prim of the script that asked. */
  answer(request: HttpRequest, status: number, body: unknown): void {
    this.requests = this.requests.filter((candidate) => candidate !== request);
    const targets = request.script ? this.inPrim(request.script.link) : this.scripts;
    this.deliver(targets, 'http_response', [
      key(request.id),
      int(status),
      { type: 'list', value: [] },
      str(typeof body === 'string' ? body : JSON.stringify(body)),
    ]);
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

  /** Lets time pass: timers fire when due, and sleeping scripts wake and run the events that waited for them. */
  advance(seconds: number): void {
    const until = this.now + seconds;
    for (;;) {
      const moments = this.scripts.flatMap((running) => [
        ...(running.timerAt === undefined ? [] : [running.timerAt]),
        ...(running.queue.length > 0 && running.busyUntil > this.now ? [running.busyUntil] : []),
      ]);
      const next = Math.min(...moments);
      if (moments.length === 0 || next > until) break;
      this.now = Math.max(this.now, Math.ceil(next));
      for (const running of this.scripts) {
        if (running.timerAt !== undefined && running.timerAt <= this.now) {
          running.timerAt = undefined;
          this.post([running], 'timer', []);
        }
      }
      this.settle();
    }
    this.now = until;
    this.settle();
  }

  get timerAt(): number | undefined {
    return this.scripts[0].timerAt;
  }

  /** The items in the object's contents, scripts apart. */
  inventory(): string[] {
    return [...(this.holdsItem && this.itemName !== '' ? [this.itemName] : []), ...this.contents];
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

  /** Every script hears of a change to linkset data (the linkset_data event). */
  private linksetChanged(action: string, name: string, value: string): void {
    this.post(this.scripts, 'linkset_data', [int(constant(action)), str(name), str(value)]);
  }

  /** The scripts a link message to `target` reaches, sent from a script in the prim `from`. */
  private linkTargets(target: number, from: number): RunningScript[] {
    const root = this.prims.length > 1 ? 1 : 0;
    const linkOf = (running: RunningScript): number => (this.prims.length > 1 ? running.link : 0);
    if (target === constant('LINK_SET')) return this.scripts;
    if (target === constant('LINK_THIS')) return this.inPrim(from);
    if (target === constant('LINK_ALL_OTHERS')) return this.scripts.filter((running) => running.link !== from);
    if (target === constant('LINK_ALL_CHILDREN')) return this.scripts.filter((running) => running.link !== 1);
    if (target === constant('LINK_ROOT')) return this.inPrim(1);
    return this.scripts.filter((running) => linkOf(running) === target || (target === root && running.link === 1));
  }

  private builtins(running: RunningScript): Record<string, Builtin> {
    const record = (fn: string, args: Value[]): void => {
      this.log.push({ fn, args: args.map(plain), script: running.name });
    };
    // The script's own time: later than the region's while it sleeps.
    const clock = (): number => Math.max(this.now, Math.floor(running.busyUntil));
    const linkNumber = (): number => (this.prims.length > 1 ? running.link : 0);
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
    const builtins: Record<string, Builtin> = {
      llGetUnixTime: () => int(clock()),
      llGetOwner: () => key(this.owner),
      llGetKey: () => key('99999999-9999-4999-8999-999999999999'),
      llGetObjectName: () => str(this.objectName),
      llGetRegionName: () => str('Luna Bay'),
      llGetPos: () => ({ type: 'vector', value: [128, 64, 22] }),
      llGetScriptName: () => str(running.name),
      llGetFreeMemory: () => int(running.freeMemory()),
      llGetLinkNumber: () => int(linkNumber()),
      llGetNumberOfPrims: () => int(this.prims.length),
      llGetLinkName: ([link]) => str(this.prims[Math.max(n(link), 1) - 1] ?? ''),
      llMessageLinked: (args) => {
        record('llMessageLinked', args);
        const [target, number, text, id] = args;
        this.post(this.linkTargets(n(target), running.link), 'link_message', [int(linkNumber()), number, text, id]);
      },
      llKey2Name: ([avatar]) => str(this.names.get(s(avatar)) ?? ''),
      llGetInventoryType: ([name]) => {
        if (this.scripts.some((other) => other.name === s(name))) return int(constant('INVENTORY_SCRIPT'));
        return int(this.inventory().includes(s(name)) ? constant('INVENTORY_OBJECT') : constant('INVENTORY_NONE'));
      },
      llGetInventoryNumber: () => int(this.scripts.length + this.inventory().length),
      llGetInventoryName: ([, index]) => str([...this.scripts.map((other) => other.name), ...this.inventory()].sort()[n(index)] ?? ''),
      llGetInventoryPermMask: () => int(0x7fffffff),
      llGetPermissions: () => int(running.permissions),
      llGetPermissionsKey: () => key(running.permissions ? (running.grantedBy ?? NULL_KEY) : NULL_KEY),
      llSetScriptState: ([name, on]) => {
        const target = this.script(s(name));
        target.stopped = n(on) === 0;
        if (target.stopped) target.queue = [];
      },
      llRequestPermissions: (args) => {
        record('llRequestPermissions', args);
        running.permissionsAsked = true;
      },
      llDetectedKey: ([index]) => key(running.detected[n(index)]?.avatar ?? NULL_KEY),
      llDetectedLinkNumber: ([index]) => int(running.detected[n(index)]?.link ?? 0),
      llDetectedTouchFace: ([index]) => int(running.detected[n(index)]?.face ?? -1),
      llDetectedTouchST: ([index]) => ({ type: 'vector', value: running.detected[n(index)]?.st ?? [-1, -1, 0] }),
      llSetLinkPrimitiveParamsFast: recorded('llSetLinkPrimitiveParamsFast'),
      llHTTPResponse: recorded('llHTTPResponse'),
      llReleaseURL: recorded('llReleaseURL'),
      llRequestURL: (args) => {
        record('llRequestURL', args);
        const id = randomUUID();
        this.urlRequests.push({ id, script: running });
        return key(id);
      },
      llGenerateKey: () => key(randomUUID()),
      llFrand: ([max]) => ({ type: 'float', value: Math.random() * n(max) }),
      llSHA256String: ([text]) => str(createHash('sha256').update(s(text)).digest('hex')),
      // The key as the text's UTF-8 bytes, as Second Life takes it.
      llHMAC: ([secret, text, algorithm]) =>
        str(
          createHmac(s(algorithm), Buffer.from(s(secret), 'utf8'))
            .update(s(text), 'utf8')
            .digest('base64'),
        ),
      llResetScript: () => {
        throw new ResetSignal();
      },
      llSetTimerEvent: ([seconds]) => {
        running.timerAt = n(seconds) > 0 ? clock() + n(seconds) : undefined;
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
        running.listening.set(handle, n(args[0]));
        return int(handle);
      },
      llListenRemove: (args) => {
        record('llListenRemove', args);
        running.listening.delete(n(args[0]));
      },
      llHTTPRequest: (args) => {
        record('llHTTPRequest', args);
        if (this.throttled) return key(NULL_KEY);
        const parameters = items(args[1]);
        const method = s(parameters[parameters.findIndex((item) => item.type === 'integer' && item.value === constant('HTTP_METHOD')) + 1] ?? str('GET'));
        const id = randomUUID();
        this.requests.push({ id, method, url: s(args[0]), body: s(args[2]), script: running });
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
      // A protected pair reads as "" without its pass, and only its pass changes or deletes it.
      llLinksetDataRead: ([name]) => str(this.protectedBy.has(s(name)) ? '' : (this.linkset.get(s(name)) ?? '')),
      llLinksetDataReadProtected: ([name, pass]) => {
        const guard = this.protectedBy.get(s(name));
        return str(guard === undefined || guard === s(pass) ? (this.linkset.get(s(name)) ?? '') : '');
      },
      llLinksetDataWriteProtected: (args) => {
        record('llLinksetDataWriteProtected', args);
        const [name, value, pass] = args.map(s);
        const guard = this.protectedBy.get(name);
        if (guard !== undefined && guard !== pass) return int(constant('LINKSETDATA_EPROTECTED'));
        this.linkset.set(name, value);
        this.protectedBy.set(name, pass);
        this.linksetChanged('LINKSETDATA_UPDATE', name, '');
        return int(0);
      },
      llLinksetDataDeleteProtected: (args) => {
        record('llLinksetDataDeleteProtected', args);
        const [name, pass] = args.map(s);
        const guard = this.protectedBy.get(name);
        if (guard !== undefined && guard !== pass) return int(constant('LINKSETDATA_EPROTECTED'));
        this.protectedBy.delete(name);
        if (this.linkset.delete(name)) this.linksetChanged('LINKSETDATA_DELETE', name, '');
        return int(0);
      },
      llLinksetDataWrite: (args) => {
        record('llLinksetDataWrite', args);
        const [name, value] = args.map(s);
        if (name === '') return int(2);
        if (this.protectedBy.has(name)) return int(constant('LINKSETDATA_EPROTECTED'));
        if (value === '') {
          if (this.linkset.delete(name)) this.linksetChanged('LINKSETDATA_DELETE', name, '');
          return int(0);
        }
        const before = this.linkset.get(name);
        this.linkset.set(name, value);
        if (this.used() > 131072) {
          if (before === undefined) this.linkset.delete(name);
          else this.linkset.set(name, before);
          return int(1);
        }
        this.linksetChanged('LINKSETDATA_UPDATE', name, value);
        return int(0);
      },
      llLinksetDataDelete: (args) => {
        record('llLinksetDataDelete', args);
        if (this.protectedBy.has(s(args[0]))) return int(constant('LINKSETDATA_EPROTECTED'));
        if (this.linkset.delete(s(args[0]))) this.linksetChanged('LINKSETDATA_DELETE', s(args[0]), '');
        return int(0);
      },
      llLinksetDataAvailable: () => int(131072 - this.used()),
      llLinksetDataFindKeys: ([pattern, start, count]) => {
        const found = [...this.linkset.keys()].filter((name) => new RegExp(s(pattern)).test(name)).sort();
        const from = n(start);
        return { type: 'list', value: found.slice(from, n(count) < 1 ? undefined : from + n(count)).map(str) };
      },
      llLinksetDataCountKeys: () => int(this.linkset.size),
      llLinksetDataListKeys: ([start, count]) => {
        const names = [...this.linkset.keys()].sort();
        return { type: 'list', value: names.slice(n(start), n(count) < 1 ? undefined : n(start) + n(count)).map(str) };
      },
      llLinksetDataCountFound: ([pattern]) => int([...this.linkset.keys()].filter((name) => new RegExp(s(pattern)).test(name)).length),
      llJson2List: ([text]) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(s(text));
        } catch {
          return { type: 'list', value: [str(s(text))] };
        }
        const values = Array.isArray(parsed) ? parsed : [parsed];
        return { type: 'list', value: values.map((item) => str(typeof item === 'object' ? JSON.stringify(item) : String(item))) };
      },
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
      llToLower: ([text]) => str(s(text).toLowerCase()),
      llToUpper: ([text]) => str(s(text).toUpperCase()),
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
      // Splits at each separator (kept out) and spacer (kept in), dropping empty pieces, as Second Life does.
      llParseString2List: ([text, separators, spacers]) => {
        const marks = [
          ...items(separators).map((mark) => ({ mark: asString(mark), keep: false })),
          ...items(spacers).map((mark) => ({ mark: asString(mark), keep: true })),
        ].filter((entry) => entry.mark !== '');
        const pieces: string[] = [];
        let rest = s(text);
        let piece = '';
        while (rest.length > 0) {
          const found = marks.find((entry) => rest.startsWith(entry.mark));
          if (found) {
            pieces.push(piece);
            if (found.keep) pieces.push(found.mark);
            piece = '';
            rest = rest.slice(found.mark.length);
          } else {
            piece += rest[0];
            rest = rest.slice(1);
          }
        }
        pieces.push(piece);
        return { type: 'list', value: pieces.filter((entry) => entry !== '').map(str) };
      },
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
    // A function that sleeps keeps the script busy: its events wait in the queue meanwhile.
    for (const [name, seconds] of SLEEPS) {
      const builtin = builtins[name];
      if (!builtin) continue;
      builtins[name] = (args) => {
        const result = builtin(args);
        running.busyUntil = Math.max(running.busyUntil, this.now) + seconds;
        return result;
      };
    }
    return builtins;
  }
}
