import type { LslType } from './lsl-definitions';
import type { Expression, FunctionDeclaration, Script, Statement } from './lsl-parser';

/*
 * A small LSL interpreter over the parser's syntax tree: LSL's values and how they cast, combine and compare, an
 * LslMachine that runs a script's globals, functions and event handlers (with state changes and resets), and LSL's
 * JSON functions. The ll functions a script calls are given to it from outside (see lsl-region.ts).
 */

// ---------------------------------------------------------------- values

export type Value =
  | { type: 'integer'; value: number }
  | { type: 'float'; value: number }
  | { type: 'string'; value: string }
  | { type: 'key'; value: string }
  | { type: 'vector'; value: number[] }
  | { type: 'rotation'; value: number[] }
  | { type: 'list'; value: Value[] };

export const int = (value: number): Value => ({ type: 'integer', value: value | 0 });
export const str = (value: string): Value => ({ type: 'string', value });
export const key = (value: string): Value => ({ type: 'key', value });
const NOTHING = str('');
export const NULL_KEY = '00000000-0000-0000-0000-000000000000';
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const JSON_INVALID = '\uFDD0';
export const JSON_OBJECT = '\uFDD1';
export const JSON_ARRAY = '\uFDD2';
const JSON_NULL = '\uFDD5';
const JSON_TRUE = '\uFDD6';
const JSON_FALSE = '\uFDD7';
const JSON_DELETE = '\uFDD8';

function defaultValue(type: LslType): Value {
  switch (type) {
    case 'integer':
      return int(0);
    case 'float':
      return { type: 'float', value: 0 };
    case 'key':
      return key('');
    case 'vector':
      return { type: 'vector', value: [0, 0, 0] };
    case 'rotation':
      return { type: 'rotation', value: [0, 0, 0, 1] };
    case 'list':
      return { type: 'list', value: [] };
    default:
      return str('');
  }
}

function floatText(value: number, digits: number): string {
  return value.toFixed(digits);
}

export function asString(value: Value): string {
  switch (value.type) {
    case 'integer':
      return String(value.value);
    case 'float':
      return floatText(value.value, 6);
    case 'vector':
    case 'rotation':
      return `<${value.value.map((component) => floatText(component, 5)).join(', ')}>`;
    case 'list':
      return value.value.map(asString).join('');
    default:
      return value.value;
  }
}

/** (integer)"text" in LSL: leading spaces, a sign and decimal (or 0x hexadecimal) digits; anything else gives 0. */
export function parseLslInteger(text: string): number {
  const match = /^\s*([+-]?)(0[xX][0-9a-fA-F]+|\d+)/.exec(text);
  if (!match) return 0;
  const magnitude = /^0[xX]/.test(match[2]) ? parseInt(match[2].slice(2), 16) : parseInt(match[2], 10);
  return (match[1] === '-' ? -magnitude : magnitude) | 0;
}

export function cast(type: LslType, value: Value): Value {
  switch (type) {
    case 'integer':
      if (value.type === 'integer') return value;
      if (value.type === 'float') return int(Math.trunc(value.value));
      if (value.type === 'string' || value.type === 'key') return int(parseLslInteger(value.value));
      break;
    case 'float':
      if (value.type === 'integer' || value.type === 'float') return { type: 'float', value: value.value };
      if (value.type === 'string') return { type: 'float', value: parseFloat(value.value) || 0 };
      break;
    case 'string':
      return str(asString(value));
    case 'key':
      if (value.type === 'string' || value.type === 'key') return key(value.value);
      break;
    case 'list':
      return value.type === 'list' ? value : { type: 'list', value: [value] };
    default:
      if (value.type === type) return value;
      break;
  }
  throw new Error(`Cannot cast ${value.type} to ${type}`);
}

/** What LSL does when a value is passed or assigned: integer to float, string and key into each other. */
function coerce(type: LslType, value: Value): Value {
  if (value.type === type) return value;
  if (type === 'float' && value.type === 'integer') return { type: 'float', value: value.value };
  if ((type === 'string' || type === 'key') && (value.type === 'string' || value.type === 'key')) return { type, value: value.value };
  throw new Error(`A ${value.type} where a ${type} is expected`);
}

function truthy(value: Value): boolean {
  switch (value.type) {
    case 'integer':
    case 'float':
      return value.value !== 0;
    case 'string':
      return value.value !== '';
    case 'key':
      return UUID.test(value.value) && value.value !== NULL_KEY;
    case 'list':
      return value.value.length > 0;
    default:
      return value.value.some((component, index) => component !== (value.type === 'rotation' && index === 3 ? 1 : 0));
  }
}

