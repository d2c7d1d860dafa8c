import type { LslDefinitions, LslParameter, LslType } from './lsl-definitions';
import { type Expression, type FunctionDeclaration, LslSyntaxError, parseScript, type Position, type Script, type Statement } from './lsl-parser';

export interface LslProblem {
  line: number;
  column: number;
  message: string;
}

/** What the checker understood of a script, so tests can see it read the whole file. */
export interface LslOutline {
  globals: Record<string, LslType>;
  functions: Record<string, { returns: LslType | 'void'; parameters: LslType[] }>;
  states: Record<string, string[]>;
  calls: string[];
  constants: string[];
  strings: string[];
}

export interface LslCheckResult {
  problems: LslProblem[];
  outline: LslOutline;
}

/** undefined: the type cannot be told without running the script. */
type Inferred = LslType | 'void' | undefined;

interface Callable {
  parameters: LslParameter[];
  returns: LslType | 'void';
}

interface Body {
  returns: LslType | 'void';
  isEvent: boolean;
  labels: Set<string>;
}

export function checkLslScript(source: string, definitions: LslDefinitions): LslCheckResult {
  let script: Script;
  try {
    script = parseScript(source);
  } catch (error) {
    if (!(error instanceof LslSyntaxError)) throw error;
    const problem = { ...error.position, message: `Syntax error: ${error.message}` };
    return { problems: [problem], outline: { globals: {}, functions: {}, states: {}, calls: [], constants: [], strings: [] } };
  }
  return new Checker(script, definitions).run();
}

export function formatLslProblems(fileName: string, problems: LslProblem[]): string {
  return problems.map((problem) => `${fileName}:${problem.line}:${problem.column} ${problem.message}`).join('\n');
}

class Checker {
  private readonly problems: LslProblem[] = [];
  private readonly globals = new Map<string, LslType>();
  private readonly functions = new Map<string, Callable>();
  private readonly calls = new Set<string>();
  private readonly constants = new Set<string>();
  private readonly strings = new Set<string>();
  private readonly stateChanges: Array<{ target: string; position: Position }> = [];
  private scopes: Array<Map<string, LslType>> = [];

  constructor(
    private readonly script: Script,
    private readonly definitions: LslDefinitions,
  ) {}

  run(): LslCheckResult {
    this.declareFunctions();
    this.checkGlobals();
    for (const declaration of this.script.functions) this.checkFunction(declaration);
    this.checkStates();
    this.problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return { problems: this.problems, outline: this.outline() };
  }

  private outline(): LslOutline {
    const functions: LslOutline['functions'] = {};
    for (const [name, callable] of this.functions) {
      functions[name] = { returns: callable.returns, parameters: callable.parameters.map((parameter) => parameter.type) };
    }
    return {
      globals: Object.fromEntries(this.globals),
      functions,
      states: Object.fromEntries(this.script.states.map((state) => [state.name, state.events.map((event) => event.name)])),
      calls: [...this.calls].sort(),
      constants: [...this.constants].sort(),
      strings: [...this.strings],
    };
  }

  private report(position: Position, message: string): void {
    this.problems.push({ line: position.line, column: position.column, message });
  }

  private builtInClash(name: string): string | undefined {
    if (this.definitions.keywords.has(name)) return `${name} is an LSL keyword`;
    if (this.definitions.constants.has(name)) return `${name} is already an LSL constant`;
    if (this.definitions.functions.has(name)) return `${name} is already an LSL function`;
    return undefined;
  }

  private declareFunctions(): void {
    for (const declaration of this.script.functions) {
      const clash = this.builtInClash(declaration.name);
      if (clash) this.report(declaration.position, clash);
      if (this.functions.has(declaration.name)) this.report(declaration.position, `Function ${declaration.name} is declared twice`);
      this.functions.set(declaration.name, { parameters: declaration.parameters, returns: declaration.returns });
    }
  }

  private checkGlobals(): void {
    for (const global of this.script.globals) {
      const clash = this.builtInClash(global.name);
      if (clash) this.report(global.position, clash);
      if (this.globals.has(global.name) || this.functions.has(global.name)) {
        this.report(global.position, `${global.name} is declared twice`);
      }
      if (global.initialiser) {
        if (!this.isConstantExpression(global.initialiser)) {
          this.report(global.initialiser.position, `Global ${global.name} must start with a constant value (no calls or arithmetic)`);
        }
        this.expectType(global.type, this.infer(global.initialiser), global.initialiser.position, `Global ${global.name}`);
      }
      this.globals.set(global.name, global.type);
    }
  }

