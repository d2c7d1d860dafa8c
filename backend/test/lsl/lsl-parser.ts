import { LSL_TYPES, type LslType } from './lsl-definitions';

export interface Position {
  line: number;
  column: number;
}

export type TokenKind = 'identifier' | 'integer' | 'float' | 'string' | 'punctuation' | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  position: Position;
}

export class LslSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

export type Expression =
  | { kind: 'literal'; type: LslType; text: string; position: Position }
  | { kind: 'identifier'; name: string; position: Position }
  | { kind: 'call'; name: string; args: Expression[]; position: Position }
  | { kind: 'list'; items: Expression[]; position: Position }
  | { kind: 'vector'; items: Expression[]; position: Position }
  | { kind: 'cast'; type: LslType; operand: Expression; position: Position }
  | { kind: 'unary'; operator: string; operand: Expression; position: Position }
  | { kind: 'postfix'; operator: string; operand: Expression; position: Position }
  | { kind: 'binary'; operator: string; left: Expression; right: Expression; position: Position }
  | { kind: 'assignment'; operator: string; target: Expression; value: Expression; position: Position }
  | { kind: 'member'; object: Expression; member: string; position: Position };

export type Statement =
  | { kind: 'block'; body: Statement[]; position: Position }
  | { kind: 'declaration'; type: LslType; name: string; initialiser?: Expression; position: Position }
  | { kind: 'expression'; expression: Expression; position: Position }
  | { kind: 'if'; condition: Expression; then: Statement; otherwise?: Statement; position: Position }
  | { kind: 'while'; condition: Expression; body: Statement; position: Position }
  | { kind: 'do'; body: Statement; condition: Expression; position: Position }
  | { kind: 'for'; initialisers: Expression[]; condition?: Expression; steps: Expression[]; body: Statement; position: Position }
  | { kind: 'return'; value?: Expression; position: Position }
  | { kind: 'state'; target: string; position: Position }
  | { kind: 'jump'; label: string; position: Position }
  | { kind: 'label'; label: string; position: Position }
  | { kind: 'empty'; position: Position };

export interface Parameter {
  type: LslType;
  name: string;
  position: Position;
}

export interface GlobalVariable {
  type: LslType;
  name: string;
  initialiser?: Expression;
  position: Position;
}

export interface FunctionDeclaration {
  name: string;
  returns: LslType | 'void';
  parameters: Parameter[];
  body: Statement & { kind: 'block' };
  position: Position;
}

export interface EventHandler {
  name: string;
  parameters: Parameter[];
  body: Statement & { kind: 'block' };
  position: Position;
}

export interface StateDeclaration {
  name: string;
  events: EventHandler[];
  position: Position;
}

export interface Script {
  globals: GlobalVariable[];
  functions: FunctionDeclaration[];
  states: StateDeclaration[];
}

const TYPE_KEYWORDS: readonly string[] = [...LSL_TYPES, 'quaternion'];
const RESERVED_WORDS: readonly string[] = [...TYPE_KEYWORDS, 'default', 'state', 'if', 'else', 'for', 'do', 'while', 'jump', 'return'];
const PUNCTUATION = ['++', '--', '+=', '-=', '*=', '/=', '%=', '==', '!=', '<=', '>=', '&&', '||', '<<', '>>', ...'+-*/%=<>!~&|^(){}[],;.@'];
const ASSIGNMENT_OPERATORS = ['=', '+=', '-=', '*=', '/=', '%='];
/** LSL's binary operators from loosest to tightest; && and || share one level. */
const BINARY_LEVELS: string[][] = [['||', '&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '<=', '>', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%']];

