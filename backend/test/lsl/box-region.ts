import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse as parseYaml } from 'yaml';

import { locateLslDefinitions, type LslType } from './lsl-definitions';
import {
  asString,
  type Builtin,
  int,
  JSON_ARRAY,
  JSON_INVALID,
  JSON_OBJECT,
  jsonGet,
  jsonNode,
  key,
  LslMachine,
  parseLslInteger,
  ResetSignal,
  sameValue,
  str,
  type Value,
} from './lsl-machine';
import { parseScript, type Script } from './lsl-parser';

/*
 * A simulated Second Life region for delivery-box.lsl: the script, with its keys filled in, runs on the LSL
 * interpreter (lsl-machine.ts), and the ll functions it calls are played by a fake object with a clock, contents,
 * linkset data and HTTP requests waiting for an answer, which records what the box gave to whom.
 */

const LSL_FOLDER = resolve(__dirname, '../../../lsl');

const definitions = parseYaml(readFileSync(locateLslDefinitions(), 'utf8')) as {
  constants: Record<string, { type: string; value?: unknown }>;
  functions: Record<string, { arguments?: Array<Record<string, { type: string }>> | null }>;
};

const CONSTANTS = new Map<string, Value>();
for (const [name, entry] of Object.entries(definitions.constants)) {
  if (entry.value === undefined) continue;
  const raw = entry.value as string | number;
  if (entry.type === 'integer') CONSTANTS.set(name, int(typeof raw === 'number' ? raw : parseLslInteger(String(raw))));
  else if (entry.type === 'float') CONSTANTS.set(name, { type: 'float', value: Number(raw) });
  else if (entry.type === 'string') {
    CONSTANTS.set(name, str(String(raw).replace(/\\u\{([0-9A-Fa-f]+)\}/g, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))));
  }
}
const PARAMETER_TYPES = new Map<string, LslType[]>();
for (const [name, entry] of Object.entries(definitions.functions)) {
  PARAMETER_TYPES.set(
    name,
    (entry.arguments ?? []).map((argument) => {
      const type = Object.values(argument)[0].type;
      return (type === 'quaternion' ? 'rotation' : type) as LslType;
    }),
  );
}
const constant = (name: string): number => CONSTANTS.get(name)!.value as number;

export interface BoxRequest {
  id: string;
  method: string;
  url: string;
  body: string;
}

export interface BoxSetup {
  platform: string;
  /** TEST_SERVER in the script: the owner confirms a plain http:// platform is a test server (default: when it is http://). */
  testServer?: boolean;
  apiKey: string;
  boxKey: string;
  /** The object's contents: copiable, transferable items. */
  items: string[];
}

/** The delivery box in a region: the script, its contents and linkset data, the clock, and what it gave. */
export class BoxRegion {
  now = 1_795_600_000;
  readonly linkset = new Map<string, string>();
  requests: BoxRequest[] = [];
  /** Every llGiveInventory: [avatar, item]. */
  gave: [string, string][] = [];
  said: string[] = [];
  timerAt: number | undefined;
  machine!: LslMachine;
  private readonly script: Script;
  private readonly items: string[];

  constructor(setup: BoxSetup) {
    this.items = setup.items;
    const source = readFileSync(resolve(LSL_FOLDER, 'delivery-box.lsl'), 'utf8')
      .replace('string API_BASE_URL = "https://vendors.example.com";', `string API_BASE_URL = "${setup.platform}";`)
      // A plain http:// platform (the real API in a test) is a test server its owner confirmed, unless a test says otherwise.
      .replace('integer TEST_SERVER = FALSE;', `integer TEST_SERVER = ${(setup.testServer ?? setup.platform.startsWith('http://')) ? 'TRUE' : 'FALSE'};`)
      .replace('string API_KEY = "YOUR_API_KEY";', `string API_KEY = "${setup.apiKey}";`)
      .replace('string BOX_KEY = "YOUR_BOX_KEY";', `string BOX_KEY = "${setup.boxKey}";`);
    this.script = parseScript(source);
    this.boot();
  }

  /** A script reset: memory and waiting requests are gone, linkset data stays. */
  boot(): void {
    this.requests = [];
    this.timerAt = undefined;
    this.machine = new LslMachine(this.script, CONSTANTS, this.builtins(), PARAMETER_TYPES);
    this.event('state_entry');
  }

  event(name: string, ...args: Value[]): void {
    try {
      this.machine.dispatch(name, args);
    } catch (signal) {
      if (signal instanceof ResetSignal) this.boot();
      else throw signal;
    }
  }

