import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { callIntegerFunction, integerConstants, LslEvaluationError } from './lsl-evaluator';
import { type Expression, parseScript, type Script, type Statement } from './lsl-parser';

const LSL_FOLDER = resolve(__dirname, '../../../lsl');
const vendorSource = readFileSync(resolve(LSL_FOLDER, 'vendor-delivery.lsl'), 'utf8');

type Action = 'remove' | 'refund' | 'retry' | 'park';
const ACTIONS: readonly Action[] = ['remove', 'refund', 'retry', 'park'];
/** The two columns of the table: a sale whose buyer waits for the answer, and a sale given already (or a refund report). */
const MOMENTS = ['before_giving', 'after_giving'] as const;
type Moment = (typeof MOMENTS)[number];

interface OutcomeTable {
  function: string;
  actions: Record<Action, string>;
  rows: ({ status: number; why: string } & Record<Moment, Action>)[];
}

const table = JSON.parse(readFileSync(resolve(LSL_FOLDER, 'sale-outcomes.json'), 'utf8')) as OutcomeTable;

/** The statuses the table must cover: every answer the vendor can meet, and unusual ones. */
const REQUIRED_STATUSES = [200, 201, 302, 400, 401, 403, 404, 409, 413, 429, 499, 500, 502, 503, 0];

/** Maps the value the script's decision function returns to the table's action, or undefined for any other value. */
function actionsOf(script: Script): Map<number, Action> {
  const constants = integerConstants(script);
  const byValue = new Map<number, Action>();
  for (const action of ACTIONS) {
    const value = constants.get(table.actions[action]);
    if (value === undefined) throw new Error(`vendor-delivery.lsl has no integer constant ${table.actions[action]} (the ${action} action)`);
    if (byValue.has(value)) throw new Error(`${table.actions[action]} has the same value as ${table.actions[byValue.get(value)!]}`);
    byValue.set(value, action);
  }
  return byValue;
}

/** One of the actions, or a description of anything else the script returned. */
type Decision = string;

/** What the script decides for a status, the buyer waiting or not: one of the actions, or a description of anything else it returned. */
function decide(script: Script, status: number, moment: Moment): Decision {
  const value = callIntegerFunction(script, table.function, [status, moment === 'before_giving' ? 1 : 0]);
  return actionsOf(script).get(value) ?? `an unknown action (${value})`;
}

function statusesToSweep(): number[] {
  const statuses = Array.from({ length: 1000 }, (_, status) => status);
  return [...statuses, -1, 1000, 2_147_483_647, -2_147_483_648];
}

/** Every call to `name` inside a statement, with the if-conditions (as the parser read them) that enclose it. */
function callsWithin(statement: Statement, name: string, conditions: Expression[] = []): Expression[][] {
  const found: Expression[][] = [];
  const inExpression = (expression: Expression | undefined): boolean => {
    if (!expression) return false;
    switch (expression.kind) {
      case 'call':
        return expression.name === name || expression.args.some(inExpression);
      case 'list':
      case 'vector':
        return expression.items.some(inExpression);
      case 'cast':
      case 'unary':
      case 'postfix':
        return inExpression(expression.operand);
      case 'binary':
        return inExpression(expression.left) || inExpression(expression.right);
      case 'assignment':
        return inExpression(expression.value);
      case 'member':
        return inExpression(expression.object);
      default:
        return false;
    }
  };
  switch (statement.kind) {
    case 'block':
      for (const inner of statement.body) found.push(...callsWithin(inner, name, conditions));
      break;
    case 'if':
      if (inExpression(statement.condition)) found.push(conditions);
      found.push(...callsWithin(statement.then, name, [...conditions, statement.condition]));
      if (statement.otherwise)
        found.push(
          ...callsWithin(statement.otherwise, name, [
            ...conditions,
            { kind: 'unary', operator: '!', operand: statement.condition, position: statement.position },
          ]),
        );
      break;
    case 'expression':
      if (inExpression(statement.expression)) found.push(conditions);
      break;
    case 'declaration':
      if (inExpression(statement.initialiser)) found.push(conditions);
      break;
    case 'return':
      if (inExpression(statement.value)) found.push(conditions);
      break;
    case 'while':
    case 'do':
    case 'for':
      found.push(...callsWithin(statement.body, name, conditions));
      break;
    default:
      break;
  }
  return found;
}

/** Whether a condition is `outcome == <the constant of action>`. */
const isOutcomeTest = (condition: Expression, action: Action): boolean =>
  condition.kind === 'binary' &&
  condition.operator === '==' &&
  condition.left.kind === 'identifier' &&
  condition.left.name === 'outcome' &&
  condition.right.kind === 'identifier' &&
  condition.right.name === table.actions[action];