  /** LSL compiles global initialisers only from literals, constants, globals and list/vector literals of those. */
  private isConstantExpression(expression: Expression): boolean {
    switch (expression.kind) {
      case 'literal':
      case 'identifier':
        return true;
      case 'unary':
        return expression.operator === '-' && expression.operand.kind === 'literal';
      case 'list':
      case 'vector':
        return expression.items.every((item) => this.isConstantExpression(item));
      default:
        return false;
    }
  }

  private checkFunction(declaration: FunctionDeclaration): void {
    this.scopes = [new Map()];
    for (const parameter of declaration.parameters) this.declareLocal(parameter.name, parameter.type, parameter.position);
    this.checkBody(declaration.body, { returns: declaration.returns, isEvent: false, labels: collectLabels(declaration.body) });
    if (declaration.returns !== 'void' && !alwaysReturns(declaration.body)) {
      this.report(declaration.position, `Not all code paths of ${declaration.name} return a value`);
    }
  }

  private checkStates(): void {
    const states = this.script.states;
    if (states.length === 0 || states[0].name !== 'default') {
      this.report(states[0]?.position ?? { line: 1, column: 1 }, 'A script must start its states with the default state');
    }
    const stateNames = new Set<string>();
    for (const state of states) {
      if (stateNames.has(state.name)) this.report(state.position, `State ${state.name} is declared twice`);
      stateNames.add(state.name);
    }
    for (const state of states) {
      if (state.events.length === 0) this.report(state.position, `State ${state.name} needs at least one event handler`);
      const handled = new Set<string>();
      for (const event of state.events) {
        if (handled.has(event.name)) this.report(event.position, `Event ${event.name} is handled twice in state ${state.name}`);
        handled.add(event.name);
        const definition = this.definitions.events.get(event.name);
        if (!definition) {
          this.report(event.position, `Unknown event ${event.name}`);
        } else {
          if (definition.deprecated) this.report(event.position, `Event ${event.name} is deprecated`);
          const expected = definition.parameters.map((parameter) => parameter.type).join(', ');
          const actual = event.parameters.map((parameter) => parameter.type).join(', ');
          if (expected !== actual) this.report(event.position, `Event ${event.name} takes (${expected}) but is declared with (${actual})`);
        }
        this.scopes = [new Map()];
        for (const parameter of event.parameters) this.declareLocal(parameter.name, parameter.type, parameter.position);
        this.checkBody(event.body, { returns: 'void', isEvent: true, labels: collectLabels(event.body) });
      }
    }
    this.checkStateChanges(stateNames);
  }

  private checkStateChanges(stateNames: Set<string>): void {
    for (const change of this.stateChanges) {
      if (!stateNames.has(change.target)) this.report(change.position, `Unknown state ${change.target}`);
    }
  }

  private declareLocal(name: string, type: LslType, position: Position): void {
    const scope = this.scopes[this.scopes.length - 1];
    if (scope.has(name)) this.report(position, `${name} is declared twice in the same scope`);
    const clash = this.builtInClash(name);
    if (clash) this.report(position, clash);
    scope.set(name, type);
  }

  private checkBody(block: Statement & { kind: 'block' }, body: Body): void {
    for (const statement of block.body) this.checkStatement(statement, body);
  }

  private inScope(check: () => void): void {
    this.scopes.push(new Map());
    check();
    this.scopes.pop();
  }

  private checkStatement(statement: Statement, body: Body): void {
    switch (statement.kind) {
      case 'block':
        this.inScope(() => this.checkBody(statement, body));
        return;
      case 'declaration':
        if (statement.initialiser) {
          this.expectType(statement.type, this.infer(statement.initialiser), statement.initialiser.position, `Variable ${statement.name}`);
        }
        this.declareLocal(statement.name, statement.type, statement.position);
        return;
      case 'expression':
        this.infer(statement.expression);
        return;
      case 'if':
        this.expectValue(this.infer(statement.condition), statement.condition.position);
        this.inScope(() => this.checkStatement(statement.then, body));
        if (statement.otherwise) {
          const otherwise = statement.otherwise;
          this.inScope(() => this.checkStatement(otherwise, body));
        }
        return;
      case 'while':
      case 'do':
        this.expectValue(this.infer(statement.condition), statement.condition.position);
        this.inScope(() => this.checkStatement(statement.body, body));
        return;
      case 'for':
        for (const expression of [...statement.initialisers, ...statement.steps]) this.infer(expression);
        if (statement.condition) this.expectValue(this.infer(statement.condition), statement.condition.position);
        this.inScope(() => this.checkStatement(statement.body, body));
        return;
      case 'return':
        this.checkReturn(statement.value, statement.position, body);
        return;
      case 'state':
        this.stateChanges.push({ target: statement.target, position: statement.position });
        return;
      case 'jump':
        if (!body.labels.has(statement.label)) this.report(statement.position, `Unknown label ${statement.label}`);
        return;
      case 'label':
      case 'empty':
        return;
    }
  }

