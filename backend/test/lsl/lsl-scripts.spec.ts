import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse as parseYaml } from 'yaml';

import { checkLslScript, formatLslProblems, type LslCheckResult } from './lsl-checker';
import { codeOf } from './lsl-code';
import { loadLslDefinitions, locateLslDefinitions, type LslDefinitions, lslDefinitionsCandidates } from './lsl-definitions';
import { type Expression, parseScript, type Script, type Statement } from './lsl-parser';

const LSL_FOLDER = resolve(__dirname, '../../../lsl');
const scriptFiles = readdirSync(LSL_FOLDER)
  .filter((file) => file.endsWith('.lsl'))
  .sort();
const readScript = (file: string): string => readFileSync(resolve(LSL_FOLDER, file), 'utf8');

/**
 * Bytes of code a script may have (see codeOf): about 12 KB of compiled Mono code, half of the 64 KB a script has, so
 * the rest is left to data and the stack. vendor-delivery.lsl is the largest; past this, split or tighten it.
 */
const CODE_BUDGET = 24_000;
/** The vendor set: four scripts in the vendor's root prim. */
const VENDOR_SET = ['vendor-payments.lsl', 'vendor-menu.lsl', 'vendor-delivery.lsl', 'vendor-catalogue.lsl'];
/** Seconds each ll function makes a script sleep, from Linden Lab's definitions. */
const sleeps = (): Map<string, number> => {
  const yaml = parseYaml(readFileSync(locateLslDefinitions(), 'utf8')) as { functions: Record<string, { sleep?: number; 'mono-sleep'?: number }> };
  return new Map(Object.entries(yaml.functions).map(([name, entry]) => [name, entry['mono-sleep'] ?? entry.sleep ?? 0]));
};

/** Wraps statements in a default state's state_entry, after optional globals and functions. */
function inStateEntry(statements: string, globals = ''): string {
  return `${globals}\ndefault\n{\n    state_entry()\n    {\n        ${statements}\n    }\n}\n`;
}

/** The functions called and the state changes made by these bodies and by every script function they reach. */
function reachableFrom(script: Script, bodies: Statement[]): { calls: string[]; stateChanges: string[] } {
  const calls = new Set<string>();
  const stateChanges: string[] = [];
  const visited = new Set<string>();
  const pending: Statement[] = [...bodies];
  const inExpression = (expression: Expression | undefined): void => {
    if (!expression) return;
    switch (expression.kind) {
      case 'call': {
        calls.add(expression.name);
        expression.args.forEach(inExpression);
        const declaration = script.functions.find((candidate) => candidate.name === expression.name);
        if (declaration && !visited.has(declaration.name)) {
          visited.add(declaration.name);
          pending.push(declaration.body);
        }
        return;
      }
      case 'list':
      case 'vector':
        expression.items.forEach(inExpression);
        return;
      case 'cast':
      case 'unary':
      case 'postfix':
        inExpression(expression.operand);
        return;
      case 'binary':
        inExpression(expression.left);
        inExpression(expression.right);
        return;
      case 'assignment':
        inExpression(expression.value);
        return;
      case 'member':
        inExpression(expression.object);
        return;
      default:
        return;
    }
  };
  const inStatement = (statement: Statement | undefined): void => {
    if (!statement) return;
    switch (statement.kind) {
      case 'block':
        statement.body.forEach(inStatement);
        return;
      case 'declaration':
        inExpression(statement.initialiser);
        return;
      case 'expression':
        inExpression(statement.expression);
        return;
      case 'if':
        inExpression(statement.condition);
        inStatement(statement.then);
        inStatement(statement.otherwise);
        return;
      case 'while':
      case 'do':
        inExpression(statement.condition);
        inStatement(statement.body);
        return;
      case 'for':
        [...statement.initialisers, ...statement.steps].forEach(inExpression);
        inExpression(statement.condition);
        inStatement(statement.body);
        return;
      case 'return':
        inExpression(statement.value);
        return;
      case 'state':
        stateChanges.push(statement.target);
        return;
      default:
        return;
    }
  };
  while (pending.length > 0) inStatement(pending.pop());
  return { calls: [...calls].sort(), stateChanges };
}