/** The index of the first top-level statement of a body that calls `name`. */
const statementCalling = (body: Statement & { kind: 'block' }, name: string): number =>
  body.body.findIndex((statement) => callsWithin(statement, name).length > 0);

/** Every status the sweep finds with an action other than allowed, as "status (moment): action". */
function sweep(script: Script, allowed: (status: number, moment: Moment, action: Decision) => boolean): string[] {
  const wrong: string[] = [];
  for (const moment of MOMENTS) {
    for (const status of statusesToSweep()) {
      const action = decide(script, status, moment);
      if (!allowed(status, moment, action)) wrong.push(`${status} (${moment}): ${action}`);
    }
  }
  return wrong;
}

const onlyRemovesOn200 = (status: number, _moment: Moment, action: Decision): boolean =>
  ACTIONS.includes(action as Action) && (action === 'remove') === (status === 200);
const refundsOnlyWhileTheBuyerWaits = (status: number, moment: Moment, action: Decision): boolean =>
  (action === 'refund') === (moment === 'before_giving' && (status === 409 || status === 403));

describe('what vendor-delivery.lsl does with a sale after each platform answer (lsl/sale-outcomes.json)', () => {
  const script = parseScript(vendorSource);
  const functionBody = (name: string): Statement & { kind: 'block' } => {
    const declaration = script.functions.find((candidate) => candidate.name === name);
    if (!declaration) throw new Error(`vendor-delivery.lsl has no function ${name}`);
    return declaration.body;
  };

  it('covers every status that matters, each once, with an action before and after giving the item and a reason', () => {
    const statuses = table.rows.map((row) => row.status);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses).toEqual(expect.arrayContaining(REQUIRED_STATUSES));
    for (const row of table.rows) {
      for (const moment of MOMENTS) expect(ACTIONS).toContain(row[moment]);
      expect(row.why.length).toBeGreaterThan(10);
    }
  });

  it('names four distinct integer constants of the script as its actions', () => {
    expect([...actionsOf(script).values()].sort()).toEqual([...ACTIONS].sort());
  });

  it.each(table.rows.flatMap((row) => MOMENTS.map((moment) => [row.status, moment, row[moment], row.why] as const)))(
    'status %i, %s: %s (%s)',
    (status, moment, action) => {
      expect(decide(script, status, moment)).toBe(action);
    },
  );

  it('removes a record on 200 only, and never answers with anything but remove, refund, retry or park (no status drops a sale)', () => {
    expect(sweep(script, onlyRemovesOn200)).toEqual([]);
  });

  it('refunds only on 409 and 403, and only while the buyer waits: a sale whose item was given is never refunded', () => {
    expect(sweep(script, refundsOnlyWhileTheBuyerWaits)).toEqual([]);
  });

  it('retries 429, 499 and every 5xx, and parks 400, 401 and 404, before and after giving; parks 403 and 409 after giving', () => {
    for (const moment of MOMENTS) {
      for (const status of [429, 499, ...Array.from({ length: 100 }, (_, index) => 500 + index)]) expect(decide(script, status, moment)).toBe('retry');
      for (const status of [400, 401, 404]) expect(decide(script, status, moment)).toBe('park');
    }
    for (const status of [403, 409]) expect(decide(script, status, 'after_giving')).toBe('park');
  });

  it('deletes a kept sale only once it is recorded, once its refund report is kept, or after copying it under its new name', () => {
    const deleting = script.functions
      .filter((declaration) => callsWithin(declaration.body, 'llLinksetDataDelete').length > 0)
      .map((declaration) => declaration.name);
    expect(deleting.sort()).toEqual(['giveCardSales', 'move', 'onSaleAnswer', 'sendNotices', 'takePayments', 'updateSelling']);
    // onSaleAnswer deletes only what the platform recorded.
    const inAnswer = callsWithin(functionBody('onSaleAnswer'), 'llLinksetDataDelete');
    expect(inAnswer.length).toBeGreaterThan(0);
    for (const conditions of inAnswer) expect(conditions.some((condition) => isOutcomeTest(condition, 'remove'))).toBe(true);
    // It hands a sale to refund() only when the platform refused it while the buyer waited, or recorded it with a discount.
    const refunding = callsWithin(functionBody('onSaleAnswer'), 'refund');
    expect(refunding.length).toBe(2);
    for (const conditions of refunding)
      expect(conditions.some((condition) => isOutcomeTest(condition, 'refund') || isOutcomeTest(condition, 'remove'))).toBe(true);
    // refund() turns the sale into its refund report (move keeps the number) before it wakes vendor-payments, which
    // keeps the try before the L$ move.
    const refund = functionBody('refund');
    expect(statementCalling(refund, 'move')).toBeGreaterThanOrEqual(0);
    expect(statementCalling(refund, 'llMessageLinked')).toBeGreaterThan(statementCalling(refund, 'move'));
    expect(callsWithin(refund, 'llTransferLindenDollars')).toEqual([]);
    // move() deletes the old name only once the write under the new one succeeded.
    const move = functionBody('move');
    expect(statementCalling(move, 'llLinksetDataWrite')).toBeGreaterThanOrEqual(0);
    expect(statementCalling(move, 'llLinksetDataDelete')).toBeGreaterThan(statementCalling(move, 'llLinksetDataWrite'));
    // takePayments() deletes only the armed gift or coupon its sale took.
    const intentDeletes: Expression[] = [];
    const collect = (statement: Statement): void => {
      if (statement.kind === 'block') statement.body.forEach(collect);
      else if (statement.kind === 'if') [statement.then, statement.otherwise].forEach((inner) => inner && collect(inner));
      else if (statement.kind === 'for') collect(statement.body);
      else if (statement.kind === 'expression' && statement.expression.kind === 'call' && statement.expression.name === 'llLinksetDataDelete')
        intentDeletes.push(statement.expression.args[0]);
    };
    collect(functionBody('takePayments'));
    expect(intentDeletes.length).toBeGreaterThan(0);
    for (const name of intentDeletes) expect(name).toMatchObject({ kind: 'binary', operator: '+', left: { kind: 'identifier', name: 'INTENT' } });
    // A gift card sale is deleted only once its item was given.
    const cards = functionBody('giveCardSales').body.find((statement) => statement.kind === 'for');
    const cardBody = (cards as Statement & { kind: 'for' }).body as Statement & { kind: 'block' };
    expect(statementCalling(cardBody, 'llLinksetDataDelete')).toBeGreaterThan(statementCalling(cardBody, 'give'));
    for (const state of script.states) {
      for (const event of state.events) expect(callsWithin(event.body, 'llLinksetDataDelete')).toEqual([]);
    }
  });

  describe('notices a vendor script that would lose sales or money', () => {
    const mutated = (from: string, to: string): Script => {
      expect(vendorSource).toContain(from);
      return parseScript(vendorSource.replace(from, to));
    };

    it('one that removes a sale on 404', () => {
      const broken = mutated('if (status == 200) return REMOVE;', 'if (status == 200 || status == 404) return REMOVE;');
      expect(decide(broken, 404, 'after_giving')).toBe('remove');
      expect(sweep(broken, onlyRemovesOn200)).toEqual(expect.arrayContaining(['404 (after_giving): remove']));
      expect(table.rows.find((row) => row.status === 404)?.after_giving).toBe('park');
    });

    it('one that drops a sale with an action of its own', () => {
      const withDrop = vendorSource.replace('integer PARK = 3;', 'integer PARK = 3;\ninteger DROP = 5;');
      const broken = parseScript(
        withDrop.replace('if (status == 200) return REMOVE;', 'if (status == 200) return REMOVE;\n    if (status == 404) return DROP;'),
      );
      expect(withDrop).not.toBe(vendorSource);
      expect(decide(broken, 404, 'before_giving')).toBe('an unknown action (5)');
    });

    it('one that refunds a sale whose item was given', () => {
      const broken = mutated('if (waits && (status == 409 || status == 403)) return REFUND;', 'if (status == 409 || status == 403) return REFUND;');
      expect(sweep(broken, refundsOnlyWhileTheBuyerWaits)).toEqual(['403 (after_giving): refund', '409 (after_giving): refund']);
    });

    it('one that refunds a sale for a failure of the platform', () => {
      const broken = mutated(
        'if (waits && (status == 409 || status == 403)) return REFUND;',
        'if (waits && (status == 409 || status == 403 || status == 503)) return REFUND;',
      );
      expect(sweep(broken, refundsOnlyWhileTheBuyerWaits)).toEqual(['503 (before_giving): refund']);
    });

    it('one whose decision depends on more than the status and whether the buyer waits', () => {
      const broken = mutated('if (status == 200) return REMOVE;', 'if (status == 200 || llGetFreeMemory() < 100) return REMOVE;');
      expect(() => decide(broken, 200, 'before_giving')).toThrow(LslEvaluationError);
    });
  });
});