export function tokenise(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  let line = 1;
  let lineStart = 0;
  const positionAt = (at: number): Position => ({ line, column: at - lineStart + 1 });
  const advanceOver = (from: number, to: number): void => {
    for (let i = from; i < to; i++) {
      if (source[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  };

  while (index < source.length) {
    const char = source[index];
    const rest = source.slice(index);
    if (/\s/.test(char)) {
      advanceOver(index, index + 1);
      index++;
      continue;
    }
    if (rest.startsWith('//')) {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = source.indexOf('*/', index + 2);
      if (end === -1) throw new LslSyntaxError('Unterminated comment', positionAt(index));
      advanceOver(index, end + 2);
      index = end + 2;
      continue;
    }
    const position = positionAt(index);
    if (char === '"') {
      let end = index + 1;
      while (end < source.length && source[end] !== '"') end += source[end] === '\\' ? 2 : 1;
      if (end >= source.length) throw new LslSyntaxError('Unterminated string', position);
      tokens.push({ kind: 'string', text: source.slice(index, end + 1), position });
      advanceOver(index, end + 1);
      index = end + 1;
      continue;
    }
    const number = /^(0[xX][0-9a-fA-F]+)|^((\d+\.\d*|\.\d+)([eE][+-]?\d+)?[fF]?|\d+[eE][+-]?\d+[fF]?)|^(\d+)/.exec(rest);
    if (number) {
      tokens.push({ kind: number[2] ? 'float' : 'integer', text: number[0], position });
      index += number[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      tokens.push({ kind: 'identifier', text: word[0], position });
      index += word[0].length;
      continue;
    }
    const punctuation = PUNCTUATION.find((candidate) => rest.startsWith(candidate));
    if (!punctuation) throw new LslSyntaxError(`Unexpected character '${char}'`, position);
    tokens.push({ kind: 'punctuation', text: punctuation, position });
    index += punctuation.length;
  }
  tokens.push({ kind: 'end', text: 'end of file', position: positionAt(index) });
  return tokens;
}

export function parseScript(source: string): Script {
  return new Parser(tokenise(source)).script();
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  script(): Script {
    const script: Script = { globals: [], functions: [], states: [] };
    while (!this.at('end')) {
      const token = this.peek();
      if (token.text === 'default' || token.text === 'state') {
        script.states.push(this.state());
      } else if (script.states.length > 0) {
        throw new LslSyntaxError('Globals and functions must come before the states', token.position);
      } else if (this.isType(token) && this.peek(2).text === '(') {
        const returns = this.type();
        script.functions.push(this.functionDeclaration(returns));
      } else if (this.isType(token)) {
        const type = this.type();
        const name = this.name();
        const initialiser = this.accept('=') ? this.expression() : undefined;
        this.expect(';');
        script.globals.push({ type, name: name.text, initialiser, position: name.position });
      } else if (token.kind === 'identifier' && this.peek(1).text === '(') {
        script.functions.push(this.functionDeclaration('void'));
      } else {
        throw new LslSyntaxError(`Unexpected '${token.text}' at the top level`, token.position);
      }
    }
    return script;
  }

  private state(): StateDeclaration {
    const start = this.next();
    const name = start.text === 'default' ? 'default' : this.name().text;
    this.expect('{');
    const events: EventHandler[] = [];
    while (!this.accept('}')) {
      const eventName = this.name();
      events.push({ name: eventName.text, parameters: this.parameters(), body: this.block(), position: eventName.position });
    }
    return { name, events, position: start.position };
  }

  private functionDeclaration(returns: LslType | 'void'): FunctionDeclaration {
    const name = this.name();
    return { name: name.text, returns, parameters: this.parameters(), body: this.block(), position: name.position };
  }

  private parameters(): Parameter[] {
    this.expect('(');
    const parameters: Parameter[] = [];
    if (this.accept(')')) return parameters;
    do {
      const type = this.type();
      const name = this.name();
      parameters.push({ type, name: name.text, position: name.position });
    } while (this.accept(','));
    this.expect(')');
    return parameters;
  }

  private block(): Statement & { kind: 'block' } {
    const open = this.expect('{');
    const body: Statement[] = [];
    while (!this.accept('}')) body.push(this.statement());
    return { kind: 'block', body, position: open.position };
  }

  private statement(): Statement {
    const token = this.peek();
    const position = token.position;
    if (token.text === '{') return this.block();
    if (this.accept(';')) return { kind: 'empty', position };
    if (this.isType(token)) {
      const type = this.type();
      const name = this.name();
      const initialiser = this.accept('=') ? this.expression() : undefined;
      this.expect(';');
      return { kind: 'declaration', type, name: name.text, initialiser, position: name.position };
    }
    if (this.accept('if')) {
      const condition = this.parenthesised();
      const then = this.statement();
      const otherwise = this.accept('else') ? this.statement() : undefined;
      return { kind: 'if', condition, then, otherwise, position };
    }
    if (this.accept('while')) {
      const condition = this.parenthesised();
      return { kind: 'while', condition, body: this.statement(), position };
    }
    if (this.accept('do')) {
      const body = this.statement();
      this.expect('while');
      const condition = this.parenthesised();
      this.expect(';');
      return { kind: 'do', body, condition, position };
    }
    if (this.accept('for')) {
      this.expect('(');
      const initialisers = this.peek().text === ';' ? [] : this.expressionList();
      this.expect(';');
      const condition = this.peek().text === ';' ? undefined : this.expression();
      this.expect(';');
      const steps = this.peek().text === ')' ? [] : this.expressionList();
      this.expect(')');
      return { kind: 'for', initialisers, condition, steps, body: this.statement(), position };
    }
    if (this.accept('return')) {
      const value = this.peek().text === ';' ? undefined : this.expression();
      this.expect(';');
      return { kind: 'return', value, position };
    }
    if (this.accept('state')) {
      const target = this.peek().text === 'default' ? this.next().text : this.name().text;
      this.expect(';');
      return { kind: 'state', target, position };
    }
    if (this.accept('jump')) {
      const label = this.name().text;
      this.expect(';');
      return { kind: 'jump', label, position };
    }
    if (this.accept('@')) {
      const label = this.name().text;
      this.expect(';');
      return { kind: 'label', label, position };
    }
    const expression = this.expression();
    this.expect(';');
    return { kind: 'expression', expression, position };
  }

  private parenthesised(): Expression {
    this.expect('(');
    const expression = this.expression();
    this.expect(')');
    return expression;
  }

  private expressionList(): Expression[] {
    const expressions = [this.expression()];
    while (this.accept(',')) expressions.push(this.expression());
    return expressions;
  }

  /** insideVector: a bare '>' closes the vector literal instead of comparing. */
  private expression(insideVector = false): Expression {
    const target = this.binary(0, insideVector);
    const operator = this.peek();
    if (operator.kind === 'punctuation' && ASSIGNMENT_OPERATORS.includes(operator.text)) {
      this.next();
      if (target.kind !== 'identifier' && !(target.kind === 'member' && target.object.kind === 'identifier')) {
        throw new LslSyntaxError('Only a variable can be assigned to', operator.position);
      }
      return { kind: 'assignment', operator: operator.text, target, value: this.expression(insideVector), position: operator.position };
    }
    return target;
  }

  private binary(level: number, insideVector: boolean): Expression {
    if (level === BINARY_LEVELS.length) return this.unary(insideVector);
    let left = this.binary(level + 1, insideVector);
    for (;;) {
      const operator = this.peek();
      const applies = operator.kind === 'punctuation' && BINARY_LEVELS[level].includes(operator.text);
      if (!applies || (insideVector && operator.text === '>')) return left;
      this.next();
      const right = this.binary(level + 1, insideVector);
      left = { kind: 'binary', operator: operator.text, left, right, position: operator.position };
    }
  }

  private unary(insideVector: boolean): Expression {
    const token = this.peek();
    if (token.kind === 'punctuation' && ['!', '~', '-', '++', '--'].includes(token.text)) {
      this.next();
      return { kind: 'unary', operator: token.text, operand: this.unary(insideVector), position: token.position };
    }
    if (token.text === '(' && this.isType(this.peek(1)) && this.peek(2).text === ')') {
      this.next();
      const type = this.type();
      this.next();
      return { kind: 'cast', type, operand: this.unary(insideVector), position: token.position };
    }
    return this.postfix(this.primary());
  }

  private postfix(operand: Expression): Expression {
    for (;;) {
      const token = this.peek();
      if (token.text === '.') {
        this.next();
        operand = { kind: 'member', object: operand, member: this.name().text, position: token.position };
      } else if (token.text === '++' || token.text === '--') {
        this.next();
        operand = { kind: 'postfix', operator: token.text, operand, position: token.position };
      } else {
        return operand;
      }
    }
  }

  private primary(): Expression {
    const token = this.next();
    const position = token.position;
    switch (token.kind) {
      case 'integer':
        return { kind: 'literal', type: 'integer', text: token.text, position };
      case 'float':
        return { kind: 'literal', type: 'float', text: token.text, position };
      case 'string':
        return { kind: 'literal', type: 'string', text: token.text, position };
      case 'identifier': {
        if (RESERVED_WORDS.includes(token.text)) throw new LslSyntaxError(`Unexpected '${token.text}'`, position);
        if (this.peek().text !== '(') return { kind: 'identifier', name: token.text, position };
        this.next();
        const args = this.peek().text === ')' ? [] : this.expressionList();
        this.expect(')');
        return { kind: 'call', name: token.text, args, position };
      }
      default:
        break;
    }
    if (token.text === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (token.text === '[') {
      const items = this.peek().text === ']' ? [] : this.expressionList();
      this.expect(']');
      return { kind: 'list', items, position };
    }
    if (token.text === '<') {
      const items = [this.expression(true)];
      while (this.accept(',')) items.push(this.expression(true));
      this.expect('>');
      if (items.length !== 3 && items.length !== 4) {
        throw new LslSyntaxError('A vector has 3 components and a rotation 4', position);
      }
      return { kind: 'vector', items, position };
    }
    throw new LslSyntaxError(`Unexpected '${token.text}'`, position);
  }

  private isType(token: Token): boolean {
    return token.kind === 'identifier' && TYPE_KEYWORDS.includes(token.text);
  }

  private type(): LslType {
    const token = this.next();
    if (!this.isType(token)) throw new LslSyntaxError(`Expected a type but found '${token.text}'`, token.position);
    return token.text === 'quaternion' ? 'rotation' : (token.text as LslType);
  }

  private name(): Token {
    const token = this.next();
    if (token.kind !== 'identifier' || RESERVED_WORDS.includes(token.text)) {
      throw new LslSyntaxError(`Expected a name but found '${token.text}'`, token.position);
    }
    return token;
  }

  private peek(ahead = 0): Token {
    return this.tokens[Math.min(this.index + ahead, this.tokens.length - 1)];
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private at(kind: TokenKind): boolean {
    return this.peek().kind === kind;
  }

  private accept(text: string): boolean {
    const token = this.peek();
    if (token.text !== text || token.kind === 'string') return false;
    this.index++;
    return true;
  }

  private expect(text: string): Token {
    const token = this.peek();
    if (token.text !== text || token.kind === 'string') {
      throw new LslSyntaxError(`Expected '${text}' but found '${token.text}'`, token.position);
    }
    this.index++;
    return token;
  }
}
