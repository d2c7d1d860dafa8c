import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import fc from 'fast-check';

import { LocalKeysService } from '../../src/auth/local/local-keys.service';
import { inWorldObject, saveCommissionConfig, simulatorHeaders } from '../in-world/in-world-support';
import { SseClient } from '../notifications/sse-client';
import { factories } from '../support/factories';
import {
  HOSTILE_BODY_TEXTS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_SEGMENTS,
  hostileValue,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  resolve as resolveSchema,
  type Schema,
  schemaArbitrary,
} from '../support/openapi-fuzz';
import { TestApp, type TestResponse } from '../support/test-app';

/**
 * Every operation of openapi/openapi.json, called with requests built from its schemas and with hostile values,
 * as a merchant, an admin, an in-world script (X-Api-Key) or nobody. It fails on any 5xx, on an error answer that
 * is not the API's error shape, on any row inserted, updated or deleted by a refused (4xx) request, and on any
 * request answered after more than SLOW_REQUEST_MS.
 *
 * FUZZ_SEED replays a run (a random seed is printed with every failure); FUZZ_RUNS sets the random requests per operation.
 */

const document = JSON.parse(readFileSync(resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8')) as OpenApiDocument;
/**
 * Server-Sent Events streams never end, so a request cannot be awaited whole: an opened stream must send its first
 * event (and is then closed); a refused one answers like any other request.
 */
const STREAMS = operationsOf(document)
  .filter((operation) => JSON.stringify(document.paths[operation.path][operation.method.toLowerCase()]).includes('text/event-stream'))
  .map((operation) => operation.operationId);
const operations = operationsOf(document);

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** No request may take longer: a body that costs seconds of work is a way to stall the server for everyone. */
const SLOW_REQUEST_MS = 5000;

/** Tables that record calls on purpose, refused ones included: not compared. */
const RECORDS_EVERY_CALL = [
  'in_world_calls', // every in-world call with its status (docs/api-security.md, "Record of in-world calls")
  'activities', // the activity log
  'migrations', // TypeORM's own bookkeeping
  // Written in batches after accepted calls (sale milestones, box notices), on their own schedule: a refused call can
  // see an earlier accepted one's notification land. The batches read only what calls wrote (sales, redeliveries,
  // stock), which stays compared here, so a refused call still cannot cause a notification.
  'notifications',
  // Written after commit by the catalogue refresh an accepted product or promotion change starts (decision 91), so a
  // refused call can see an earlier one's land. It records versions computed from products and promotions, which stay
  // compared here, so a refused call still cannot cause one.
  'catalogue_versions',
];

/**
 * Tables where a refused request may update a row on purpose: compared by row count only.
 * A token's first request records the identity claims on its user; a valid API key records when it was last used.
 */
const BOOKKEEPING_UPDATES = ['users', 'api_keys'];

/** Credentials no client should send: malformed, oversized, or of the wrong kind. */
const GARBAGE_CREDENTIALS: ReadonlyArray<Record<string, string>> = [
  { authorization: 'Bearer not.a.token', 'x-api-key': `slv_${'0'.repeat(48)}` },
  { authorization: `Bearer ${'a'.repeat(10_000)}` },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: 'Bearer' },
  { 'x-api-key': `slv_${'g'.repeat(48)}` },
  { 'x-api-key': 'x'.repeat(10_000) },
  { 'x-api-key': 'slv_é' },
];

/** Cookie headers, the session cookie among them (read on /api/logout): malformed escapes, empty, quoted. */
const COOKIES: readonly string[] = [
  '__session=%E0%A4%A',
  '__session=%',
  '__session=',
  '__session="x"; __session=y',
  'theme=dark; __session=not.a.token',
  `__session=${'a'.repeat(8000)}`,
];

/** Query parameters no operation declares, some named after Object.prototype's members. */
const EXTRA_QUERY: ReadonlyArray<[string, string]> = [
  ['__proto__', 'x'],
  ['constructor', 'x'],
  ['hasOwnProperty', 'x'],
  ['toString', '1'],
  ['unknownField', '1'],
];

/** Request ids the caller may send: the app echoes X-Request-Id back and logs it. */
const REQUEST_IDS: readonly string[] = ['', 'x'.repeat(8000), 'é', '../../etc/passwd', '<script>alert(1)</script>', '%00'];

// Password hashing (scrypt) takes about 100 ms a call: fewer random requests on these routes.
const SLOW_OPERATIONS: Record<string, number> = { localSignIn: 6, localSignUp: 6 };

type Credential = 'merchant' | 'admin' | 'api-key' | 'program-key' | 'none' | 'garbage';

interface FuzzRequest {
  credential: Credential;
  /** The credential headers sent for 'garbage'; a Cookie header on any request. */
  garbage?: Record<string, string>;
  cookie?: string | null;
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: { json?: unknown; text?: string; contentType?: string };
}

interface World {
  tokens: { merchant: string; admin: string };
  apiKey: string;
  /** The merchant's write key for programs (the REST API's program-key scheme). */
  programKey: string;
  /** Values of the test data, by the field or parameter name that refers to them. */
  known: KnownValues;
  /** Real ids for each path parameter, by operation path and parameter name. */
  pathIds: (path: string, param: string) => string[];
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0;
  return value;
}

describe('schema-driven fuzzing of every operation', () => {
  let t: TestApp;
  const statuses = new Map<number, number>();
  const fuzzed = new Set<string>();
  let requests = 0;
  const started = Date.now();

  beforeAll(async () => {
    t = await TestApp.start({
      authMode: 'local',
      env: {
        THROTTLE_USER_PER_MINUTE: '1000000',
        THROTTLE_SCRIPT_PER_MINUTE: '1000000',
        THROTTLE_SCRIPT_PER_HOUR: '1000000',
        // No delivery box URL is accepted, so no request makes the server call out.
        BOX_URL_HOSTS: '',
      },
    });
    const rows: Array<{ table_name: string }> = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    await countWrites(rows.map((row) => row.table_name).filter((name) => !RECORDS_EVERY_CALL.includes(name)));
  });

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(`Fuzzed ${fuzzed.size} operations with ${requests} requests in ${seconds} s (FUZZ_SEED=${SEED}): ${byStatus}`);
    await t?.close();
  });

  /**
   * Counts, in this suite's own database, every row each compared table gets inserted, updated or deleted (inserted or
   * deleted only for BOOKKEEPING_UPDATES), in a table of counts that commits with the write. Reading that small table
   * before and after a request replaces scanning every table twice per request, and sees more: a row inserted and
   * deleted again, an update that leaves a count unchanged.
   */
  async function countWrites(compared: string[]): Promise<void> {
    const partitions: Array<{ name: string }> = await t.dataSource.query(`SELECT relname AS name FROM pg_class WHERE relispartition`);
    await t.dataSource.query(`CREATE TABLE fuzz_writes (table_name text PRIMARY KEY, writes bigint NOT NULL)`);
    await t.dataSource.query(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, 1) ON CONFLICT (table_name) DO UPDATE SET writes = fuzz_writes.writes + 1;
        RETURN NULL;
      END $$`);
    // A partitioned table's row trigger fires for its partitions' rows too.
    for (const table of compared.filter((name) => !partitions.some((partition) => partition.name === name))) {
      const events = BOOKKEEPING_UPDATES.includes(table) ? 'INSERT OR DELETE' : 'INSERT OR UPDATE OR DELETE';
      await t.dataSource.query(`CREATE TRIGGER fuzz_count_write AFTER ${events} ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`);
    }
  }

  /** Per table, how many rows it has had written since the suite started (countWrites). */
  async function tableStates(): Promise<Record<string, string>> {
    const rows: Array<{ table_name: string; writes: string }> = await t.dataSource.query(`SELECT table_name, writes FROM fuzz_writes`);
    return Object.fromEntries(rows.map((row) => [row.table_name, `${row.writes} rows written`]));
  }

  /** Fresh data for each operation: what one request changes (a deleted vendor, a revoked key) never starves the next operation. */
  async function makeWorld(): Promise<World> {
    const make = factories(t.dataSource);
    const keys = t.app.get(LocalKeysService, { strict: false });
    const merchant = await t.makeUser();
    const admin = await t.makeUser({ role: 'admin' });
    const tokens = { merchant: keys.sign(merchant.id, { email: merchant.email }), admin: keys.sign(admin.id, { email: admin.email }) };
    const created = await t.post('/api/settings/api-keys', undefined, { token: tokens.merchant });
    if (created.status !== 201) throw new Error(`Could not create an API key: ${created.status} ${created.text}`);
    const program = await t.post('/api/settings/api-keys', { name: 'Fuzzed program', scope: 'write' }, { token: tokens.merchant });
    if (program.status !== 201) throw new Error(`Could not create a program's API key: ${program.status} ${program.text}`);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { slItemId: 'Red Dress' });
    const event = await make.event(merchant.id);
    await make.join(event.id, vendor.id);
    const sale = await make.transaction(vendor.id, { productId: product.id, eventId: event.id });
    const other = await make.transaction(vendor.id, { productId: product.id });
    const box = await make.box(merchant.id, { inventory: ['Red Dress'] });
    const object = await make.object(merchant.id, { kind: 'vendor', vendorId: vendor.id });
    const pending = await make.redelivery(sale.id, { requestedBy: sale.buyerId });
    const assigned = await make.redelivery(other.id, { requestedBy: other.buyerId, status: 'assigned', boxId: box.id, assignedAt: new Date() });
    await saveCommissionConfig(t.dataSource, { vendorId: vendor.id, baseRate: '0.050000' });
    // The first buyer's web link, as their terminal asks for it: its token opens the buyer's page routes.
    const link = await t.request('POST', '/api/lsl/redelivery-links', {
      rawBody: JSON.stringify({ avatar: sale.buyerId }),
      headers: simulatorHeaders(inWorldObject(created.body.key, 'Redelivery Terminal')),
    });
    if (link.status !== 201) throw new Error(`Could not make a buyer's link: ${link.status} ${link.text}`);

    const ids: Record<string, string[]> = {
      vendors: [String(vendor.id)],
      products: [String(product.id)],
      events: [String(event.id)],
      'delivery-boxes': [String(box.id)],
      redeliveries: [String(pending.id), String(assigned.id)],
      transactions: [String(sale.id), String(other.id)],
      'api-keys': [created.body.id],
      users: [merchant.id, admin.id],
      'commission-configs': ['global', String(vendor.id)],
      'buyer-redeliveries': [new URL(link.body.url).pathname.split('/').pop()!],
    };
    return {
      tokens,
      apiKey: created.body.key,
      programKey: program.body.key,
      known: {
        vendor_id: [vendor.lslKey],
        vendorId: [vendor.id],
        product_id: [product.id],
        productId: [product.id],
        eventId: [event.id],
        transaction_id: [sale.id, other.id],
        box_id: [box.boxKey],
        boxId: [box.id],
        user_id: [sale.buyerId],
        avatar: [sale.buyerId, other.buyerId],
        buyer: [sale.buyerId],
        requested_by: [sale.buyerId, other.buyerId],
        object_key: [object.objectKey],
        kind: ['vendor', 'delivery-box'],
        confirm: ['DELETE'],
        items: [['Red Dress', 'Blue Jacket']],
        email: [merchant.email, 'new.merchant@example.com'],
        password: ['DemoMerchant123!'],
        q: [vendor.name, 'Test Buyer'],
      },
      pathIds: (path, param) => {
        if (param === 'vendorId') return ids.vendors;
        if (param === 'transactionId') return ids.transactions;
        const segment =
          path
            .split('/')
            .filter((part) => part && !part.startsWith('{'))
            .pop() ?? '';
        const resource = Object.keys(ids).find((name) => path.includes(`/${name}/{${param}}`)) ?? segment;
        return ids[resource] ?? ids.vendors;
      },
    };
  }

  /** The credential a well-behaved caller of the operation sends; the deterministic cases use it. */
  function expectedCredential(operation: Operation): Credential {
    if (operation.path.startsWith('/api/admin/')) return 'admin';
    if (operation.security.includes('bearer')) return 'merchant';
    return operation.security.includes('api-key') ? 'api-key' : 'none';
  }

  function credentialArbitrary(operation: Operation): fc.Arbitrary<Credential> {
    const admin = operation.path.startsWith('/api/admin/');
    const weighted: Array<[Credential, number]> = [];
    for (const alternative of operation.security) {
      if (alternative === 'bearer') weighted.push(admin ? ['admin', 8] : ['merchant', 8], admin ? ['merchant', 1] : ['admin', 1]);
      if (alternative === 'api-key') weighted.push(['api-key', 8]);
      if (alternative === 'program-key') weighted.push(['program-key', 3]);
      if (alternative === 'none') weighted.push(['none', 6], ['merchant', 1]);
    }
    weighted.push(['none', 1], ['garbage', 1]);
    return fc.oneof(...weighted.map(([credential, weight]) => ({ weight, arbitrary: fc.constant(credential) })));
  }

  function pathArbitrary(operation: Operation, world: World): fc.Arbitrary<string> {
    const params = operation.parameters.filter((parameter) => parameter.in === 'path');
    const segments = params.map((parameter) =>
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...world.pathIds(operation.path, parameter.name)) },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
        { weight: 1, arbitrary: fc.fullUnicodeString({ maxLength: 20 }).map(encodeURIComponent) },
      ),
    );
    return fc.tuple(...segments).map((values) => params.reduce((path, parameter, index) => path.replace(`{${parameter.name}}`, values[index]), operation.path));
  }

  function queryArbitrary(operation: Operation, world: World): fc.Arbitrary<Array<[string, string]>> {
    const params = operation.parameters.filter((parameter) => parameter.in === 'query');
    const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    const entries = params.map((parameter) => {
      const value = fc.oneof(
        { weight: 6, arbitrary: schemaArbitrary(document, parameter.schema, world.known, parameter.name).map((item) => [asText(item)]) },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_QUERY_VALUES).map((item) => [item]) },
        { weight: 1, arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => [a, b]) },
      );
      return fc.option(
        value.map((values) => values.map((item): [string, string] => [parameter.name, item])),
        { freq: 3 },
      );
    });
    const extra = fc.option(fc.constantFrom(...EXTRA_QUERY), { freq: 8 });
    return fc.tuple(extra, ...entries).map(([unknown, ...picked]) => [...picked.flatMap((item) => item ?? []), ...(unknown ? [unknown] : [])]);
  }

  function headerArbitrary(operation: Operation): fc.Arbitrary<Record<string, string>> {
    const params = operation.parameters.filter((parameter) => parameter.in === 'header');
    const values = params.map((parameter) =>
      fc.option(
        fc.oneof(
          fc.constant(
            ['string', 'number'].includes(typeof parameter.schema.example) ? String(parameter.schema.example as string | number) : 'Luna Bay (256000, 256512)',
          ),
          fc.stringOf(fc.char(), { maxLength: 300 }),
          fc.constant('é'.repeat(2000)),
        ),
        { freq: 2 },
      ),
    );
    return fc
      .tuple(fc.constant(null), ...values)
      .map((picked) =>
        Object.fromEntries(
          params.flatMap((parameter, index) => (picked[index + 1] === null ? [] : [[parameter.name.toLowerCase(), picked[index + 1] as string]])),
        ),
      );
  }

  function bodyProperties(schema: Schema | null): string[] {
    return schema ? Object.keys(resolveSchema(document, schema).properties ?? {}) : [];
  }

  function bodyArbitrary(operation: Operation, world: World): fc.Arbitrary<FuzzRequest['body']> {
    const contentType = fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
      },
    );
    if (!operation.body) {
      if (operation.method === 'GET') return fc.constant(undefined);
      return fc.option(fc.record({ json: hostileValue, contentType }), { freq: 4 }).map((body) => body ?? undefined);
    }
    const valid = schemaArbitrary(document, operation.body, world.known);
    const properties = bodyProperties(operation.body);
    const withHostileField =
      properties.length === 0
        ? valid
        : fc
            .tuple(valid, fc.constantFrom(...properties), hostileValue)
            .map(([value, key, bad]) => ({ ...(typeof value === 'object' && value ? value : {}), [key]: bad }));
    return fc.oneof(
      { weight: 5, arbitrary: fc.record({ json: valid, contentType }) },
      { weight: 4, arbitrary: fc.record({ json: withHostileField, contentType }) },
      { weight: 1, arbitrary: fc.record({ json: hostileValue, contentType }) },
      { weight: 1, arbitrary: fc.record({ text: fc.constantFrom(...HOSTILE_BODY_TEXTS), contentType: fc.constant('application/json') }) },
    );
  }

  /** A body built from each property's known value or example: the start of the deterministic hostile cases. */
  function exampleBody(schema: Schema, world: World): Record<string, unknown> {
    const resolved = resolveSchema(document, schema);
    return Object.fromEntries(
      Object.entries(resolved.properties ?? {}).map(([key, property]) => {
        const target = resolveSchema(document, property);
        return [key, world.known[key]?.[0] ?? target.example ?? target.enum?.[0] ?? (target.type === 'object' ? exampleBody(target, world) : 'text')];
      }),
    );
  }

  /** Deterministic cases run first on every seed: each hostile whole body, and each field set to each worst value. */
  function examples(operation: Operation, world: World, credential: Credential): FuzzRequest[] {
    const params = operation.parameters.filter((parameter) => parameter.in === 'path');
    const realPath = params.reduce((path, parameter) => path.replace(`{${parameter.name}}`, world.pathIds(operation.path, parameter.name)[0]), operation.path);
    const base = { credential, path: realPath, query: [] as Array<[string, string]>, headers: {} };
    const cases: FuzzRequest[] = [];
    for (const parameter of params) {
      for (const segment of ['0', '2147483648', 'abc', '%00', '%ED%A0%80']) {
        cases.push({ ...base, path: realPath.replace(world.pathIds(operation.path, parameter.name)[0], segment) });
      }
    }
    if (!operation.body) return cases;
    for (const text of HOSTILE_BODY_TEXTS) cases.push({ ...base, body: { text, contentType: 'application/json' } });
    const body = exampleBody(operation.body, world);
    cases.push({ ...base, body: { json: body } });
    for (const key of Object.keys(body)) {
      // The worst of HOSTILE_VALUES; the others come at random.
      for (const bad of [null, '\ud800', 'a\u0000b', 1e308, { a: 1 }, 'x'.repeat(100_000)]) {
        cases.push({ ...base, body: { json: { ...body, [key]: bad } } });
      }
    }
    return cases;
  }

  function describeRequest(operation: Operation, request: FuzzRequest): string {
    const body = request.body?.text ?? (request.body && 'json' in request.body ? JSON.stringify(request.body.json) : undefined);
    const query = new URLSearchParams(request.query).toString();
    const who = request.credential === 'garbage' ? `garbage ${JSON.stringify(request.garbage).slice(0, 80)}` : request.credential;
    return `${operation.method} ${request.path}${query ? `?${query}` : ''} as ${who}${request.cookie ? ` (Cookie: ${request.cookie.slice(0, 60)})` : ''}${body === undefined ? '' : ` with ${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} characters)` : body}`}`;
  }

  async function send(operation: Operation, world: World, request: FuzzRequest): Promise<TestResponse> {
    const headers: Record<string, string> = { ...request.headers };
    if (request.credential === 'merchant') headers.authorization = `Bearer ${world.tokens.merchant}`;
    if (request.credential === 'admin') headers.authorization = `Bearer ${world.tokens.admin}`;
    if (request.credential === 'api-key') Object.assign(headers, simulatorHeaders(inWorldObject(world.apiKey)), request.headers);
    if (request.credential === 'program-key') headers['x-api-key'] = world.programKey;
    if (request.credential === 'garbage') Object.assign(headers, request.garbage ?? GARBAGE_CREDENTIALS[0]);
    if (request.cookie) headers.cookie = request.cookie;
    let rawBody: string | undefined;
    if (request.body) {
      rawBody = request.body.text ?? JSON.stringify(request.body.json) ?? 'null';
      headers['content-type'] = request.body.contentType ?? 'application/json';
    }
    const query = new URLSearchParams(request.query).toString();
    const path = `${request.path}${query ? `?${query}` : ''}`;
    if (STREAMS.includes(operation.operationId)) return openStream(path, headers);
    return t.request(operation.method, path, { rawBody, headers });
  }

  /** A live stream: refused like any request, or opened, when it must send its first event within 5 s; then closed. */
  async function openStream(path: string, headers: Record<string, string>): Promise<TestResponse> {
    const stream = await SseClient.open(`${t.baseUrl}${path}`, undefined, headers);
    try {
      if (stream.status === 200) {
        await stream.until(() => stream.events.length > 0 || stream.ended, 5000, 'first event of the opened stream');
        if (stream.events.length === 0) throw new Error(`The stream opened, then ended without an event: ${stream.raw.slice(0, 300)}`);
      }
      const isJson = (stream.headers.get('content-type') ?? '').includes('application/json');
      return { status: stream.status, headers: stream.headers, body: isJson && stream.raw ? JSON.parse(stream.raw) : stream.raw, text: stream.raw };
    } finally {
      await stream.close();
    }
  }

  async function check(operation: Operation, world: World, request: FuzzRequest): Promise<void> {
    const before = await tableStates();
    let response: TestResponse;
    const started = Date.now();
    try {
      response = await send(operation, world, request);
    } catch (error) {
      throw new Error(`${describeRequest(operation, request)} failed: ${(error as Error).message}`, { cause: error });
    }
    requests += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const what = () => `${describeRequest(operation, request)} answered ${response.status} ${response.text.slice(0, 500)}`;
    if (response.status >= 500) throw new Error(what());
    const took = Date.now() - started;
    if (took > SLOW_REQUEST_MS) throw new Error(`Took ${took} ms: ${what()}`);
    if (response.status >= 400) {
      const body = response.body as { statusCode?: unknown; message?: unknown };
      if (body?.statusCode !== response.status || typeof body.message !== 'string' || body.message.length === 0) {
        throw new Error(`Not the API's error shape: ${what()}`);
      }
      const after = await tableStates();
      const written = Object.keys(after)
        .filter((table) => before[table] !== after[table])
        .map((table) => `${table} ${before[table] ?? 'none written'} → ${after[table]}`);
      if (written.length > 0) throw new Error(`A refused request changed rows (${written.join(', ')}): ${what()}`);
    }
  }

  it('sees every committed row write: an insert, an update, a delete, one row inserted and deleted again', async () => {
    const make = factories(t.dataSource);
    const owner = await t.makeUser();
    const changed = async (write: () => Promise<unknown>) => {
      const before = await tableStates();
      await write();
      const after = await tableStates();
      return Object.keys(after).filter((table) => before[table] !== after[table]);
    };
    let vendorId = 0;
    expect(await changed(async () => (vendorId = (await make.vendor(owner.id)).id))).toEqual(['vendors']);
    expect(await changed(() => t.dataSource.query(`UPDATE vendors SET name = name WHERE id = $1`, [vendorId]))).toEqual(['vendors']);
    expect(
      await changed(async () => {
        const product = await make.product(vendorId);
        await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [product.id]);
      }),
    ).toEqual(['products']);
    expect(await changed(() => t.dataSource.query(`DELETE FROM vendors WHERE id = $1`, [vendorId]))).toEqual(['vendors']);
    // Rolled back: nothing written.
    expect(
      await changed(() =>
        t.dataSource
          .transaction(async (manager) => {
            await manager.query(`UPDATE vendors SET name = name`);
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
  });

  it('fuzzes the live streams too, found by their text/event-stream answer', () => {
    expect([...STREAMS].sort()).toEqual(['streamAdminActivities', 'streamNotifications']);
    expect(operations.filter((operation) => STREAMS.includes(operation.operationId))).toHaveLength(2);
  });

  it.each(operations.map((operation) => [`${operation.operationId} (${operation.method} ${operation.path})`, operation] as const))(
    '%s never answers 5xx and writes nothing when it refuses',
    async (_name, operation) => {
      fuzzed.add(operation.operationId);
      const world = await makeWorld();
      const credential = expectedCredential(operation);
      const request = fc
        .record({
          credential: credentialArbitrary(operation),
          garbage: fc.constantFrom(...GARBAGE_CREDENTIALS),
          cookie: fc.option(fc.constantFrom(...COOKIES), { freq: 6 }),
          path: pathArbitrary(operation, world),
          query: queryArbitrary(operation, world),
          headers: fc
            .tuple(headerArbitrary(operation), fc.option(fc.constantFrom(...REQUEST_IDS), { freq: 8 }))
            .map(([headers, requestId]) => (requestId === null ? headers : { ...headers, 'x-request-id': requestId })),
          body: bodyArbitrary(operation, world),
        })
        .map((value) => value as FuzzRequest);
      const seed = (SEED + hash(operation.operationId)) | 0;
      const fixed = examples(operation, world, credential).map((value): [FuzzRequest] => [value]);
      await fc.assert(
        fc.asyncProperty(request, (value) => check(operation, world, value)),
        {
          seed,
          // The examples count in numRuns: the random requests come on top of them.
          numRuns: fixed.length + (SLOW_OPERATIONS[operation.operationId] ?? RUNS),
          examples: fixed,
          endOnFailure: true,
          // The failing request is described (bodies shortened) by check(); fast-check's own report would print it whole.
          asyncReporter: async (details) => {
            if (!details.failed) return;
            const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
            throw new Error(
              `${cause}\n\nRun ${details.numRuns} of operation ${operation.operationId}. Replay with: FUZZ_SEED=${SEED} npx jest test/platform/fuzz.spec.ts -t '${operation.operationId} '`,
            );
          },
        },
      );
    },
    120_000,
  );
});
