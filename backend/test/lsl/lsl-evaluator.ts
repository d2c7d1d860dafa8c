import type { Expression, FunctionDeclaration, Script, Statement } from './lsl-parser';

/** Thrown for anything outside the small part of LSL the evaluator runs, so a test never skips code it cannot read. */
export class LslEvaluationError extends Error {}

/** LSL integers are 32-bit signed. */
function toInteger(value: number): number {
  return value | 0;
}

function parseIntegerLiteral(text: string): number {
  const value = /^0[xX]/.test(text) ? parseInt(text.slice(2), 16) : parseInt(text, 10);
  if (!Number.isFinite(value)) throw new LslEvaluationError(`Cannot read the integer literal ${text}`);
  return toInteger(value);
}

/** Names assigned (=, +=, ++, --, ...) anywhere in the script: such globals are variables, not constants. */
function assignedNames(script: Script): Set<string> {
  const names = new Set<string>();
  const visitExpression = (expression: Expression | undefined): void => {
    if (!expression) return;
    switch (expression.kind) {
      case 'assignment':
        if (expression.target.kind === 'identifier') names.add(expression.target.name);
        if (expression.target.kind === 'member' && expression.target.object.kind === 'identifier') names.add(expression.target.object.name);
        visitExpression(expression.value);
        return;
      case 'unary':
      case 'postfix':
        if ((expression.operator === '++' || expression.operator === '--') && expression.operand.kind === 'identifier') names.add(expression.operand.name);
        visitExpression(expression.operand);
        return;
      case 'call':
        expression.args.forEach(visitExpression);
        return;
      case 'list':
      case 'vector':
        expression.items.forEach(visitExpression);
        return;
      case 'cast':
        visitExpression(expression.operand);
        return;
      case 'binary':
        visitExpression(expression.left);
        visitExpression(expression.right);
        return;
      case 'member':
        visitExpression(expression.object);
        return;
      default:
        return;
    }
  };
  const visitStatement = (statement: Statement | undefined): void => {
    if (!statement) return;
    switch (statement.kind) {
      case 'block':
        statement.body.forEach(visitStatement);
        return;
      case 'declaration':
        visitExpression(statement.initialiser);
        return;
      case 'expression':
        visitExpression(statement.expression);
        return;
      case 'if':
        visitExpression(statement.condition);
        visitStatement(statement.then);
        visitStatement(statement.otherwise);
        return;
      case 'while':
      case 'do':
        visitExpression(statement.condition);
        visitStatement(statement.body);
        return;
      case 'for':
        [...statement.initialisers, ...statement.steps].forEach(visitExpression);
        visitExpression(statement.condition);
        visitStatement(statement.body);
        return;
      case 'return':
        visitExpression(statement.value);
        return;
      default:
        return;
    }
  };
  script.functions.forEach((declaration) => visitStatement(declaration.body));
  script.states.forEach((state) => state.events.forEach((event) => visitStatement(event.body)));
  return names;
}

/**
 * The script's integer constants: integer globals set from a literal (or a negated literal) and never assigned
 * anywhere in the script.
 */
export function integerConstants(script: Script): Map<string, number> {
  const assigned = assignedNames(script);
  const constants = new Map<string, number>();
  for (const global of script.globals) {
    if (global.type !== 'integer' || assigned.has(global.name)) continue;
    const initialiser = global.initialiser;
    if (initialiser === undefined) constants.set(global.name, 0);
    else if (initialiser.kind === 'literal' && initialiser.type === 'integer') constants.set(global.name, parseIntegerLiteral(initialiser.text));
    else if (initialiser.kind === 'unary' && initialiser.operator === '-' && initialiser.operand.kind === 'literal' && initialiser.operand.type === 'integer') {
      constants.set(global.name, toInteger(-parseIntegerLiteral(initialiser.operand.text)));
    }
  }
  return constants;
}

class ReturnSignal {
  constructor(readonly value: number) {}
}

/**
 * Runs an integer function of a parsed script with the given arguments. It understands integer literals, the
 * function's integer parameters, the script's integer constants (see integerConstants), comparisons, the logical
 * operators && || !, unary minus, if/else, blocks and return. Anything else throws an LslEvaluationError.
 */
export function callIntegerFunction(script: Script, name: string, args: number[]): number {
  const declaration: FunctionDeclaration | undefined = script.functions.find((candidate) => candidate.name === name);
  if (!declaration) throw new LslEvaluationError(`The script has no function ${name}`);
  if (declaration.returns !== 'integer') throw new LslEvaluationError(`${name} must return an integer`);
  if (declaration.parameters.length !== args.length) {
    throw new LslEvaluationError(`${name} takes ${declaration.parameters.length} arguments but is given ${args.length}`);
  }
  const variables = new Map<string, number>();
  declaration.parameters.forEach((parameter, index) => {
    if (parameter.type !== 'integer') throw new LslEvaluationError(`Parameter ${parameter.name} of ${name} must be an integer`);
    variables.set(parameter.name, toInteger(args[index]));
  });
  const constants = integerConstants(script);

  const evaluate = (expression: Expression): number => {
    switch (expression.kind) {
      case 'literal':
        if (expression.type !== 'integer') throw new LslEvaluationError(`Only integer literals are supported, not ${expression.text}`);
        return parseIntegerLiteral(expression.text);
      case 'identifier': {
        const variable = variables.get(expression.name);
        if (variable !== undefined) return variable;
        const constant = constants.get(expression.name);
        if (constant !== undefined) return constant;
        throw new LslEvaluationError(`${expression.name} is neither a parameter nor an integer constant of the script`);
      }
      case 'unary':
        if (expression.operator === '!') return evaluate(expression.operand) === 0 ? 1 : 0;
        if (expression.operator === '-') return toInteger(-evaluate(expression.operand));
        break;
      case 'binary': {
        // LSL evaluates both sides of && and || (no short cut); here both sides are pure, so the order does not matter.
        const left = evaluate(expression.left);
        const right = evaluate(expression.right);
        switch (expression.operator) {
          case '==':
            return left === right ? 1 : 0;
          case '!=':
            return left !== right ? 1 : 0;
          case '<':
            return left < right ? 1 : 0;
          case '<=':
            return left <= right ? 1 : 0;
          case '>':
            return left > right ? 1 : 0;
          case '>=':
            return left >= right ? 1 : 0;
          case '&&':
            return left !== 0 && right !== 0 ? 1 : 0;
          case '||':
            return left !== 0 || right !== 0 ? 1 : 0;
          default:
            break;
        }
        break;
      }
      default:
        break;
    }
    throw new LslEvaluationError(`Unsupported expression (${expression.kind}) at line ${expression.position.line}`);
  };

  const run = (statement: Statement): void => {
    switch (statement.kind) {
      case 'block':
        statement.body.forEach(run);
        return;
      case 'empty':
        return;
      case 'if':
        if (evaluate(statement.condition) !== 0) run(statement.then);
        else if (statement.otherwise) run(statement.otherwise);
        return;
      case 'return':
        if (!statement.value) throw new LslEvaluationError(`${name} returns without a value at line ${statement.position.line}`);
        throw new ReturnSignal(evaluate(statement.value));
      default:
        throw new LslEvaluationError(`Unsupported statement (${statement.kind}) at line ${statement.position.line}`);
    }
  };

  try {
    run(declaration.body);
  } catch (signal) {
    if (signal instanceof ReturnSignal) return signal.value;
    throw signal;
  }
  throw new LslEvaluationError(`${name} ends without returning a value`);
}