  private checkReturn(value: Expression | undefined, position: Position, body: Body): void {
    if (!value) {
      if (body.returns !== 'void') this.report(position, `This function must return ${withArticle(body.returns)}`);
      return;
    }
    const type = this.infer(value);
    if (body.returns === 'void') {
      this.report(position, body.isEvent ? 'An event handler cannot return a value' : 'This function returns nothing but gives a value');
      return;
    }
    this.expectType(body.returns, type, value.position, 'The return value');
  }

  private expectValue(type: Inferred, position: Position): void {
    if (type === 'void') this.report(position, 'This call gives no value');
  }

  private expectType(expected: LslType, actual: Inferred, position: Position, what: string): void {
    if (actual === 'void') {
      this.report(position, `${what} needs ${withArticle(expected)} but the call gives no value`);
    } else if (actual !== undefined && !accepts(expected, actual)) {
      this.report(position, `${what} needs ${withArticle(expected)} but gets ${withArticle(actual)}`);
    }
  }

  private lookup(name: string): LslType | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const type = this.scopes[i].get(name);
      if (type) return type;
    }
    return this.globals.get(name);
  }

  private infer(expression: Expression): Inferred {
    switch (expression.kind) {
      case 'literal':
        if (expression.type === 'string') this.strings.add(unescapeString(expression.text));
        return expression.type;
      case 'identifier':
        return this.identifier(expression.name, expression.position);
      case 'call':
        return this.call(expression.name, expression.args, expression.position);
      case 'list':
        for (const item of expression.items) {
          const type = this.infer(item);
          if (type === 'list') this.report(item.position, 'A list cannot contain a list');
          this.expectValue(type, item.position);
        }
        return 'list';
      case 'vector':
        expression.items.forEach((item, index) => this.expectType('float', this.infer(item), item.position, `Component ${index + 1}`));
        return expression.items.length === 3 ? 'vector' : 'rotation';
      case 'cast':
        this.expectValue(this.infer(expression.operand), expression.operand.position);
        return expression.type;
      case 'unary':
      case 'postfix': {
        const type = this.infer(expression.operand);
        this.expectValue(type, expression.operand.position);
        if (expression.operator === '!' || expression.operator === '~') return 'integer';
        return type;
      }
      case 'binary':
        return this.binary(expression.operator, this.infer(expression.left), this.infer(expression.right), expression.position);
      case 'assignment': {
        const target = this.infer(expression.target);
        const value = this.infer(expression.value);
        if (expression.operator === '=' && target && target !== 'void') this.expectType(target, value, expression.value.position, 'This assignment');
        else this.expectValue(value, expression.value.position);
        return target;
      }
      case 'member': {
        const type = this.infer(expression.object);
        const members = type === 'vector' ? ['x', 'y', 'z'] : type === 'rotation' ? ['x', 'y', 'z', 's'] : undefined;
        if (type && members && !members.includes(expression.member)) {
          this.report(expression.position, `${capitalise(withArticle(type))} has no component .${expression.member}`);
        } else if (type && !members) {
          this.report(expression.position, `${capitalise(withArticle(type))} has no components`);
        }
        return 'float';
      }
    }
  }

  private identifier(name: string, position: Position): Inferred {
    const variable = this.lookup(name);
    if (variable) return variable;
    const constant = this.definitions.constants.get(name);
    if (constant) {
      this.constants.add(name);
      if (constant.unusable) this.report(position, `Constant ${name} ${constant.unusable}`);
      return constant.type;
    }
    if (/^[A-Z][A-Z0-9_]*$/.test(name)) this.report(position, `Unknown constant ${name}`);
    else if (this.functions.has(name) || this.definitions.functions.has(name)) this.report(position, `${name} is a function: call it with ()`);
    else this.report(position, `Unknown variable ${name}`);
    return undefined;
  }

  private call(name: string, args: Expression[], position: Position): Inferred {
    const argumentTypes = args.map((argument) => this.infer(argument));
    this.calls.add(name);
    const builtIn = this.definitions.functions.get(name);
    const callable: Callable | undefined = builtIn ?? this.functions.get(name);
    if (!callable) {
      this.report(position, `Unknown function ${name}`);
      return undefined;
    }
    if (builtIn?.unusable) this.report(position, `${name} ${builtIn.unusable}`);
    const expected = callable.parameters;
    if (expected.length !== args.length) {
      const list = expected.map((parameter) => `${parameter.type} ${parameter.name}`).join(', ');
      this.report(position, `${name} takes ${expected.length} argument${expected.length === 1 ? '' : 's'} (${list}) but is given ${args.length}`);
    } else {
      expected.forEach((parameter, index) => {
        this.expectType(parameter.type, argumentTypes[index], args[index].position, `Argument ${index + 1} (${parameter.name}) of ${name}`);
      });
    }
    return callable.returns;
  }

  private binary(operator: string, left: Inferred, right: Inferred, position: Position): Inferred {
    if (left === 'void' || right === 'void') {
      this.report(position, `Operator ${operator} is given a call that gives no value`);
      return undefined;
    }
    if (['==', '!=', '<', '<=', '>', '>=', '&&', '||', '&', '|', '^', '<<', '>>'].includes(operator)) return 'integer';
    if (!left || !right) return operator === '+' && (left === 'list' || right === 'list') ? 'list' : undefined;
    const numeric = (type: LslType): boolean => type === 'integer' || type === 'float';
    if (numeric(left) && numeric(right)) return left === 'float' || right === 'float' ? 'float' : 'integer';
    switch (operator) {
      case '+':
        if (left === 'list' || right === 'list') return 'list';
        if (left === 'string' && right === 'string') return 'string';
        if (left === right && (left === 'vector' || left === 'rotation')) return left;
        break;
      case '-':
        if (left === right && (left === 'vector' || left === 'rotation')) return left;
        break;
      case '*':
      case '/':
        if (left === 'vector' && numeric(right)) return 'vector';
        if (operator === '*' && numeric(left) && right === 'vector') return 'vector';
        if (operator === '*' && left === 'vector' && right === 'vector') return 'float';
        if (left === 'vector' && right === 'rotation') return 'vector';
        if (left === 'rotation' && right === 'rotation') return 'rotation';
        break;
      case '%':
        if (left === 'vector' && right === 'vector') return 'vector';
        break;
    }
    this.report(position, `Operator ${operator} cannot combine ${withArticle(left)} and ${withArticle(right)}`);
    return undefined;
  }
}

