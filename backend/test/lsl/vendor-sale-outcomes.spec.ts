import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { callIntegerFunction, integerConstants, LslEvaluationError } from './lsl-evaluator';
import { parseScript, type Expression, type Script, type Statement } from './lsl-parser';

const LSL_FOLDER = resolve(__dirname, '../../../lsl');
const vendorSource = readFileSync(resolve(LSL_FOLDER, 'vendor.lsl'), 'utf8');

type Action = 'remove' | 'retry' | 'park';
const ACTIONS: readonly Action[] = ['remove', 'retry', 'park'];

interface OutcomeTable {
  function: string;
  actions: Record<Action, string>;
  rows: { status: number; action: Action; why: string }[];
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
    if (value === undefined) throw new Error(`vendor.lsl has no integer constant ${table.actions[action]} (the ${action} action)`);
    if (byValue.has(value)) throw new Error(`${table.actions[action]} has the same value as ${table.actions[byValue.get(value)!]}`);
    byValue.set(value, action);
  }
  return byValue;
}

/** What the script decides for a status: one of the three actions, or a description of anything else it returned. */
function decide(script: Script, status: number): Action | string {
  const value = callIntegerFunction(script, table.function, [status]);
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
      if (statement.otherwise) found.push(...callsWithin(statement.otherwise, name, [...conditions, { kind: 'unary', operator: '!', operand: statement.condition, position: statement.position }]));
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

const isOutcomeRemoveTest = (condition: Expression): boolean =>
  condition.kind === 'binary' &&
  condition.operator === '==' &&
  condition.left.kind === 'identifier' &&
  condition.left.name === 'outcome' &&
  condition.right.kind === 'identifier' &&
  condition.right.name === table.actions.remove;

describe('what vendor.lsl does with a sale after each platform answer (lsl/sale-outcomes.json)', () => {
  const script = parseScript(vendorSource);

  it('covers every status that matters, each once, with one of the three actions and a reason', () => {
    const statuses = table.rows.map((row) => row.status);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses).toEqual(expect.arrayContaining(REQUIRED_STATUSES));
    for (const row of table.rows) {
      expect(ACTIONS).toContain(row.action);
      expect(row.why.length).toBeGreaterThan(10);
    }
  });

  it('names three distinct integer constants of the script as its actions', () => {
    expect([...actionsOf(script).values()].sort()).toEqual([...ACTIONS].sort());
  });

  it.each(table.rows.map((row) => [row.status, row.action, row.why] as const))('status %i: %s (%s)', (status, action) => {
    expect(decide(script, status)).toBe(action);
  });

  it('removes a sale on 200 only, and never answers with anything but remove, retry or park (no status drops a sale)', () => {
    const removed: number[] = [];
    const unknown: string[] = [];
    for (const status of statusesToSweep()) {
      const action = decide(script, status);
      if (action === 'remove') removed.push(status);
      else if (!ACTIONS.includes(action as Action)) unknown.push(`${status}: ${action}`);
    }
    expect(removed).toEqual([200]);
    expect(unknown).toEqual([]);
  });

  it('retries 429, 499 and every 5xx, and parks 400, 401, 403 and 404', () => {
    for (const status of [429, 499, ...Array.from({ length: 100 }, (_, index) => 500 + index)]) expect(decide(script, status)).toBe('retry');
    for (const status of [400, 401, 403, 404]) expect(decide(script, status)).toBe('park');
  });

  it('deletes a queued sale only on the remove outcome, or after copying it under its parked name', () => {
    const deleting = script.functions.filter((declaration) => callsWithin(declaration.body, 'llLinksetDataDelete').length > 0).map((declaration) => declaration.name);
    expect(deleting.sort()).toEqual(['moveSale', 'onSaleAnswer']);
    const inAnswer = callsWithin(script.functions.find((declaration) => declaration.name === 'onSaleAnswer')!.body, 'llLinksetDataDelete');
    expect(inAnswer.length).toBeGreaterThan(0);
    for (const conditions of inAnswer) expect(conditions.some(isOutcomeRemoveTest)).toBe(true);
    // moveSale deletes the old name only once the write under the new one succeeded.
    const moveSale = script.functions.find((declaration) => declaration.name === 'moveSale')!;
    const writeIndex = moveSale.body.body.findIndex((statement) => callsWithin(statement, 'llLinksetDataWrite').length > 0);
    const deleteIndex = moveSale.body.body.findIndex((statement) => callsWithin(statement, 'llLinksetDataDelete').length > 0);
    expect(writeIndex).toBeGreaterThanOrEqual(0);
    expect(deleteIndex).toBeGreaterThan(writeIndex);
    for (const state of script.states) {
      for (const event of state.events) expect(callsWithin(event.body, 'llLinksetDataDelete')).toEqual([]);
    }
  });

  describe('notices a vendor script that would lose sales', () => {
    const mutated = (from: string, to: string): Script => {
      expect(vendorSource).toContain(from);
      return parseScript(vendorSource.replace(from, to));
    };

    it('one that removes a sale on 404', () => {
      const broken = mutated('if (status == 200) return REMOVE;', 'if (status == 200 || status == 404) return REMOVE;');
      expect(decide(broken, 404)).toBe('remove');
      expect(table.rows.find((row) => row.status === 404)?.action).toBe('park');
    });

    it('one that drops a sale with an action of its own', () => {
      const withDrop = vendorSource.replace('integer PARK = 3;', 'integer PARK = 3;\ninteger DROP = 4;');
      const broken = parseScript(withDrop.replace('if (status == 200) return REMOVE;', 'if (status == 200) return REMOVE;\n    if (status == 404) return DROP;'));
      expect(withDrop).not.toBe(vendorSource);
      expect(decide(broken, 404)).toBe('an unknown action (4)');
    });

    it('one whose decision depends on more than the status', () => {
      const broken = mutated('if (status == 200) return REMOVE;', 'if (status == 200 || llGetFreeMemory() < 100) return REMOVE;');
      expect(() => decide(broken, 200)).toThrow(LslEvaluationError);
    });
  });
});