export function sameValue(a: Value, b: Value): boolean {
  return a.type === b.type && JSON.stringify(a.value) === JSON.stringify(b.value);
}

/** An LSL string literal's text: LSL knows \n, \t (four spaces), \" and \\; any other escaped character stands for itself. */
function unescapeLiteral(text: string): string {
  return text.slice(1, -1).replace(/\\(.)/gs, (_match, char: string) => (char === 'n' ? '\n' : char === 't' ? '    ' : char));
}

// ---------------------------------------------------------------- the interpreter

class ReturnSignal {
  constructor(readonly value: Value | undefined) {}
}
class StateChange {
  constructor(readonly target: string) {}
}
export class ResetSignal {}

export type Builtin = (args: Value[]) => Value | void;

interface Variable {
  type: LslType;
  value: Value;
}

export class LslMachine {
  state = 'default';
  private readonly globals = new Map<string, Variable>();
  private scopes: Map<string, Variable>[] = [];
  private readonly functions = new Map<string, FunctionDeclaration>();
  private steps = 0;

  constructor(
    private readonly script: Script,
    private readonly constants: Map<string, Value>,
    private readonly builtins: Record<string, Builtin>,
    private readonly parameterTypes: Map<string, LslType[]>,
  ) {
    for (const declaration of script.functions) this.functions.set(declaration.name, declaration);
    for (const global of script.globals) {
      const value = global.initialiser ? coerce(global.type, this.evaluate(global.initialiser)) : defaultValue(global.type);
      this.globals.set(global.name, { type: global.type, value });
    }
  }

  global(name: string): Value {
    const variable = this.globals.get(name);
    if (!variable) throw new Error(`No global ${name}`);
    return variable.value;
  }

  /** Bytes the globals hold: 2 a character of text (Mono strings are UTF-16), 16 more a list entry. */
  heldBytes(): number {
    const size = (value: Value): number => {
      if (value.type === 'list') return value.value.reduce((total, item) => total + 16 + size(item), 0);
      return value.type === 'string' || value.type === 'key' ? 2 * value.value.length : 0;
    };
    return [...this.globals.values()].reduce((total, variable) => total + size(variable.value), 0);
  }

  /** Runs an event handler of the current state, following state changes; a reset propagates as ResetSignal. */
  dispatch(event: string, args: Value[]): void {
    const handler = this.script.states.find((state) => state.name === this.state)?.events.find((candidate) => candidate.name === event);
    if (!handler) return;
    this.steps = 0;
    this.scopes = [new Map()];
    handler.parameters.forEach((parameter, index) => this.scopes[0].set(parameter.name, { type: parameter.type, value: coerce(parameter.type, args[index]) }));
    try {
      this.run(handler.body);
    } catch (signal) {
      if (signal instanceof ReturnSignal) return;
      if (signal instanceof StateChange) {
        if (signal.target !== this.state) {
          this.state = signal.target;
          this.dispatch('state_entry', []);
        }
        return;
      }
      throw signal;
    }
  }

  private lookup(name: string): Variable | undefined {
    for (let index = this.scopes.length - 1; index >= 0; index--) {
      const variable = this.scopes[index].get(name);
      if (variable) return variable;
    }
    return this.globals.get(name);
  }

  private run(statement: Statement): void {
    if (++this.steps > 200_000) throw new Error('The script runs too long in one event (an endless loop?)');
    switch (statement.kind) {
      case 'block':
        this.scopes.push(new Map());
        try {
          statement.body.forEach((inner) => this.run(inner));
        } finally {
          this.scopes.pop();
        }
        return;
      case 'declaration': {
        const value = statement.initialiser ? coerce(statement.type, this.evaluate(statement.initialiser)) : defaultValue(statement.type);
        this.scopes[this.scopes.length - 1].set(statement.name, { type: statement.type, value });
        return;
      }
      case 'expression':
        this.evaluate(statement.expression);
        return;
      case 'if':
        if (truthy(this.evaluate(statement.condition))) this.run(statement.then);
        else if (statement.otherwise) this.run(statement.otherwise);
        return;
      case 'while':
        while (truthy(this.evaluate(statement.condition))) {
          if (++this.steps > 200_000) throw new Error('Endless while loop');
          this.run(statement.body);
        }
        return;
      case 'do':
        do {
          if (++this.steps > 200_000) throw new Error('Endless do loop');
          this.run(statement.body);
        } while (truthy(this.evaluate(statement.condition)));
        return;
      case 'for':
        statement.initialisers.forEach((expression) => this.evaluate(expression));
        while (!statement.condition || truthy(this.evaluate(statement.condition))) {
          if (++this.steps > 200_000) throw new Error('Endless for loop');
          this.run(statement.body);
          statement.steps.forEach((expression) => this.evaluate(expression));
        }
        return;
      case 'return':
        throw new ReturnSignal(statement.value ? this.evaluate(statement.value) : undefined);
      case 'state':
        throw new StateChange(statement.target);
      case 'empty':
        return;
      default:
        throw new Error(`The simulation does not run ${statement.kind} statements`);
    }
  }

