import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzz suite reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | null;
  /** Security alternatives: 'bearer', 'api-key', or 'none' when the route may be called without credentials. */
  security: Array<'bearer' | 'api-key' | 'program-key' | 'none'>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: Array<Record<string, unknown>>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const security = (operation.security ?? []).map((alternative) => {
        const names = Object.keys(alternative);
        return names.length === 0 ? 'none' : (names[0] as 'bearer' | 'api-key' | 'program-key');
      });
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        security: security.length === 0 ? ['none'] : security,
      });
    }
  }
  return operations;
}

export function resolve(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  while (current.$ref) current = document.components.schemas[current.$ref.replace('#/components/schemas/', '')];
  return current;
}

/** Values of a field that exist in the test's data (a vendor's key, a purchase's id), so requests reach past the lookups. */
export type KnownValues = Record<string, unknown[]>;

/** Values shaped like the schema says (types, ranges, formats, enums), mixed with known values for fields of that name. */
export function schemaArbitrary(document: OpenApiDocument, input: Schema, known: KnownValues = {}, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(document, input);
  const options: Array<fc.WeightedArbitrary<unknown>> = [];
  if (known[name]?.length) options.push({ weight: 6, arbitrary: fc.constantFrom(...known[name]) });
  if (schema.example !== undefined) options.push({ weight: 1, arbitrary: fc.constant(schema.example) });
  if (schema.nullable) options.push({ weight: 1, arbitrary: fc.constant(null) });
  options.push({ weight: 4, arbitrary: shapeArbitrary(document, schema, known) });
  return fc.oneof(...options);
}

function shapeArbitrary(document: OpenApiDocument, schema: Schema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((option) => schemaArbitrary(document, option, known)));
  if (schema.allOf) return schemaArbitrary(document, schema.allOf[0], known);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time' || schema.format === 'date') {
        return fc
          .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true })
          .map((date) => (schema.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 100_000, 2_147_483_647) });
    case 'number': {
      const min = schema.minimum ?? -10;
      const max = schema.maximum ?? 100_000;
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(document, schema.items, known) : fc.jsonValue(), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, schemaArbitrary(document, property, known, key)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
  }
}

/** Nested objects, `levels` deep: {"a":{"a":...}}. */
export function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

const LONG_TEXT = 'x'.repeat(100_000);

/** Values no well-behaved client sends: nulls, wrong types, edge numbers, text no column can hold, oversized text. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  LONG_TEXT,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 63,
  2_147_483_648,
  -2_147_483_649,
  -1,
  0,
  0.5,
  1e-320,
  '9'.repeat(400),
  '1e309',
  ' 12 ',
  '12abc',
  'NaN',
  'Infinity',
  true,
  [],
  [null],
  {},
  { a: 1 },
  nested(60),
  '2026-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:01Z',
  '+275760-09-13T00:00:00.000Z',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'ǅ𝔘ñíçødé 👗 \u202e',
  '__proto__',
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.fullUnicodeString({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
);

/** Whole bodies sent as raw text: nesting past and at the limit, prototype keys, odd JSON, large collections. */
export const HOSTILE_BODY_TEXTS: readonly string[] = [
  '['.repeat(1700) + ']'.repeat(1700),
  '{"a":'.repeat(1700) + '1' + '}'.repeat(1700),
  '['.repeat(64) + ']'.repeat(64),
  '['.repeat(65) + ']'.repeat(65),
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1,"a":2}',
  '{',
  '\ufeff{}',
  `[${Array.from({ length: 100_000 }, () => '1').join(',')}]`,
  `{${Array.from({ length: 5_000 }, (_unused, index) => `"k${index}":${index}`).join(',')}}`,
];

/** Path segments beside real ids: out of range, not numbers, encoded oddities (the URL carries them as they are). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  '%ED%A0%80',
  '%F0%9F%91%97',
  '%25',
  '..%2F..%2Fetc',
  'global',
  'x'.repeat(3000),
];

/** Query values beside schema-shaped ones. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '',
  '%00',
  '\u0000',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e309',
  'NaN',
  'abc',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:01Z',
  "'; DROP TABLE transactions; --",
  '%',
  '_',
  '\\',
  'ǅ👗',
  'x'.repeat(5000),
];