/** LSL converts integer to float, and string and key into each other, where a value is passed or assigned. */
function accepts(expected: LslType, actual: LslType): boolean {
  if (actual === expected) return true;
  if (expected === 'float' && actual === 'integer') return true;
  return (expected === 'string' || expected === 'key') && (actual === 'string' || actual === 'key');
}

function withArticle(type: string): string {
  return `${type === 'integer' ? 'an' : 'a'} ${type}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** LSL knows the escapes \n, \t, \" and \\; any other escaped character stands for itself. */
function unescapeString(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/gs, (_match, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char));
}

/** Whether every path through the statement ends in a return, as the LSL compiler requires of a function with a type. */
function alwaysReturns(statement: Statement): boolean {
  switch (statement.kind) {
    case 'return':
      return true;
    case 'block':
      return statement.body.some(alwaysReturns);
    case 'if':
      return statement.otherwise !== undefined && alwaysReturns(statement.then) && alwaysReturns(statement.otherwise);
    default:
      return false;
  }
}

function collectLabels(statement: Statement, labels = new Set<string>()): Set<string> {
  switch (statement.kind) {
    case 'label':
      labels.add(statement.label);
      break;
    case 'block':
      for (const inner of statement.body) collectLabels(inner, labels);
      break;
    case 'if':
      collectLabels(statement.then, labels);
      if (statement.otherwise) collectLabels(statement.otherwise, labels);
      break;
    case 'while':
    case 'do':
    case 'for':
      collectLabels(statement.body, labels);
      break;
    default:
      break;
  }
  return labels;
}