  private call(name: string, args: Value[]): Value {
    const declaration = this.functions.get(name);
    if (declaration) {
      const saved = this.scopes;
      this.scopes = [new Map()];
      declaration.parameters.forEach((parameter, index) =>
        this.scopes[0].set(parameter.name, { type: parameter.type, value: coerce(parameter.type, args[index]) }),
      );
      try {
        this.run(declaration.body);
      } catch (signal) {
        if (!(signal instanceof ReturnSignal)) throw signal;
        if (declaration.returns !== 'void' && signal.value) return coerce(declaration.returns, signal.value);
        return NOTHING;
      } finally {
        this.scopes = saved;
      }
      return declaration.returns === 'void' ? NOTHING : defaultValue(declaration.returns);
    }
    const builtin = this.builtins[name];
    if (!builtin) throw new Error(`The simulation has no ${name}`);
    const types = this.parameterTypes.get(name) ?? [];
    return builtin(args.map((arg, index) => (types[index] ? coerce(types[index], arg) : arg))) ?? NOTHING;
  }

  private assign(target: Expression, value: Value): Value {
    if (target.kind !== 'identifier') throw new Error('The simulation assigns to variables only');
    const variable = this.lookup(target.name);
    if (!variable) throw new Error(`Unknown variable ${target.name}`);
    variable.value = coerce(variable.type, value);
    return variable.value;
  }

  private evaluate(expression: Expression): Value {
    switch (expression.kind) {
      case 'literal':
        if (expression.type === 'string') return str(unescapeLiteral(expression.text));
        if (expression.type === 'integer') return int(parseLslInteger(expression.text));
        return { type: 'float', value: parseFloat(expression.text) };
      case 'identifier': {
        const variable = this.lookup(expression.name);
        if (variable) return variable.value;
        const constant = this.constants.get(expression.name);
        if (constant) return constant;
        throw new Error(`Unknown name ${expression.name}`);
      }
      case 'call':
        return this.call(
          expression.name,
          expression.args.map((arg) => this.evaluate(arg)),
        );
      case 'list':
        return { type: 'list', value: expression.items.map((item) => this.evaluate(item)) };
      case 'vector': {
        const components = expression.items.map((item) => cast('float', this.evaluate(item)).value as number);
        return components.length === 3 ? { type: 'vector', value: components } : { type: 'rotation', value: components };
      }
      case 'cast':
        return cast(expression.type, this.evaluate(expression.operand));
      case 'unary': {
        if (expression.operator === '++' || expression.operator === '--') {
          const current = this.evaluate(expression.operand);
          return this.assign(expression.operand, int((current.value as number) + (expression.operator === '++' ? 1 : -1)));
        }
        const operand = this.evaluate(expression.operand);
        if (expression.operator === '!') return int(truthy(operand) ? 0 : 1);
        if (expression.operator === '~') return int(~(operand.value as number));
        if (operand.type === 'integer') return int(-operand.value);
        if (operand.type === 'float') return { type: 'float', value: -operand.value };
        throw new Error(`Cannot negate a ${operand.type}`);
      }
      case 'postfix': {
        const current = this.evaluate(expression.operand);
        this.assign(expression.operand, int((current.value as number) + (expression.operator === '++' ? 1 : -1)));
        return current;
      }
      case 'assignment': {
        const value = this.evaluate(expression.value);
        if (expression.operator === '=') return this.assign(expression.target, value);
        return this.assign(expression.target, this.binary(expression.operator.slice(0, -1), this.evaluate(expression.target), value));
      }
      case 'binary': {
        // LSL evaluates both sides of && and || (no short cut), right side first.
        const right = this.evaluate(expression.right);
        const left = this.evaluate(expression.left);
        return this.binary(expression.operator, left, right);
      }
      case 'member': {
        const object = this.evaluate(expression.object);
        const index = ['x', 'y', 'z', 's'].indexOf(expression.member);
        return { type: 'float', value: (object.value as number[])[index] };
      }
    }
  }

