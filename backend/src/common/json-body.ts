import { BadRequestException } from '@nestjs/common';

import { textControlProblem } from './control-characters';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The API's deepest body is two levels
 * (a sale, a commission configuration with its tiers); 64 leaves room while keeping every later step
 * (validation, transformation, logging) far from the call stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Most fields and list items a JSON body may hold, all levels together. The largest body the API takes has
 * about 70 (a commission configuration with 20 tiers, a box inventory of 50 names); every extra one costs
 * validation work and a line in the error, so a 5 MB body of a million items would hold the server for minutes.
 */
export const MAX_JSON_ITEMS = 1000;

export const TOO_DEEP = 'The request body is nested too deeply.';
export const TOO_MANY_ITEMS = `The request body holds too many fields or list items (more than ${MAX_JSON_ITEMS}).`;
export const NOT_JSON = 'The request body is not valid JSON.';

// An unpaired UTF-16 surrogate: JSON can carry one ("\ud800"), but it is no character, and no text column can store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The body of an application/json request: undefined when blank; a 400 for invalid JSON, deep nesting or text no column can hold. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  // Measured on the text, before parsing, so a hostile body costs one pass over its bytes and nothing more.
  const { depth, items } = measureJson(text);
  if (depth > MAX_JSON_DEPTH) throw new BadRequestException(TOO_DEEP);
  if (items > MAX_JSON_ITEMS) throw new BadRequestException(TOO_MANY_ITEMS);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestException(NOT_JSON);
  }
  const fieldErrors: Record<string, string[]> = {};
  checkText(value, '', fieldErrors);
  if (Object.keys(fieldErrors).length > 0) {
    throw new BadRequestException({ message: Object.values(fieldErrors).flat().join('; '), fieldErrors });
  }
  return value;
}

/**
 * The deepest nesting of objects and arrays in JSON text, and about how many fields and list items it holds
 * (commas and opening brackets); brackets and commas inside strings do not count.
 */
export function measureJson(text: string): { depth: number; items: number } {
  let depth = 0;
  let deepest = 0;
  let items = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      items += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    } else if (code === 0x2c) {
      items += 1;
    }
  }
  return { depth: deepest, items };
}

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character, which text cannot hold';
  const control = textControlProblem(text);
  if (control) return control;
  if (LONE_SURROGATE.test(text)) return 'contains text that is not valid Unicode (an unpaired surrogate)';
  return null;
}

/** Collects, per field, strings and field names that no text column can store. Depth is already bounded. */
function checkText(value: unknown, path: string, into: Record<string, string[]>): void {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) into[path || 'body'] = [`${path || 'The request body'} ${problem}.`];
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkText(item, path ? `${path}.${index}` : String(index), into));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (textProblem(key)) {
        const where = path || 'body';
        into[where] = [`A field name in ${path || 'the request body'} ${textProblem(key)}.`];
        continue;
      }
      checkText(item, path ? `${path}.${key}` : key, into);
    }
  }
}
