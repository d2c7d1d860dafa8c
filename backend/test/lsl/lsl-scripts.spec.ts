import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkLslScript, formatLslProblems, type LslCheckResult } from './lsl-checker';
import { parseScript, type Expression, type Script, type Statement } from './lsl-parser';
import { lslDefinitionsCandidates, loadLslDefinitions, locateLslDefinitions, type LslDefinitions } from './lsl-definitions';

const LSL_FOLDER = resolve(__dirname, '../../../lsl');
const scriptFiles = readdirSync(LSL_FOLDER).filter((file) => file.endsWith('.lsl')).sort();
const readScript = (file: string): string => readFileSync(resolve(LSL_FOLDER, file), 'utf8');

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
    it('holds the vendor, delivery box and redelivery terminal scripts', () => {
      expect(scriptFiles).toEqual(['delivery-box.lsl', 'redelivery-terminal.lsl', 'vendor.lsl']);
    });

    it.each(scriptFiles)('%s uses only defined functions, events and constants, with the right arguments', (file) => {
      const result = check(readScript(file));
      expect(formatLslProblems(file, result.problems)).toBe('');
      expect(Object.keys(result.outline.states)).toContain('default');
    });

    it('vendor.lsl checks the amount paid, keeps the sale in linkset data, gives the item and posts the sale with its own sale id', () => {
      const { outline } = check(readScript('vendor.lsl'));
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
      expect(outline.states.default).toEqual(expect.arrayContaining(['state_entry', 'run_time_permissions', 'http_response', 'timer', 'on_rez', 'changed']));
      expect(outline.states.default).not.toContain('money');
      expect(outline.states.selling).toEqual(
        expect.arrayContaining(['money', 'http_response', 'timer', 'transaction_result', 'touch_start', 'listen', 'changed', 'on_rez']),
      );
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
      });
      expect(outline.functions.saleOutcome).toEqual({ returns: 'integer', parameters: ['integer'] });
    });

    it('vendor.lsl never changes state or resets while it can be paid: either would drop payments waiting in the event queue', () => {
      const script = parseScript(readScript('vendor.lsl'));
      const selling = script.states.find((state) => state.name === 'selling');
      expect(selling).toBeDefined();
      const reached = reachableFrom(script, selling!.events.map((event) => event.body));
      expect(reached.calls).toContain('llGiveInventory');
      expect(reached.calls).not.toContain('llResetScript');
      expect(reached.stateChanges).toEqual([]);
    });

    it("vendor.lsl takes the pause from the heartbeat's answer: Paused in its hover text, parked sales sent again on resume", () => {
      const source = readScript('vendor.lsl');
      const { outline } = check(source);
      expect(outline.strings).toEqual(expect.arrayContaining(['paused', 'Paused\n']));
      expect(outline.constants).toContain('JSON_TRUE');
      const script = parseScript(source);
      const body = (name: string) => {
        const declaration = script.functions.find((candidate) => candidate.name === name);
        expect(declaration).toBeDefined();
        return declaration!.body;
      };
      expect(reachableFrom(script, [body('onHeartbeatAnswer')]).calls).toEqual(expect.arrayContaining(['llJsonGetValue', 'retryParked']));
      expect(reachableFrom(script, [body('showStatus')]).calls).toContain('llSetText');
      // A paused vendor offers no price and refunds a payment that still arrives, like any vendor that is not selling.
      expect(source).toMatch(/else if \(paused\) problem = PAUSED;/);
      expect(source).toMatch(/if \(notSelling == PAUSED\) text = "Paused\\n";/);
    });

    it('vendor.lsl states its queue capacity, and the setup guide gives the same number', () => {
      const script = parseScript(readScript('vendor.lsl'));
      const capacity = script.globals.find((global) => global.name === 'QUEUE_CAPACITY')?.initialiser;
      expect(capacity).toMatchObject({ kind: 'literal', type: 'integer' });
      const value = Number((capacity as { text: string }).text);
      expect(value).toBeGreaterThan(0);
      expect(readFileSync(resolve(LSL_FOLDER, 'README.md'), 'utf8')).toContain(`The queue holds at most ${value} sales`);
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

    it('redelivery-terminal.lsl lists the buyer purchases in a dialog, files a redelivery and sends its heartbeat', () => {
      const { outline } = check(readScript('redelivery-terminal.lsl'));
      expect(outline.calls).toEqual(
        expect.arrayContaining(['llDialog', 'llListen', 'llListenRemove', 'llFrand', 'llHTTPRequest', 'llSetTimerEvent', 'llInstantMessage']),
      );
      expect(outline.states.default).toEqual(expect.arrayContaining(['touch_start', 'listen', 'timer', 'http_response']));
      expect(outline.strings).toEqual(
        expect.arrayContaining([
          '/api/lsl/purchases?buyer=',
          '/api/redeliveries',
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
      ['vendor.lsl', ['API_BASE_URL', 'API_KEY', 'VENDOR_KEY']],
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

    it('notices a mistake made in the real vendor script', () => {
      const source = readScript('vendor.lsl');
      const broken = source.replace('llTransferLindenDollars(payer, amount)', 'llTransferLindenDollars(payer, amount, "Refund")');
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
      expect(problemsIn(inStateEntry('llSetPayPrice(250, "250");'))).toEqual(['Argument 2 (quick_pay_buttons) of llSetPayPrice needs a list but gets a string']);
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
      expect(problemsIn(inStateEntry('vector v = <1, -2.5e1, (3 > 2)>;\n        rotation r = <0, 0, 0, 1>;\n        llOwnerSay((string)(v.z < r.s));'))).toEqual([]);
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