  private binary(operator: string, left: Value, right: Value): Value {
    if (operator === '&&') return int(truthy(left) && truthy(right) ? 1 : 0);
    if (operator === '||') return int(truthy(left) || truthy(right) ? 1 : 0);
    if (left.type === 'list' || right.type === 'list') {
      if (operator === '+') {
        const items = (value: Value): Value[] => (value.type === 'list' ? value.value : [value]);
        return { type: 'list', value: [...items(left), ...items(right)] };
      }
      // list == list compares lengths; list != list gives the difference of the lengths.
      const leftLength = (left.value as Value[]).length;
      const rightLength = (right.value as Value[]).length;
      if (operator === '==') return int(leftLength === rightLength ? 1 : 0);
      if (operator === '!=') return int(leftLength - rightLength);
      throw new Error(`Operator ${operator} on lists`);
    }
    const textual = (value: Value): boolean => value.type === 'string' || value.type === 'key';
    if (textual(left) && textual(right)) {
      if (operator === '+') return str((left.value as string) + (right.value as string));
      if (operator === '==') return int(left.value === right.value ? 1 : 0);
      if (operator === '!=') return int(left.value !== right.value ? 1 : 0);
      throw new Error(`Operator ${operator} on text`);
    }
    if ((left.type === 'integer' || left.type === 'float') && (right.type === 'integer' || right.type === 'float')) {
      const a = left.value;
      const b = right.value;
      const isFloat = left.type === 'float' || right.type === 'float';
      const number = (value: number): Value => (isFloat ? { type: 'float', value } : int(value));
      switch (operator) {
        case '+':
          return number(a + b);
        case '-':
          return number(a - b);
        case '*':
          return isFloat ? number(a * b) : int(Math.imul(a, b));
        case '/':
          if (b === 0) throw new Error('Math error: division by zero');
          return isFloat ? number(a / b) : int(Math.trunc(a / b));
        case '%':
          return int(a % b);
        case '==':
          return int(a === b ? 1 : 0);
        case '!=':
          return int(a !== b ? 1 : 0);
        case '<':
          return int(a < b ? 1 : 0);
        case '<=':
          return int(a <= b ? 1 : 0);
        case '>':
          return int(a > b ? 1 : 0);
        case '>=':
          return int(a >= b ? 1 : 0);
        case '&':
          return int(a & b);
        case '|':
          return int(a | b);
        case '^':
          return int(a ^ b);
        case '<<':
          return int(a << b);
        case '>>':
          return int(a >> b);
        default:
          break;
      }
    }
    throw new Error(`Operator ${operator} cannot combine a ${left.type} and a ${right.type}`);
  }
}

// ---------------------------------------------------------------- LSL's JSON functions

/** A value llList2Json or llJsonSetValue writes: text that is valid JSON goes in as JSON, other text as a string. */
export function jsonNode(value: Value): unknown {
  if (value.type === 'integer' || value.type === 'float') return value.value;
  if (value.type === 'key') return value.value;
  if (value.type !== 'string') return asString(value);
  if (value.value === JSON_TRUE) return true;
  if (value.value === JSON_FALSE) return false;
  if (value.value === JSON_NULL) return null;
  const text = value.value.trim();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What llJsonGetValue gives for a JSON node. */
function lslJsonValue(node: unknown): string {
  if (node === undefined) return JSON_INVALID;
  if (node === null) return JSON_NULL;
  if (node === true) return JSON_TRUE;
  if (node === false) return JSON_FALSE;
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  return JSON.stringify(node);
}

function jsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function jsonGet(text: string, path: Value[]): string {
  let node = jsonParse(text);
  for (const step of path) {
    if (node === null || typeof node !== 'object') return JSON_INVALID;
    if (step.type === 'integer') node = Array.isArray(node) ? node[step.value] : undefined;
    else node = Array.isArray(node) ? undefined : (node as Record<string, unknown>)[asString(step)];
  }
  return lslJsonValue(node);
}

export function jsonSet(text: string, path: Value[], value: Value): string {
  const root = jsonParse(text.trim() === '' ? '{}' : text);
  if (root === undefined || root === null || typeof root !== 'object') return JSON_INVALID;
  let node = root as Record<string, unknown>;
  path.forEach((step, index) => {
    const name = asString(step);
    if (index === path.length - 1 && value.type === 'string' && value.value === JSON_DELETE) delete node[name];
    else if (index === path.length - 1) node[name] = jsonNode(value);
    else {
      if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
      node = node[name] as Record<string, unknown>;
    }
  });
  return JSON.stringify(root);
}