  answer(request: BoxRequest, status: number, body: string): void {
    this.requests = this.requests.filter((candidate) => candidate !== request);
    this.event('http_response', key(request.id), int(status), { type: 'list', value: [] }, str(body));
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

  private builtins(): Record<string, Builtin> {
    const n = (value: Value): number => value.value as number;
    const s = (value: Value): string => asString(value);
    const items = (value: Value): Value[] => (value.type === 'list' ? value.value : []);
    const listIndex = (list: Value[], index: number): number => (index < 0 ? list.length + index : index);
    const matching = (pattern: Value) => [...this.linkset.keys()].filter((name) => new RegExp(s(pattern)).test(name)).sort();
    const nothing = () => undefined;
    return {
      llGetUnixTime: () => int(this.now),
      llGetOwner: () => key('11111111-1111-4111-8111-111111111111'),
      llGetKey: () => key('99999999-9999-4999-8999-999999999999'),
      llGetObjectName: () => str('Delivery Box'),
      llGetRegionName: () => str('Luna Bay'),
      llGetPos: () => ({ type: 'vector', value: [128, 64, 22] }),
      llGetScriptName: () => str('delivery-box'),
      llGetFreeMemory: () => int(30000),
      llGetInventoryNumber: () => int(this.items.length + 1),
      llGetInventoryName: ([, index]) => str(n(index) < this.items.length ? this.items[n(index)] : n(index) === this.items.length ? 'delivery-box' : ''),
      llGetInventoryType: ([name]) => int(this.items.includes(s(name)) ? constant('INVENTORY_OBJECT') : constant('INVENTORY_NONE')),
      llGetInventoryPermMask: () => int(0x7fffffff),
      llResetScript: () => {
        throw new ResetSignal();
      },
      llSetTimerEvent: ([seconds]) => {
        this.timerAt = n(seconds) > 0 ? this.now + n(seconds) : undefined;
      },
      llSetText: nothing,
      llOwnerSay: ([message]) => void this.said.push(s(message)),
      llInstantMessage: ([, message]) => void this.said.push(s(message)),
      llGiveInventory: ([avatar, item]) => void this.gave.push([s(avatar), s(item)]),
      // No URL: the box looks for its deliveries on its own.
      llRequestURL: () => key(randomUUID()),
      llReleaseURL: nothing,
      llHTTPResponse: nothing,
      llHTTPRequest: (args) => {
        const parameters = items(args[1]);
        const method = s(parameters[parameters.findIndex((item) => item.type === 'integer' && item.value === constant('HTTP_METHOD')) + 1] ?? str('GET'));
        const id = randomUUID();
        this.requests.push({ id, method, url: s(args[0]), body: s(args[2]) });
        return key(id);
      },
      llLinksetDataRead: ([name]) => str(this.linkset.get(s(name)) ?? ''),
      llLinksetDataWrite: ([name, value]) => {
        if (s(value) === '') this.linkset.delete(s(name));
        else this.linkset.set(s(name), s(value));
        return int(0);
      },
      llLinksetDataDelete: ([name]) => {
        this.linkset.delete(s(name));
        return int(0);
      },
      llLinksetDataFindKeys: ([pattern, start, count]) => {
        const from = n(start);
        return {
          type: 'list',
          value: matching(pattern)
            .slice(from, n(count) < 1 ? undefined : from + n(count))
            .map(str),
        };
      },
      llLinksetDataCountFound: ([pattern]) => int(matching(pattern).length),
      llJsonGetValue: ([json, path]) => str(jsonGet(s(json), items(path))),
      llList2Json: ([type, list]) => {
        const values = items(list);
        if (s(type) === JSON_ARRAY) return str(JSON.stringify(values.map(jsonNode)));
        if (s(type) !== JSON_OBJECT || values.length % 2) return str(JSON_INVALID);
        const object: Record<string, unknown> = {};
        for (let index = 0; index < values.length; index += 2) object[s(values[index])] = jsonNode(values[index + 1]);
        return str(JSON.stringify(object));
      },
      llSubStringIndex: ([text, pattern]) => int(s(text).indexOf(s(pattern))),
      llGetSubString: ([text, start, end]) => {
        const whole = s(text);
        let [from, to] = [n(start), n(end)];
        if (from < 0) from += whole.length;
        if (to < 0) to += whole.length;
        return str(from > to ? '' : whole.slice(Math.max(from, 0), to + 1));
      },
      llDeleteSubString: ([text, start, end]) => {
        const whole = s(text);
        let [from, to] = [n(start), n(end)];
        if (from < 0) from += whole.length;
        if (to < 0) to += whole.length;
        return str(whole.slice(0, Math.max(from, 0)) + whole.slice(to + 1));
      },
      llStringLength: ([text]) => int(s(text).length),
      llStringTrim: ([text]) => str(s(text).trim()),
      llReplaceSubString: ([text, pattern, replacement]) => str(s(text).split(s(pattern)).join(s(replacement))),
      llEscapeURL: ([text]) => str(encodeURIComponent(s(text))),
      llParseStringKeepNulls: ([text, separators]) => ({
        type: 'list',
        value: s(text)
          .split(s(items(separators)[0]))
          .map(str),
      }),
      llDumpList2String: ([list, separator]) => str(items(list).map(asString).join(s(separator))),
      llList2CSV: ([list]) => str(items(list).map(asString).join(', ')),
      llCSV2List: ([text]) => ({
        type: 'list',
        value:
          s(text) === ''
            ? []
            : s(text)
                .split(',')
                .map((item) => str(item.trim())),
      }),
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
        return { type: 'list', value: [...values.slice(0, listIndex(values, n(start))), ...values.slice(listIndex(values, n(end)) + 1)] };
      },
      llGetListLength: ([list]) => int(items(list).length),
      llList2String: ([list, index]) => {
        const value = items(list)[listIndex(items(list), n(index))];
        return str(value ? asString(value) : '');
      },
    };
  }
}