describe('LSL scripts in lsl/', () => {
  let definitions: LslDefinitions;
  const check = (source: string): LslCheckResult => checkLslScript(source, definitions);
  const problemsIn = (source: string): string[] => check(source).problems.map((problem) => problem.message);

  // Without Linden Lab's definitions every test below fails with the places that were searched.
  beforeAll(() => {
    definitions = loadLslDefinitions();
  });

  describe('the project scripts', () => {
    it('holds the vendor, payouts, delivery box and redelivery terminal scripts', () => {
      expect(scriptFiles).toEqual([
        'delivery-box.lsl',
        'payouts.lsl',
        'redelivery-terminal.lsl',
        'vendor-catalogue.lsl',
        'vendor-delivery.lsl',
        'vendor-menu.lsl',
        'vendor-payments.lsl',
      ]);
    });

    it("vendor-delivery.lsl tells payouts.lsl by a link message that payouts are due (a sale's answer names some, a heartbeat counts some), passing none", () => {
      const source = readScript('vendor-delivery.lsl');
      expect(check(source).outline.calls).toContain('llMessageLinked');
      expect(source).toContain('llJsonGetValue(body, ["payouts", 0]) != JSON_INVALID || (integer)llJsonGetValue(body, ["payouts_due"]) > 0))');
      expect(source).toContain('llMessageLinked(LINK_THIS, 0, "", "payouts");');
    });

    it('payouts.lsl asks for PERMISSION_DEBIT, checks each signed order, pays it once with llTransferLindenDollars and reports the outcome', () => {
      const source = readScript('payouts.lsl');
      const { outline } = check(source);
      expect(outline.calls).toEqual(
        expect.arrayContaining([
          'llRequestPermissions',
          'llTransferLindenDollars',
          'llHTTPRequest',
          'llLinksetDataWrite',
          'llLinksetDataFindKeys',
          'llJson2List',
          'llInstantMessage',
          'llHMAC',
          'llLinksetDataWriteProtected',
          'llLinksetDataReadProtected',
        ]),
      );
      expect(outline.constants).toEqual(
        expect.arrayContaining(['PERMISSION_DEBIT', 'HTTP_METHOD', 'HTTP_CUSTOM_HEADER', 'CHANGED_REGION_START', 'CHANGED_OWNER']),
      );
      expect(outline.states.default).toEqual(
        expect.arrayContaining(['state_entry', 'run_time_permissions', 'link_message', 'transaction_result', 'http_response', 'timer', 'changed', 'on_rez']),
      );
      expect(outline.strings).toEqual(
        expect.arrayContaining([
          '/api/lsl/payouts/',
          '/result',
          '/api/lsl/payouts/secret',
          '/api/lsl/payouts/orders?',
          'X-Api-Key',
          'vendor_id',
          'box_id',
          'success',
          'transaction_key',
          'reason',
          'payouts',
          'signature',
        ]),
      );
      expect(outline.globals).toMatchObject({
        API_BASE_URL: 'string',
        API_KEY: 'string',
        VENDOR_KEY: 'string',
        BOX_KEY: 'string',
        SCRIPT_VERSION: 'string',
        MAX_PAYOUT: 'integer',
        DAILY_CAP: 'integer',
      });
      // The payout is written before the L$ move, so a reset can never pay it again.
      const script = parseScript(source);
      const pay = script.functions.find((declaration) => declaration.name === 'pay');
      expect(pay).toBeDefined();
      const text = source.slice(source.indexOf('\ninteger pay(string order)'), source.indexOf('\n}\n', source.indexOf('\ninteger pay(string order)')));
      expect(text.indexOf('llLinksetDataWrite(name, record)')).toBeGreaterThan(0);
      expect(text.indexOf('llLinksetDataWrite(name, record)')).toBeLessThan(text.indexOf('llTransferLindenDollars'));
      // Its linkset data never looks like the vendor's records (paid:, sale:, transfer:, refund:, parked:, intent:, vendor:).
      expect(source).toContain('string RECORD = "payout-";');
    });

    it.each(scriptFiles)('%s uses only defined functions, events and constants, with the right arguments', (file) => {
      const result = check(readScript(file));
      expect(formatLslProblems(file, result.problems)).toBe('');
      expect(Object.keys(result.outline.states)).toContain('default');
    });

    it('the vendor set checks the amount paid, keeps the sale in linkset data, gives the item and posts the sale with its own sale id', () => {
      const outlines = Object.fromEntries(VENDOR_SET.map((file) => [file, check(readScript(file)).outline]));
      const all = Object.values(outlines);
      const outline = {
        calls: all.flatMap((one) => one.calls),
        constants: all.flatMap((one) => one.constants),
        strings: all.flatMap((one) => one.strings),
        globals: Object.assign({}, ...all.map((one) => one.globals)) as Record<string, string>,
        functions: Object.assign({}, ...all.map((one) => one.functions)) as Record<string, unknown>,
      };
      expect(outline.calls).toEqual(
        expect.arrayContaining([
          'llSetPayPrice',
          'llSetClickAction',
          'llTransferLindenDollars',
          'llGenerateKey',
          'llList2Json',
          'llHTTPRequest',
          'llGiveInventory',
          'llOwnerSay',
          'llInstantMessage',
          'llSetText',
          'llDialog',
          'llLinksetDataWrite',
          'llLinksetDataRead',
          'llLinksetDataDelete',
          'llLinksetDataFindKeys',
          'llLinksetDataCountFound',
          'llLinksetDataAvailable',
          'llGetInventoryPermMask',
          'llGetFreeMemory',
          'llJsonSetValue',
          'llTextBox',
          'llRequestUserKey',
          'saleOutcome',
        ]),
      );
      expect(outline.constants).toEqual(
        expect.arrayContaining([
          'PERMISSION_DEBIT',
          'HTTP_METHOD',
          'HTTP_MIMETYPE',
          'HTTP_CUSTOM_HEADER',
          'PAY_HIDE',
          'CLICK_ACTION_PAY',
          'MASK_OWNER',
          'PERM_COPY',
          'PERM_TRANSFER',
          'CHANGED_OWNER',
          'CHANGED_REGION_START',
        ]),
      );
      // vendor-payments takes money only once it may refund; the other two never take money.
      expect(outlines['vendor-payments.lsl'].states.default).toEqual(['state_entry', 'run_time_permissions', 'link_message']);
      expect(outlines['vendor-payments.lsl'].states.paying).toEqual(
        expect.arrayContaining(['money', 'link_message', 'transaction_result', 'timer', 'changed', 'run_time_permissions']),
      );
      expect(outlines['vendor-delivery.lsl'].states.default).toEqual(
        expect.arrayContaining(['state_entry', 'link_message', 'http_response', 'timer', 'changed', 'on_rez']),
      );
      expect(outlines['vendor-menu.lsl'].states.default).toEqual(
        expect.arrayContaining(['state_entry', 'linkset_data', 'link_message', 'http_response', 'timer', 'touch_start', 'listen', 'dataserver']),
      );
      for (const file of ['vendor-delivery.lsl', 'vendor-menu.lsl']) expect(Object.values(outlines[file].states).flat()).not.toContain('money');
      expect(outline.strings).toEqual(
        expect.arrayContaining([
          '/api/lsl/sale',
          '/api/lsl/heartbeat',
          '/api/lsl/purchases?buyer=',
          '&vendor_id=',
          '/api/redeliveries',
          'POST',
          'GET',
          'application/json',
          'X-Api-Key',
          'sale_id',
          'user_id',
          'vendor_id',
          'amount',
          'product_id',
          'buyer_name',
          'transaction_id',
          'requested_by',
          'kind',
          'vendor',
          'queued',
          'parked',
          'free_memory',
          'Retry now',
          'Status',
          'Redeliver',
          'Error processing redelivery: the platform answered ',
          '/api/lsl/refunds',
          '/api/lsl/quote?vendor_id=',
          '&product_id=',
          '&user_id=',
          '&coupon=',
          '/api/lsl/vouchers/redeem',
          'gift_to',
          'gift_to_name',
          'coupon',
          'given',
          'code',
          'refund',
          'voucher',
          'balance',
          'success',
          'reason',
          'transaction_key',
          'recorded',
          'Gift',
          'Coupon',
          'Gift card',
          'Confirm',
        ]),
      );
      expect(outline.globals).toMatchObject({
        API_BASE_URL: 'string',
        API_KEY: 'string',
        VENDOR_KEY: 'string',
        ITEM_NAME: 'string',
        PRICE: 'integer',
        PRODUCT_ID: 'integer',
        SCRIPT_VERSION: 'string',
        QUEUE_CAPACITY: 'integer',
        ANSWER_WAIT: 'integer',
      });
      expect(outline.functions.saleOutcome).toEqual({ returns: 'integer', parameters: ['integer', 'integer'] });
    });

    it('vendor-payments.lsl never changes state, resets or sleeps while it can be paid: each would lose payments in a full event queue', () => {
      const script = parseScript(readScript('vendor-payments.lsl'));
      const paying = script.states.find((state) => state.name === 'paying');
      expect(paying).toBeDefined();
      const reached = reachableFrom(
        script,
        paying!.events.map((event) => event.body),
      );
      expect(reached.calls).toEqual(expect.arrayContaining(['llTransferLindenDollars', 'llLinksetDataWrite', 'llMessageLinked']));
      expect(reached.calls).not.toContain('llResetScript');
      expect(reached.stateChanges).toEqual([]);
      // Not one function that sleeps (llInstantMessage 2 s, llDialog 1 s...), by Linden Lab's definitions.
      const sleeping = sleeps();
      expect(sleeping.get('llInstantMessage')).toBe(2);
      expect(reached.calls.filter((name) => (sleeping.get(name) ?? 0) > 0)).toEqual([]);
      // The same holds for the whole script: in its first state it takes no money yet, but it may soon.
      const whole = reachableFrom(
        script,
        script.states.flatMap((state) => state.events.map((event) => event.body)),
      );
      expect(whole.calls.filter((name) => (sleeping.get(name) ?? 0) > 0)).toEqual([]);
    });

    it.each(VENDOR_SET)('%s checks it is in the root prim, and tells the owner and stops when it is not', (file) => {
      const source = readScript(file);
      expect(source).toContain('if (llGetLinkNumber() > 1)');
      expect(source).toContain('llSetScriptState(llGetScriptName(), FALSE);');
    });

    it("the vendor set takes the pause from the heartbeat's answer: Paused in its hover text, parked sales sent again on resume", () => {
      const source = readScript('vendor-delivery.lsl');
      const menu = readScript('vendor-menu.lsl');
      const { outline } = check(source);
      expect(outline.strings).toContain('paused');
      expect(check(menu).outline.strings).toContain('Paused\n');
      expect(outline.constants).toContain('JSON_TRUE');
      const script = parseScript(source);
      const body = (name: string) => {
        const declaration = script.functions.find((candidate) => candidate.name === name);
        expect(declaration).toBeDefined();
        return declaration!.body;
      };
      expect(reachableFrom(script, [body('onHeartbeatAnswer')]).calls).toEqual(expect.arrayContaining(['llJsonGetValue', 'retryParked']));
      const menuScript = parseScript(menu);
      expect(reachableFrom(menuScript, [menuScript.functions.find((candidate) => candidate.name === 'showStatus')!.body]).calls).toContain('llSetText');
      // A paused vendor offers no price and refunds a payment that still arrives, like any vendor that is not selling.
      expect(source).toMatch(/else if \(paused\) problem = PAUSED;/);
      expect(menu).toMatch(/if \(stop == PAUSED\) text = "Paused\\n";/);
      expect(menu).toContain(readScript('vendor-delivery.lsl').match(/\nstring PAUSED = .*\n/)![0]);
    });

    it('vendor-delivery.lsl states its queue capacity and what a full queue takes, and the setup guide gives the same numbers', () => {
      const source = readScript('vendor-delivery.lsl');
      const script = parseScript(source);
      const integerGlobal = (name: string): number => {
        const initialiser = script.globals.find((global) => global.name === name)?.initialiser;
        expect(initialiser).toMatchObject({ kind: 'literal', type: 'integer' });
        return Number((initialiser as { text: string }).text);
      };
      const capacity = integerGlobal('QUEUE_CAPACITY');
      // vendor-menu arms the gifts and coupons; vendor-delivery's comment counts their room.
      const intents = Number(
        (parseScript(readScript('vendor-menu.lsl')).globals.find((global) => global.name === 'INTENT_LIMIT')?.initialiser as { text: string }).text,
      );
      expect(intents).toBeGreaterThan(0);
      expect(capacity).toBeGreaterThan(0);
      const comment = source
        .split('\n')
        .filter((line) => line.startsWith('//'))
        .map((line) => line.slice(3))
        .join(' ');
      expect(comment).toContain(`The queue holds at most ${capacity} records`);
      const perRecord = Number(/A record takes at most ([\d,]+) bytes/.exec(comment)?.[1].replace(/,/g, ''));
      const full = Number(/A full queue uses at most ([\d,]+) bytes/.exec(comment)?.[1].replace(/,/g, ''));
      const perIntent = Number(/at most ([\d,]+) bytes each/.exec(comment)?.[1].replace(/,/g, ''));
      expect(full).toBe(capacity * perRecord);
      expect(comment).toContain(`the ${intents} buyers who may have a gift or a coupon armed at most ${(intents * perIntent).toLocaleString('en-US')} more`);
      // Room is left for payments on their way: the queue, the armed buyers and the reserve fit in linkset data.
      expect(full + intents * perIntent + integerGlobal('RESERVED_SPACE')).toBeLessThan(131_072);
      const guide = readFileSync(resolve(LSL_FOLDER, 'README.md'), 'utf8');
      expect(guide).toContain(`The queue holds at most ${capacity} records`);
      expect(guide).toContain(`at most ${perRecord} bytes`);
      expect(guide).toContain(`at most ${full.toLocaleString('en-US')} of the 131,072 bytes`);
    });

    it.each(scriptFiles)("%s stays within the code budget that keeps it inside Mono's 64 KB of memory", (file) => {
      const source = readScript(file);
      const code = codeOf(source);
      expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(CODE_BUDGET);
      // The measure reads the whole script: every event handler is still there.
      for (const state of parseScript(source).states) for (const event of state.events) expect(code).toContain(`${event.name}(`);
    });

    it('measures code without comments, blank lines and indentation, keeping // inside strings', () => {
      const source =
        '// a comment\nstring URL = "https://example.com"; // trailing\n\n    /* block\n comment */ default\n{\n    state_entry()\n    {\n        llOwnerSay("a \\" // quote");\n    }\n}\n';
      expect(codeOf(source)).toBe('string URL = "https://example.com";\ndefault\n{\nstate_entry()\n{\nllOwnerSay("a \\" // quote");\n}\n}');
    });

    it('the setup guide states the code budget and how the vendor reports its real free memory', () => {
      const guide = readFileSync(resolve(LSL_FOLDER, 'README.md'), 'utf8');
      expect(guide).toContain(`${CODE_BUDGET.toLocaleString('en-US')} bytes of code`);
      expect(guide).toContain('free_memory');
      expect(check(readScript('vendor-delivery.lsl')).outline.strings).toEqual(expect.arrayContaining(['free_memory', 'vendor:memory:']));
      expect(check(readScript('vendor-menu.lsl')).outline.strings).toEqual(expect.arrayContaining(['\nFree script memory: ', 'vendor:memory:']));
    });

    it('delivery-box.lsl reports its contents, takes pings on its own URL, polls its requests, checks the item and reports delivered or failed', () => {
      const { outline } = check(readScript('delivery-box.lsl'));
      expect(outline.calls).toEqual(
        expect.arrayContaining([
          'llSetTimerEvent',
          'llHTTPRequest',
          'llHTTPResponse',
          'llRequestURL',
          'llReleaseURL',
          'llJsonGetValue',
          'llGetInventoryType',
          'llGetInventoryPermMask',
          'llGetInventoryName',
          'llGiveInventory',
          'llLinksetDataWrite',
          'llLinksetDataDelete',
          'llInstantMessage',
          'llSetText',
        ]),
      );
      expect(outline.constants).toEqual(
        expect.arrayContaining([
          'URL_REQUEST_GRANTED',
          'URL_REQUEST_DENIED',
          'HTTP_BODY_TRUNCATED',
          'MASK_OWNER',
          'PERM_COPY',
          'PERM_TRANSFER',
          'CHANGED_REGION',
          'CHANGED_REGION_START',
          'CHANGED_INVENTORY',
        ]),
      );
      expect(outline.states.default).toEqual(expect.arrayContaining(['timer', 'http_response', 'http_request', 'on_rez', 'changed']));
      expect(outline.strings).toEqual(
        expect.arrayContaining([
          '/api/lsl/redeliveries/pending?box_id=',
          '/api/lsl/redeliveries/',
          '/api/lsl/heartbeat',
          '/api/lsl/boxes/inventory',
          'PUT',
          'box_id',
          'items',
          'append',
          'delivery-box',
          'url',
          'delivered',
          'failed',
          'reason',
          'Error processing redelivery: the platform answered ',
        ]),
      );
      expect(outline.globals).toMatchObject({ API_BASE_URL: 'string', API_KEY: 'string', BOX_KEY: 'string', SCRIPT_VERSION: 'string' });
    });

    it('redelivery-terminal.lsl lists the buyer purchases in a dialog, files a redelivery or opens the web link, and sends its heartbeat', () => {
      const { outline } = check(readScript('redelivery-terminal.lsl'));
      expect(outline.calls).toEqual(
        expect.arrayContaining(['llDialog', 'llListen', 'llListenRemove', 'llFrand', 'llHTTPRequest', 'llSetTimerEvent', 'llInstantMessage', 'llLoadURL']),
      );
      expect(outline.states.default).toEqual(expect.arrayContaining(['touch_start', 'listen', 'timer', 'http_response']));
      expect(outline.strings).toEqual(
        expect.arrayContaining([
          '/api/lsl/purchases?buyer=',
          '/api/redeliveries',
          '/api/lsl/redelivery-links',
          '/api/lsl/heartbeat',
          'terminal',
          'transaction_id',
          'requested_by',
          'Error processing redelivery: ',
        ]),
      );
      expect(outline.globals).toMatchObject({ API_BASE_URL: 'string', API_KEY: 'string', SCRIPT_VERSION: 'string' });
    });

    it.each([
      ['vendor-delivery.lsl', ['API_BASE_URL', 'API_KEY', 'VENDOR_KEY']],
      ['payouts.lsl', ['API_BASE_URL', 'API_KEY', 'VENDOR_KEY']],
      ['delivery-box.lsl', ['API_BASE_URL', 'API_KEY', 'BOX_KEY']],
      ['redelivery-terminal.lsl', ['API_BASE_URL', 'API_KEY']],
    ])('%s starts with its configuration block, one setting per line in the form the server fills in', (file, settings) => {
      const source = readScript(file);
      const lines = source.split('\n');
      expect(lines[0]).toBe('// ---------------- Configuration ----------------');
      const end = lines.indexOf('// ------------------------------------------------');
      expect(end).toBeGreaterThan(0);
      const block = lines.slice(0, end);
      const placeholders: Record<string, string> = {
        API_BASE_URL: 'https://vendors.example.com',
        API_KEY: 'YOUR_API_KEY',
        VENDOR_KEY: 'YOUR_VENDOR_KEY',
        BOX_KEY: 'YOUR_BOX_KEY',
      };
      for (const setting of settings) {
        const line = `string ${setting} = "${placeholders[setting]}";`;
        expect(block).toContain(line);
        // The server fills the first line of this form in the whole file: it must be the one in the block.
        expect(source.indexOf(`string ${setting} = `)).toBe(source.indexOf(line));
      }
      expect(block.filter((line) => !line.startsWith('//') && !/^(string|integer|float) [A-Z_]+ = [^;]+;$/.test(line))).toEqual([]);
      const version = source.search(/\nstring SCRIPT_VERSION = "\d+\.\d+\.\d+";\n/);
      expect(version).toBeGreaterThan(source.indexOf(lines[end]));
    });

    it.each(scriptFiles)('%s points the merchant at the setup guide, never at files they do not have', (file) => {
      const source = readScript(file);
      const comments = source.split('\n').filter((line) => line.trim().startsWith('//'));
      expect(source).not.toMatch(/README|\.md\b/);
      expect(comments.filter((line) => /backend\/|frontend\/|lsl\/|docs\//.test(line))).toEqual([]);
      expect(source).toContain('see the setup guide on the LSL Integration page');
    });

    describe('the vendor set 3.0: waits for the answer, refunds, gifts, coupons and gift cards', () => {
      /** A script of the set, with ways to find its functions, handlers and string constants. */
      const inScript = (file: string) => {
        const source = readScript(file);
        const script = parseScript(source);
        return {
          source,
          script,
          body: (name: string): Statement & { kind: 'block' } => {
            const declaration = script.functions.find((candidate) => candidate.name === name);
            if (!declaration) throw new Error(`${file} has no function ${name}`);
            return declaration.body;
          },
          event: (state: string, name: string): Statement & { kind: 'block' } => {
            const handler = script.states.find((candidate) => candidate.name === state)?.events.find((candidate) => candidate.name === name);
            if (!handler) throw new Error(`${file} has no ${name} in state ${state}`);
            return handler.body;
          },
          /** Functions of the script that call `name` themselves. */
          callersOf: (name: string): string[] =>
            script.functions
              .filter((declaration) => reachableFrom({ ...script, functions: [] }, [declaration.body]).calls.includes(name))
              .map((declaration) => declaration.name)
              .sort(),
          stringGlobal: (name: string): string | undefined => {
            const initialiser = script.globals.find((global) => global.name === name && global.type === 'string')?.initialiser;
            return initialiser?.kind === 'literal' ? JSON.parse(initialiser.text.replace(/\\(?!["\\])/g, '\\\\')) : undefined;
          },
        };
      };
      const delivery = inScript('vendor-delivery.lsl');
      const payments = inScript('vendor-payments.lsl');
      const menu = inScript('vendor-menu.lsl');
      /** Every call expression in a body (not following calls). */
      const callsIn = (statement: Statement): Array<Expression & { kind: 'call' }> => {
        const found: Array<Expression & { kind: 'call' }> = [];
        const inExpression = (expression: Expression | undefined): void => {
          if (!expression) return;
          if (expression.kind === 'call') {
            found.push(expression);
            expression.args.forEach(inExpression);
          } else if (expression.kind === 'list' || expression.kind === 'vector') expression.items.forEach(inExpression);
          else if (expression.kind === 'cast' || expression.kind === 'unary' || expression.kind === 'postfix') inExpression(expression.operand);
          else if (expression.kind === 'binary') [expression.left, expression.right].forEach(inExpression);
          else if (expression.kind === 'assignment') inExpression(expression.value);
        };
        const inStatement = (inner: Statement | undefined): void => {
          if (!inner) return;
          if (inner.kind === 'block') inner.body.forEach(inStatement);
          else if (inner.kind === 'declaration') inExpression(inner.initialiser);
          else if (inner.kind === 'expression') inExpression(inner.expression);
          else if (inner.kind === 'return') inExpression(inner.value);
          else if (inner.kind === 'if') {
            inExpression(inner.condition);
            inStatement(inner.then);
            inStatement(inner.otherwise);
          } else if (inner.kind === 'while' || inner.kind === 'do' || inner.kind === 'for') inStatement(inner.body);
        };
        inStatement(statement);
        return found;
      };
      /** Whether a condition is `outcome == <constant>`. */
      const isOutcome = (condition: Expression, constant: string): boolean =>
        condition.kind === 'binary' &&
        condition.operator === '==' &&
        condition.left.kind === 'identifier' &&
        condition.left.name === 'outcome' &&
        condition.right.kind === 'identifier' &&
        condition.right.name === constant;

      it('gives the item only after the answer in the normal path: money() keeps the payment and wakes vendor-delivery, and never gives', () => {
        const { source, body, callersOf } = delivery;
        const money = payments.event('paying', 'money');
        // money() itself calls neither llGiveInventory nor give(); the item is given by the answer's handling.
        expect(callsIn(money).map((call) => call.name)).not.toContain('llGiveInventory');
        expect(callsIn(money).map((call) => call.name)).not.toContain('give');
        expect(callsIn(money).map((call) => call.name)).toEqual(expect.arrayContaining(['store', 'llMessageLinked']));
        // A payment of L$0 or less is ignored before anything else.
        expect(money.body[0]).toMatchObject({ kind: 'if', condition: { kind: 'binary', operator: '<=', left: { name: 'amount' } }, then: { kind: 'return' } });
        expect(callersOf('llGiveInventory')).toEqual(['give']);
        expect(callersOf('give')).toEqual(['giveCardSales', 'onSaleAnswer']);
        // In onSaleAnswer the item is given after the refusal branch (which refunds and returns), only to a buyer still waiting.
        const answer = body('onSaleAnswer');
        const refusal = answer.body.findIndex((statement) => statement.kind === 'if' && isOutcome(statement.condition, 'REFUND'));
        const giving = answer.body.findIndex(
          (statement) =>
            statement.kind === 'if' &&
            statement.condition.kind === 'identifier' &&
            statement.condition.name === 'waits' &&
            callsIn(statement).some((call) => call.name === 'give'),
        );
        expect(refusal).toBeGreaterThanOrEqual(0);
        expect(callsIn(answer.body[refusal]).map((call) => call.name)).not.toContain('give');
        expect(giving).toBeGreaterThan(refusal);
        // The buyer waits ANSWER_WAIT seconds at most, well under Second Life's 60 s limit.
        expect(source).toMatch(/\ninteger ANSWER_WAIT = 20;\n/);
        expect(source).toMatch(/waiting \+= \[request, name, llGetUnixTime\(\) \+ ANSWER_WAIT\];/);
      });

      it('refunds the whole payment of a sale refused with 409 or 403 while its buyer waits', () => {
        const { source, body } = delivery;
        const answer = body('onSaleAnswer');
        const refusal = answer.body.find(
          (statement): statement is Statement & { kind: 'if' } => statement.kind === 'if' && isOutcome(statement.condition, 'REFUND'),
        );
        expect(refusal).toBeDefined();
        const refundCall = callsIn(refusal!.then).find((call) => call.name === 'refund');
        // The sale, which becomes its refund report (of the whole amount paid), and the platform's message.
        expect(refundCall?.args.map((arg) => (arg.kind === 'identifier' ? arg.name : arg.kind))).toEqual(['name', 'message']);
        expect(callsIn(body('refund')).some((call) => call.name === 'llJsonGetValue' && JSON.stringify(call.args[1]).includes('"\\"paid\\""'))).toBe(true);
        expect(source).toMatch(/if \(waits && \(status == 409 \|\| status == 403\)\) return REFUND;/);
      });

      it('marks a sale given when it gives the item without an answer (timeout, 499, 429, 5xx, throttled, parked)', () => {
        const { body } = delivery;
        const answer = body('onSaleAnswer');
        const marks = callsIn(answer).filter(
          (call) =>
            call.name === 'llJsonSetValue' &&
            call.args[1].kind === 'list' &&
            call.args[1].items[0]?.kind === 'literal' &&
            call.args[1].items[0].text === '"given"' &&
            call.args[2].kind === 'identifier' &&
            call.args[2].name === 'JSON_TRUE',
        );
        expect(marks).toHaveLength(1);
        // The timer ends the wait like a 499, and a request Second Life will not send is answered like a 429.
        expect(callsIn(body('tick')).some((call) => call.name === 'onWaitingAnswer' && call.args[1].kind === 'literal' && call.args[1].text === '499')).toBe(
          true,
        );
        expect(callsIn(body('post')).some((call) => call.name === 'onSaleAnswer' && call.args[1].kind === 'literal' && call.args[1].text === '429')).toBe(true);
        // A reset ends every wait the same way.
        expect(callsIn(body('resume')).some((call) => call.name === 'onSaleAnswer' && call.args[1].kind === 'literal' && call.args[1].text === '499')).toBe(
          true,
        );
      });

      it('keeps every refund report in linkset data before the L$ move, whether or not the transfer can be made', () => {
        // vendor-delivery turns the sale into its refund report (same number), then wakes vendor-payments.
        const refund = delivery.body('refund');
        expect(callsIn(refund).some((call) => call.name === 'move' && call.args[1].kind === 'identifier' && call.args[1].name === 'TRANSFER')).toBe(true);
        // vendor-payments keeps each try in the record before the L$ move; without PERMISSION_DEBIT the report is a failed one.
        const text = payments.source.slice(payments.source.indexOf('\ntransfer()'), payments.source.indexOf('\n}\n', payments.source.indexOf('\ntransfer()')));
        expect(text.indexOf('llLinksetDataWrite(name, record);')).toBeGreaterThan(0);
        expect(text.indexOf('llLinksetDataWrite(name, record);')).toBeLessThan(text.indexOf('llTransferLindenDollars'));
        expect(callsIn(payments.body('transfer')).map((call) => call.name)).toEqual(expect.arrayContaining(['failed', 'park']));
        const result = reachableFrom(payments.script, [payments.event('paying', 'transaction_result')]).calls;
        expect(result).toEqual(expect.arrayContaining(['move', 'failed', 'llJsonSetValue']));
        expect(delivery.stringGlobal('REPORT')).toBe('refund:');
        expect(payments.stringGlobal('REPORT')).toBe('refund:');
        expect(
          callsIn(delivery.body('post')).some(
            (call) => call.name === 'llSubStringIndex' && call.args[1].kind === 'identifier' && call.args[1].name === 'REPORT',
          ),
        ).toBe(true);
      });

      it("gives the item of a gift to the recipient, and sends a gift card's code by instant message to its owner", () => {
        const { body, callersOf } = delivery;
        const give = callsIn(body('give')).find((call) => call.name === 'llGiveInventory');
        expect(give?.args[0]).toMatchObject({ kind: 'identifier', name: 'owner' });
        expect(callsIn(body('give')).some((call) => call.name === 'ownerOf')).toBe(true);
        expect(
          callsIn(body('ownerOf')).some(
            (call) =>
              call.name === 'llJsonGetValue' &&
              call.args[1].kind === 'list' &&
              call.args[1].items[0]?.kind === 'literal' &&
              call.args[1].items[0].text === '"gift_to"',
          ),
        ).toBe(true);
        const voucher = body('sendVoucher');
        expect(callsIn(voucher).some((call) => call.name === 'llInstantMessage' && call.args[0].kind === 'call' && call.args[0].name === 'ownerOf')).toBe(true);
        expect(callersOf('sendVoucher')).toEqual(['giveCardSales', 'onSaleAnswer']);
      });

      it("asks the gift's recipient in a text box, resolves the name with llRequestUserKey and confirms in a dialog", () => {
        const { body, event } = menu;
        expect(callsIn(body('openMenu')).map((call) => call.name)).toEqual(expect.arrayContaining(['llTextBox', 'llDialog']));
        expect(callsIn(body('reply')).some((call) => call.name === 'llRequestUserKey')).toBe(true);
        const dataserver = event('default', 'dataserver');
        expect(dataserver.body[0]).toMatchObject({
          kind: 'if',
          condition: { kind: 'binary', operator: '!=', left: { name: 'query' }, right: { name: 'customerRequest' } },
        });
        expect(callsIn(dataserver).some((call) => call.name === 'ask' && call.args[0].kind === 'identifier' && call.args[0].name === 'CONFIRM')).toBe(true);
        expect(callsIn(dataserver).some((call) => call.name === 'isKey')).toBe(true);
      });

      it('labels every dialog button with at most 24 characters', () => {
        const { script, callersOf, stringGlobal } = menu;
        /** Every value given to a local variable in a body: its initialiser and its assignments (= and +=). */
        const collectAssignments = (scope: Statement, name: string): Expression[] => {
          const values: Expression[] = [];
          const visit = (statement: Statement | undefined): void => {
            if (!statement) return;
            if (statement.kind === 'block') statement.body.forEach(visit);
            else if (statement.kind === 'if') [statement.then, statement.otherwise].forEach(visit);
            else if (statement.kind === 'for' || statement.kind === 'while' || statement.kind === 'do') visit(statement.body);
            else if (statement.kind === 'declaration' && statement.name === name && statement.initialiser) values.push(statement.initialiser);
            else if (
              statement.kind === 'expression' &&
              statement.expression.kind === 'assignment' &&
              statement.expression.target.kind === 'identifier' &&
              statement.expression.target.name === name
            )
              values.push(statement.expression.value);
          };
          visit(scope);
          return values;
        };
        const labels = new Set<string>();
        const resolveItems = (expression: Expression, scope: Statement): void => {
          if (expression.kind === 'list') {
            for (const item of expression.items) {
              const label = item.kind === 'literal' ? JSON.parse(item.text) : item.kind === 'identifier' ? stringGlobal(item.name) : undefined;
              if (typeof label !== 'string') throw new Error(`A dialog button that is not a constant text at line ${item.position.line}`);
              labels.add(label);
            }
          } else if (expression.kind === 'binary' && expression.operator === '+') {
            resolveItems(expression.left, scope);
            resolveItems(expression.right, scope);
          } else if (expression.kind === 'identifier') {
            // A local list: every list given to it in the same body.
            const assigned = collectAssignments(scope, expression.name);
            expect(assigned.length).toBeGreaterThan(0);
            assigned.forEach((value) => resolveItems(value, scope));
          } else {
            throw new Error(`Dialog buttons vendor-menu.lsl builds in a way this test cannot read, at line ${expression.position.line}`);
          }
        };
        const bodies: Statement[] = [
          ...script.functions.map((declaration) => declaration.body),
          ...script.states.flatMap((state) => state.events.map((handler) => handler.body)),
        ];
        let dialogs = 0;
        for (const scope of bodies) {
          for (const call of callsIn(scope)) {
            if (call.name !== 'openMenu' && call.name !== 'ask') continue;
            dialogs++;
            const buttons = call.args[2];
            // ask() and openMenu() pass their own buttons parameter on: the callers are checked instead.
            if (buttons.kind === 'identifier' && buttons.name === 'buttons' && scope.kind === 'block' && collectAssignments(scope, 'buttons').length === 0)
              continue;
            resolveItems(buttons, scope);
          }
        }
        expect(dialogs).toBeGreaterThanOrEqual(5);
        expect([...labels].sort()).toEqual(['Cancel', 'Confirm', 'Coupon', 'Demo', 'Gift', 'Gift card', 'Redeliver', 'Retry now', 'Status', 'Web link']);
        for (const label of labels) expect(Buffer.byteLength(label, 'utf8')).toBeLessThanOrEqual(24);
        // Only openMenu() shows a dialog or a text box.
        expect(callersOf('llDialog')).toEqual(['openMenu']);
        expect(callersOf('llTextBox')).toEqual(['openMenu']);
      });
    });

    it('notices a mistake made in the real vendor script', () => {
      const source = readScript('vendor-payments.lsl');
      const broken = source.replace(
        'llTransferLindenDollars((key)llJsonGetValue(record, ["user_id"]), (integer)llJsonGetValue(record, ["amount"]))',
        'llTransferLindenDollars((key)llJsonGetValue(record, ["user_id"]), (integer)llJsonGetValue(record, ["amount"]), "Refund")',
      );
      expect(broken).not.toBe(source);
      expect(problemsIn(broken)).toEqual(['llTransferLindenDollars takes 2 arguments (key destination, integer amount) but is given 3']);
    });
  });

  describe('the checker', () => {
    it('accepts a correct script that relies on implicit integer to float and string to key conversions', () => {
      const source = inStateEntry(
        [
          'llSetTimerEvent(5);',
          'llGiveInventory("d0f1e6a4-7c3b-4b8e-9c55-1f2a3b4c5d6e", ITEM);',
          'llOwnerSay(llGetOwner());',
          'vector colour = <1, 0.5, 0>;',
          'llSetText(greeting(2) + " " + (string)colour.x, colour, 1);',
          'if (llGetPermissions() & PERMISSION_DEBIT) state selling;',
        ].join('\n        '),
        'string ITEM = "Red Dress";\nlist SIZES = ["S", "M", 3, -1.5, <0, 0, 1>, NULL_KEY];\nstring greeting(integer times)\n{\n    return "Hello x" + (string)times;\n}',
      ).concat('state selling\n{\n    money(key payer, integer amount)\n    {\n        llOwnerSay((string)amount);\n    }\n}\n');
      expect(problemsIn(source)).toEqual([]);
    });

    it('reports a misspelled ll function', () => {
      expect(problemsIn(inStateEntry('llOwnerSays("Hello");'))).toEqual(['Unknown function llOwnerSays']);
    });

    it('reports a wrong number of arguments', () => {
      expect(problemsIn(inStateEntry('llOwnerSay("Hello", "again");'))).toEqual(['llOwnerSay takes 1 argument (string msg) but is given 2']);
      expect(problemsIn(inStateEntry('llGetOwner(1);'))).toEqual(['llGetOwner takes 0 arguments () but is given 1']);
    });

    it('reports a wrong argument type from literals, variables, constants, casts and return types', () => {
      expect(problemsIn(inStateEntry('llSetTimerEvent("30");'))).toEqual(['Argument 1 (sec) of llSetTimerEvent needs a float but gets a string']);
      expect(problemsIn(inStateEntry('integer count = 3;\n        llOwnerSay(count);'))).toEqual([
        'Argument 1 (msg) of llOwnerSay needs a string but gets an integer',
      ]);
      expect(problemsIn(inStateEntry('llOwnerSay(PERMISSION_DEBIT);'))).toEqual(['Argument 1 (msg) of llOwnerSay needs a string but gets an integer']);
      expect(problemsIn(inStateEntry('llSetTimerEvent((string)1.5);'))).toEqual(['Argument 1 (sec) of llSetTimerEvent needs a float but gets a string']);
      expect(problemsIn(inStateEntry('llOwnerSay(llGetListLength([]));'))).toEqual(['Argument 1 (msg) of llOwnerSay needs a string but gets an integer']);
      expect(problemsIn(inStateEntry('llSetPayPrice(250, "250");'))).toEqual([
        'Argument 2 (quick_pay_buttons) of llSetPayPrice needs a list but gets a string',
      ]);
      expect(problemsIn(inStateEntry('llOwnerSay(llResetScript());'))).toEqual(['Argument 1 (msg) of llOwnerSay needs a string but the call gives no value']);
    });

    it('checks calls to the script own functions: existence, arity and argument types', () => {
      const greet = 'greet(string name, integer times)\n{\n    llOwnerSay(name + (string)times);\n}';
      expect(problemsIn(inStateEntry('greet("Ann", 2);', greet))).toEqual([]);
      expect(problemsIn(inStateEntry('greet("Ann");', greet))).toEqual(['greet takes 2 arguments (string name, integer times) but is given 1']);
      expect(problemsIn(inStateEntry('greet(2, "Ann");', greet))).toEqual([
        'Argument 1 (name) of greet needs a string but gets an integer',
        'Argument 2 (times) of greet needs an integer but gets a string',
      ]);
      expect(problemsIn(inStateEntry('greeet("Ann", 2);', greet))).toEqual(['Unknown function greeet']);
    });

    it('reports a function with a type that can end without returning a value', () => {
      const withBody = (body: string): string => inStateEntry('llOwnerSay(describe(1));', `string describe(integer count)\n{\n    ${body}\n}`);
      expect(problemsIn(withBody('if (count == 1) return "one";\n    return "many";'))).toEqual([]);
      expect(problemsIn(withBody('if (count == 1) return "one";\n    else return "many";'))).toEqual([]);
      expect(problemsIn(withBody('if (count == 1) return "one";'))).toEqual(['Not all code paths of describe return a value']);
      expect(problemsIn(withBody('while (count > 0) return "some";'))).toEqual(['Not all code paths of describe return a value']);
    });

    it('reports an unknown constant but accepts the script own UPPER_CASE globals', () => {
      expect(problemsIn(inStateEntry('llSetPayPrice(PAY_HIDDEN, []);'))).toEqual(['Unknown constant PAY_HIDDEN']);
      expect(problemsIn(inStateEntry('llSetPayPrice(PAY_HIDE, [MY_PRICE]);', 'integer MY_PRICE = 10;'))).toEqual([]);
      expect(problemsIn(inStateEntry('llSetPayPrice(PAY_HIDE, []);', 'integer PAY_HIDE = 10;'))).toEqual(['PAY_HIDE is already an LSL constant']);
    });

    it('reports an event handler with the wrong parameters or an unknown name', () => {
      const handler = (signature: string): string => `default\n{\n    ${signature}\n    {\n    }\n}\n`;
      expect(problemsIn(handler('money(key payer, integer amount)'))).toEqual([]);
      expect(problemsIn(handler('money(key payer, string amount)'))).toEqual(['Event money takes (key, integer) but is declared with (key, string)']);
      expect(problemsIn(handler('touch_start()'))).toEqual(['Event touch_start takes (integer) but is declared with ()']);
      expect(problemsIn(handler('on_touch(integer touches)'))).toEqual(['Unknown event on_touch']);
    });

    it('reports unknown variables, states and misplaced values', () => {
      expect(problemsIn(inStateEntry('llOwnerSay(greting);'))).toEqual(['Unknown variable greting']);
      expect(problemsIn(inStateEntry('state selling;'))).toEqual(['Unknown state selling']);
      expect(problemsIn(inStateEntry('list nested = [1, [2]];'))).toEqual(['A list cannot contain a list']);
      expect(problemsIn(inStateEntry('string text = "L$" + 250;'))).toEqual(['Operator + cannot combine a string and an integer']);
      expect(problemsIn(inStateEntry('llOwnerSay("ok");', 'key OWNER = llGetOwner();'))).toEqual([
        'Global OWNER must start with a constant value (no calls or arithmetic)',
      ]);
      expect(problemsIn(inStateEntry('llSetPrimitiveParams([]);'))).toEqual(['llSetPrimitiveParams is deprecated']);
    });

    it('gives the line and column of a syntax error', () => {
      expect(check(inStateEntry('llOwnerSay("Hello")\n    }')).problems).toEqual([{ line: 7, column: 5, message: "Syntax error: Expected ';' but found '}'" }]);
      expect(problemsIn('default\n{\n    state_entry()\n    {\n        llOwnerSay("unfinished);\n    }\n}\n')).toEqual(['Syntax error: Unterminated string']);
    });

    it('reads vector and rotation literals that contain comparisons and negative numbers', () => {
      expect(
        problemsIn(inStateEntry('vector v = <1, -2.5e1, (3 > 2)>;\n        rotation r = <0, 0, 0, 1>;\n        llOwnerSay((string)(v.z < r.s));')),
      ).toEqual([]);
      expect(problemsIn(inStateEntry('vector v = <1, "2", 3>;'))).toEqual(['Component 2 needs a float but gets a string']);
    });
  });
});

describe("locating Linden Lab's LSL definitions", () => {
  const originalCi = process.env.CI;
  afterEach(() => {
    if (originalCi === undefined) delete process.env.CI;
    else process.env.CI = originalCi;
  });

  it('looks in ../shared beside the checkout', () => {
    expect(lslDefinitionsCandidates()).toContain(resolve(__dirname, '../../../../shared/lsl/lsl_definitions.yaml'));
  });

  it('fails with every place it looked when the file is missing', () => {
    delete process.env.CI;
    expect(() => locateLslDefinitions(['/nowhere/lsl_definitions.yaml', '/elsewhere/lsl_definitions.yaml'])).toThrow(
      /not found[\s\S]*Looked in:\n {2}- \/nowhere\/lsl_definitions\.yaml\n {2}- \/elsewhere\/lsl_definitions\.yaml/,
    );
  });

  it('says that CI must provide the file when CI is set', () => {
    process.env.CI = 'true';
    expect(() => locateLslDefinitions(['/nowhere/lsl_definitions.yaml'])).toThrow(/CI must provide it/);
  });
});
