import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

import ts from 'typescript';

/**
 * The code's shape, read from the source files (no app is started):
 *  - one way to reach the database: only `*.repository.ts` files use DataSource, EntityManager or TypeORM repositories;
 *    services get an open transaction from a repository's `transaction(work)` and only pass it on (database/transaction.ts);
 *  - the sales ledger: only sales/ writes the `transactions` table (or reaches it through TypeORM), and the
 *    completed-sales predicate is written once, in sales/sales-ledger-sql.ts;
 *  - common/ depends on nothing but itself, config/ and libraries;
 *  - @Authenticated, its guards and ADMIN_ONLY (all in auth/) import one another without a cycle;
 *  - modules point one way (LAYERS): no import against the layer order, no import of another folder's repository, no
 *    import cycle between folders.
 */

const SRC = __dirname;

/**
 * Files (or a folder, ending in /) that reach the database without being a repository, each with why. Keep it short:
 * everything else goes through a repository. An entry that no longer needs it fails the suite, so it cannot go stale.
 */
const DATABASE_INFRASTRUCTURE: Record<string, string> = {
  'database/migrations/': 'the schema migrations: TypeORM runs each with the query runner it hands to up() and down()',
  'database/migrations-runner.ts': 'opens data sources and runs the migrations under an advisory lock (start-up, the migrate command)',
  'database/schema-drift.ts': 'opens a data source of its own to compare the entities with the migrated schema (generate-migration, drift test)',
  'database/schema-objects.ts': 'reads the functions, triggers and hand-written indexes back from a migrated database (npm run schema, drift test)',
  'bin/sync-schema.ts': 'migrates a throwaway database and writes backend/src/database/schema/ from it (npm run schema)',
  'demo/demo-seed.ts': "seeds the demo shop into a fresh embedded database, in one transaction of the app's data source",
  'database/transaction.ts': 'names the open transaction services pass on (Tx, a type): the one place it is spelled out',
  'live-events/after-commit.ts': "a TypeORM subscriber: holds work on a transaction's query runner until its commit (it runs no query)",
};

/** TypeORM's ways into the database. Entities, operators (IsNull, In, …) and errors (QueryFailedError) stay open to all. */
const TYPEORM_ACCESS = new Set(['DataSource', 'EntityManager', 'Repository']);
const NEST_TYPEORM_ACCESS = new Set([
  'InjectDataSource',
  'InjectEntityManager',
  'InjectRepository',
  'getDataSourceToken',
  'getEntityManagerToken',
  'getRepositoryToken',
]);
/** What a data source, a manager or an open transaction is called; a service may hand one on, never use it. */
const DATABASE_HANDLES = /^(dataSource|manager|entityManager|tx|queryRunner)$/;
/** Calls that reach the database whatever their receiver is called. */
const DATABASE_CALLS = new Set(['getRepository', 'createQueryBuilder', 'createQueryRunner']);

/**
 * Where the `transactions` table may be written, or reached through TypeORM (Transaction's repository, query builders
 * and manager methods): the sales ledger's module, the migrations and the demo seed (database infrastructure).
 */
const TRANSACTIONS_OWNERS = ['sales/', 'database/migrations/', 'demo/demo-seed.ts'];
/** SQL that writes the table, however it is spelt (case, quotes, ONLY). */
const TRANSACTIONS_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?transactions"?(?![\w"])/i;
/** TypeORM's ways to the table through its entity. */
const TRANSACTIONS_ORM = [
  /\b(?:InjectRepository|getRepositoryToken)\(\s*Transaction\s*\)/,
  /\bRepository<\s*Transaction\s*>/,
  /\bforFeature\(\s*\[[^\]]*\bTransaction\b/,
  /\.(?:getRepository|createQueryBuilder|insert|save|update|upsert|delete|remove|softDelete|into|from|find\w*|count\w*|exists\w*|sum|average|increment|decrement)\(\s*Transaction\b/,
];

/** The one file that spells out which sales count (completed ones): every statement reading `transactions` uses it. */
const COMPLETED_PREDICATE_HOME = 'sales/sales-ledger-sql.ts';
/** `transactions` after FROM or JOIN, with its alias when it has one (a keyword that follows is no alias). */
const TRANSACTIONS_ALIAS = /\b(?:FROM|JOIN)\s+"?transactions\b"?(?:\s+(?:AS\s+)?"?([A-Za-z_]\w*)"?)?/gi;
const NOT_AN_ALIAS =
  /^(?:WHERE|JOIN|INNER|LEFT|RIGHT|FULL|CROSS|NATURAL|ON|USING|GROUP|ORDER|LIMIT|OFFSET|FETCH|WINDOW|HAVING|UNION|EXCEPT|INTERSECT|FOR|RETURNING|SET|WITH|SELECT|TABLESAMPLE)$/i;
/** A TypeORM query builder's alias (counted in a file that reaches `transactions` through TypeORM). */
const QUERY_BUILDER_ALIAS = /\bcreateQueryBuilder\(\s*(?:\w+\s*,\s*)?['"`](\w+)['"`]/g;
/** `alias.status = 'completed'` (the column or the alias quoted or not). */
const completedOn = (alias: string) => new RegExp(`(?<![\\w."])"?${alias}"?\\."?status"?\\s*=\\s*'completed'`, 'i');
/** `status = 'completed'` on no alias: checked only in a statement that reads `transactions` under no alias. */
const COMPLETED_UNQUALIFIED = /(?<![\w."])"?status"?\s*=\s*'completed'/i;

/** Where a file writes `transactions` or reaches it through TypeORM, outside the sales ledger. */
function transactionsAccess(text: string): string[] {
  return text
    .split('\n')
    .flatMap((lineText, index) =>
      [TRANSACTIONS_WRITE, ...TRANSACTIONS_ORM].some((pattern) => pattern.test(lineText)) ? [`line ${index + 1}: ${lineText.trim()}`] : [],
    );
}

/** The string and template literals of a file (the SQL it may send), each with its line. */
function literalsOf(source: ts.SourceFile): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      found.push({ line: line(source, node), text: node.getText(source) });
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The aliases `transactions` goes by in this SQL, with '' when it goes by none. */
function transactionsAliases(text: string): Set<string> {
  const aliases = new Set<string>();
  for (const match of text.matchAll(TRANSACTIONS_ALIAS)) aliases.add(match[1] && !NOT_AN_ALIAS.test(match[1]) ? match[1] : '');
  return aliases;
}

/**
 * Where a file spells out the completed-sales predicate on `transactions` itself: on any alias the table has in the
 * file (its own name, its aliases in SQL, and the query builders' aliases of a file reaching it through TypeORM), or
 * unqualified in a statement reading it under no alias. Other tables' 'completed' statuses (redeliveries, update
 * broadcasts) are theirs.
 */
function completedPredicates(source: ts.SourceFile): string[] {
  const file = source.getFullText();
  const builders = TRANSACTIONS_ORM.some((pattern) => pattern.test(file)) ? [...file.matchAll(QUERY_BUILDER_ALIAS)].map((match) => match[1]) : [];
  const patterns = ['transactions', ...transactionsAliases(file), ...builders].filter(Boolean).map(completedOn);
  return literalsOf(source).flatMap(({ line: at, text }) =>
    patterns.some((pattern) => pattern.test(text)) || (transactionsAliases(text).has('') && COMPLETED_UNQUALIFIED.test(text))
      ? [`line ${at}: ${text.split('\n')[0].slice(0, 120)}`]
      : [],
  );
}

/** common/ may import itself and config/ (infrastructure: the app's settings), besides libraries. */
const COMMON_MAY_IMPORT = ['common', 'config'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** src-relative path with forward slashes. */
function srcPath(file: string): string {
  return relative(SRC, file).split(sep).join('/');
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function isTypeOrm(specifier: string): boolean {
  return specifier === 'typeorm' || specifier.startsWith('typeorm/');
}

function specifierOf(node: ts.Node): string | null {
  return node && ts.isStringLiteral(node) ? node.text : null;
}

function line(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** How the file reaches the database itself: imports (type-only ones too), injections and calls. Empty when it does not. */
function databaseAccess(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const note = (node: ts.Node, what: string) => found.push(`line ${line(source, node)}: ${what}`);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = specifierOf(node.moduleSpecifier) ?? '';
      const forbidden = isTypeOrm(specifier) ? TYPEORM_ACCESS : specifier === '@nestjs/typeorm' ? NEST_TYPEORM_ACCESS : null;
      if (forbidden) {
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (bindings && (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings))) note(node, `imports all of '${specifier}'`);
        const elements = bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)) ? bindings.elements : [];
        for (const element of elements) {
          const name = (element.propertyName ?? element.name).text;
          if (forbidden.has(name)) note(element, `imports ${name} from '${specifier}'`);
        }
        if (ts.isExportDeclaration(node) && !node.exportClause) note(node, `re-exports all of '${specifier}'`);
      }
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = specifierOf(node.moduleReference.expression) ?? '';
      if (isTypeOrm(specifier) || specifier === '@nestjs/typeorm') note(node, `requires '${specifier}'`);
    } else if (ts.isImportTypeNode(node)) {
      // import('typeorm').EntityManager
      const argument = ts.isLiteralTypeNode(node.argument) ? specifierOf(node.argument.literal) : null;
      const name = node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : null;
      if (argument && isTypeOrm(argument) && name && TYPEORM_ACCESS.has(name)) note(node, `uses import('${argument}').${name}`);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = specifierOf(node.arguments[0]) ?? '';
      if (isTypeOrm(specifier) || specifier === '@nestjs/typeorm') note(node, `imports '${specifier}' at run time`);
    } else if (ts.isIdentifier(node) && (node.text === 'DataSource' || node.text === 'EntityManager' || NEST_TYPEORM_ACCESS.has(node.text))) {
      // Names that reach the file some other way (a global, a re-export under the same name) still count.
      if (!ts.isImportSpecifier(node.parent) && !ts.isExportSpecifier(node.parent) && !ts.isImportTypeNode(node.parent)) note(node, `uses ${node.text}`);
    } else if (ts.isPropertyAccessExpression(node)) {
      const receiver = node.expression;
      const receiverName = ts.isIdentifier(receiver) ? receiver.text : ts.isPropertyAccessExpression(receiver) ? receiver.name.text : null;
      if (receiverName && DATABASE_HANDLES.test(receiverName)) note(node, `uses ${receiverName}.${node.name.text}`);
      else if (DATABASE_CALLS.has(node.name.text) && ts.isCallExpression(node.parent) && node.parent.expression === node) {
        note(node, `calls ${node.name.text}()`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module specifiers a file imports or re-exports (type-only ones too, and dynamic imports). */
function importsOf(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push(specifierOf(node.moduleSpecifier) ?? '');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      specifiers.push(specifierOf(node.moduleReference.expression) ?? '');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifiers.push(specifierOf(node.argument.literal) ?? '');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      specifiers.push(specifierOf(node.arguments[0]) ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The src file a relative specifier names, or null for a library (or a file outside src). */
function resolveInSrc(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

const files = sourceFiles(SRC);

/**
 * The layers, lowest first (docs/architecture.md draws the same table). A folder may import folders of its own layer
 * and of lower ones, never of a higher one; `(root)` is the files directly in src (app.module.ts, main.ts, …).
 */
export const LAYERS: ReadonlyArray<readonly [layer: string, folders: readonly string[]]> = [
  ['base', ['config', 'common', 'database', 'redis', 'cache', 'mail', 'live-events', 'event-bus', 'jobs', 'health', 'spa']],
  ['kernel', ['auth', 'users', 'api-keys', 'audit-log', 'in-world']],
  ['core', ['vendors', 'products', 'events', 'commissions', 'in-world-objects', 'delivery-boxes', 'sales', 'sales-rollups']],
  [
    'features',
    [
      'promotions',
      'gift-cards',
      'profit-sharing',
      'marketplace',
      'redeliveries',
      'update-broadcasts',
      'notifications',
      'settings',
      'reconciliation',
      'billing',
      'webhooks',
    ],
  ],
  ['read models', ['dashboard', 'analytics', 'customers', 'data-export', 'admin', 'activity-monitor']],
  ['entry', ['(root)', 'bin', 'demo']],
];

/** The app's wiring (app.module.ts registers providers of every module): above every rule of direction. */
const ENTRY_FOLDERS = LAYERS[LAYERS.length - 1][1];

/** An import from one src file to another, each named by its src path. */
interface ImportEdge {
  from: string;
  to: string;
}

/** A file's top folder, or `(root)` for a file directly in src. */
function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : '(root)';
}

/** The imports between src files of a tree given as src path → text (the real tree, or a test's tiny one). */
function importEdges(tree: ReadonlyMap<string, string>): ImportEdge[] {
  const resolveIn = (from: string, specifier: string): string | null => {
    if (!specifier.startsWith('.')) return null;
    const base = posix.normalize(posix.join(posix.dirname(from), specifier));
    return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => candidate.endsWith('.ts') && tree.has(candidate)) ?? null;
  };
  return [...tree].flatMap(([from, text]) =>
    from.endsWith('.spec.ts')
      ? []
      : importsOf(parse(from, text))
          .flatMap((specifier) => resolveIn(from, specifier) ?? [])
          .map((to) => ({ from, to })),
  );
}

const edgeName = ({ from, to }: ImportEdge) => `${from.replace(/\.ts$/, '')} -> ${to.replace(/\.ts$/, '')}`;

/** Imports from a folder to a folder of a higher layer, and folders that are in no layer. */
function layerViolations(edges: ImportEdge[], layers = LAYERS): string[] {
  const layerOf = new Map(layers.flatMap(([, folders], index) => folders.map((folder) => [folder, index] as const)));
  const unplaced = [...new Set(edges.flatMap(({ from, to }) => [folderOf(from), folderOf(to)]))]
    .filter((folder) => !layerOf.has(folder))
    .map((folder) => `${folder}/ is in no layer`);
  const upward = edges
    .filter(({ from, to }) => layerOf.has(folderOf(from)) && layerOf.has(folderOf(to)) && layerOf.get(folderOf(from))! < layerOf.get(folderOf(to))!)
    .map((edge) => `${edgeName(edge)} (${layers[layerOf.get(folderOf(edge.from))!][0]} imports ${layers[layerOf.get(folderOf(edge.to))!][0]})`);
  return [...unplaced, ...upward];
}

/** Imports of another folder's repository: features call each other's services or listen to their events. */
function foreignRepositoryImports(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => to.endsWith('.repository.ts') && folderOf(from) !== folderOf(to) && !ENTRY_FOLDERS.includes(folderOf(from)))
    .map(edgeName);
}

/** The import cycles between folders: each strongly connected set of two folders or more, with one loop through it. */
function folderCycles(edges: ImportEdge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (!graph.has(b)) graph.set(b, new Set());
    if (a !== b) (graph.get(a) ?? graph.set(a, new Set()).get(a)!).add(b);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const connect = (folder: string): void => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder)!) {
      if (!index.has(next)) {
        connect(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const folder of [...graph.keys()].sort()) if (!index.has(folder)) connect(folder);
  return components.map((component) => {
    // One loop: a shortest way back to the first folder, inside the component.
    const start = component[0];
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const folder = queue.shift()!;
      for (const next of graph.get(folder)!) {
        if (!component.includes(next) || previous.has(next)) continue;
        previous.set(next, folder);
        if (next === start) queue.length = 0;
        else queue.push(next);
      }
    }
    const loop = [start];
    for (let at = previous.get(start)!; at !== start; at = previous.get(at)!) loop.unshift(at);
    return `${[start, ...loop].join(' > ')} (${component.join(', ')})`;
  });
}

function infrastructureEntryOf(file: string): string | undefined {
  const path = srcPath(file);
  return Object.keys(DATABASE_INFRASTRUCTURE).find((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}

describe('architecture', () => {
  describe('one way to reach the database', () => {
    it('only repositories (and the infrastructure listed) use DataSource, EntityManager or TypeORM repositories', () => {
      const violations = files
        .filter((file) => !file.endsWith('.spec.ts') && !file.endsWith('.repository.ts') && !infrastructureEntryOf(file))
        .flatMap((file) => databaseAccess(parse(file)).map((finding) => `${srcPath(file)} ${finding}`));
      expect(violations).toEqual([]);
    });

    it.each(Object.entries(DATABASE_INFRASTRUCTURE))('%s still exists and still needs its place on the list', (entry) => {
      expect(existsSync(join(SRC, entry))).toBe(true);
      expect(entry.endsWith('.repository.ts')).toBe(false);
      const covered = files.filter((file) => !file.endsWith('.spec.ts') && infrastructureEntryOf(file) === entry);
      expect(covered).not.toEqual([]);
      // A file entry must need it; a folder entry needs it for every file in it (else list the files that do).
      for (const file of covered) expect([srcPath(file), databaseAccess(parse(file)).length > 0]).toEqual([srcPath(file), true]);
    });

    it('catches every way a file can reach the database', () => {
      const findings = (text: string) => databaseAccess(parse('sample.ts', text));
      expect(findings(`import { DataSource } from 'typeorm';`)).toHaveLength(1);
      expect(findings(`import type { EntityManager } from 'typeorm';`)).toHaveLength(1);
      expect(findings(`import { type EntityManager as Manager, IsNull } from 'typeorm';`)).toHaveLength(1);
      expect(findings(`import { InjectRepository } from '@nestjs/typeorm';`)).toHaveLength(1);
      expect(findings(`import * as typeorm from 'typeorm';`)).toHaveLength(1);
      expect(findings(`export { DataSource } from 'typeorm';`)).toHaveLength(1);
      expect(findings(`let manager: import('typeorm').EntityManager;`)).toHaveLength(1);
      expect(findings(`class A { constructor(@InjectDataSource() private readonly db: unknown) {} }`)).toHaveLength(1);
      expect(findings(`async function f(manager: unknown) { await manager.query('SELECT 1'); }`)).toHaveLength(1);
      expect(findings(`class A { f() { return this.dataSource.transaction(() => null); } }`)).toHaveLength(1);
      expect(findings(`function f(repository: X) { return repository.createQueryBuilder('x'); }`)).toHaveLength(1);
      // What services do: pass a transaction on, use entities, operators and TypeORM's errors.
      expect(
        findings(`import { IsNull, QueryFailedError } from 'typeorm';
        import type { Tx } from '../database/transaction';
        async function f(manager: Tx) { await this.repository.transaction((tx) => this.activities.record({}, tx)); await this.vendors.lock(manager, 1); }`),
      ).toEqual([]);
    });
  });

  describe('the sales ledger', () => {
    const ownsTransactions = (file: string) =>
      TRANSACTIONS_OWNERS.some((entry) => (entry.endsWith('/') ? srcPath(file).startsWith(entry) : srcPath(file) === entry));

    it('only the sales module writes the transactions table (or reaches it through TypeORM)', () => {
      const violations = files
        .filter((file) => !file.endsWith('.spec.ts') && !ownsTransactions(file))
        .flatMap((file) => transactionsAccess(readFileSync(file, 'utf8')).map((finding) => `${srcPath(file)} ${finding}`));
      expect(violations).toEqual([]);
    });

    it('the completed-sales predicate is written once, in sales/sales-ledger-sql.ts', () => {
      const violations = files
        .filter((file) => !file.endsWith('.spec.ts') && !srcPath(file).startsWith('database/migrations/') && srcPath(file) !== COMPLETED_PREDICATE_HOME)
        .flatMap((file) => completedPredicates(parse(file)).map((finding) => `${srcPath(file)} ${finding}`));
      expect(violations).toEqual([]);
      expect(readFileSync(join(SRC, COMPLETED_PREDICATE_HOME), 'utf8')).toMatch(/export function completedSale\b/);
    });

    it('catches every way of writing the table or the predicate', () => {
      const access = (text: string) => transactionsAccess(text);
      expect(access('`insert into transactions ("vendorId") VALUES ($1)`')).toHaveLength(1);
      expect(access(`'INSERT INTO "transactions" (id) values (1)'`)).toHaveLength(1);
      expect(access('`Update transactions t SET status = $2`')).toHaveLength(1);
      expect(access('`UPDATE ONLY "transactions" SET status = $2`')).toHaveLength(1);
      expect(access('`DELETE FROM "transactions" WHERE id = $1`')).toHaveLength(1);
      expect(access('constructor(@InjectRepository(Transaction) private readonly sales: Repository<Transaction>) {}')).toHaveLength(1);
      expect(access('return manager.getRepository(Transaction).exists({ where: { vendorId } });')).toHaveLength(1);
      expect(access('await manager.insert(Transaction, sale);')).toHaveLength(1);
      expect(access('TypeOrmModule.forFeature([Vendor, Transaction]),')).toHaveLength(1);
      // Reading it in a report, other tables' names, and the entity as a relation are no access.
      expect(access('`SELECT t.id FROM transactions t JOIN vendors v ON v.id = t."vendorId"`')).toEqual([]);
      expect(access('`update transactions_archive SET x = 1`; `INSERT INTO in_world_refunds ("transactionId") VALUES ($1)`')).toEqual([]);
      expect(access('@ManyToOne(() => Transaction, { onDelete: "CASCADE" })')).toEqual([]);

      const predicates = (text: string) => completedPredicates(parse('sample.ts', text));
      expect(predicates("const q = `SELECT 1 FROM transactions t WHERE t.status = 'completed'`;")).toHaveLength(1);
      expect(predicates(`const q = \`SELECT 1 FROM "transactions" AS sale WHERE "sale"."status" = 'completed'\`;`)).toHaveLength(1);
      expect(predicates('const q = `SELECT sum(amount) FROM transactions WHERE "buyerId" = $1 AND status = \'completed\'`;')).toHaveLength(1);
      expect(
        predicates(
          'const from = `payouts p JOIN transactions tr ON tr.id = p."transactionId"`; const q = `SELECT 1 FROM ${from} WHERE tr.status=\'completed\'`;',
        ),
      ).toHaveLength(1);
      expect(
        predicates(`class A { constructor(@InjectRepository(Transaction) private readonly sales: Repository<Transaction>) {}
          f() { return this.sales.createQueryBuilder('sale').where("sale.status = 'completed'"); } }`),
      ).toHaveLength(1);
      // Other tables' statuses named 'completed' (redeliveries, update broadcasts) are theirs, even beside a sale.
      expect(predicates('const q = `SELECT 1 FROM transactions t JOIN redeliveries r ON r."transactionId" = t.id WHERE r.status = \'completed\'`;')).toEqual(
        [],
      );
      expect(predicates("const q = `UPDATE update_broadcasts b SET status = 'completed' WHERE b.id = $1`;")).toEqual([]);
      expect(predicates("const q = `SELECT 1 FROM transactions t WHERE ${completedSale('t')}`;")).toEqual([]);
      expect(predicates("const q = `SELECT 1 FROM transactions_archive WHERE status = 'completed'`;")).toEqual([]);
    });
  });

  describe('modules point one way', () => {
    const realTree = new Map(files.map((file) => [srcPath(file), readFileSync(file, 'utf8')] as const));
    const realEdges = importEdges(realTree);

    it('no import runs against the layer order, and every folder has a layer', () => {
      expect(layerViolations(realEdges)).toEqual([]);
    });

    it("no folder imports another folder's repository", () => {
      expect(foreignRepositoryImports(realEdges)).toEqual([]);
    });

    it('no import cycle between folders', () => {
      expect(folderCycles(realEdges)).toEqual([]);
    });

    it('places every folder of src in one layer, once', () => {
      const placed = LAYERS.flatMap(([, folders]) => folders);
      expect(placed.length).toBe(new Set(placed).size);
      const folders = readdirSync(SRC, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(folders.filter((folder) => !placed.includes(folder))).toEqual([]);
      expect(placed.filter((folder) => folder !== '(root)' && !folders.includes(folder))).toEqual([]);
    });

    /** A tiny tree: src path → text. */
    const tree = (entries: Record<string, string>) => importEdges(new Map(Object.entries(entries)));
    const layers = [
      ['base', ['common']],
      ['core', ['vendors', 'sales']],
      ['read models', ['dashboard']],
    ] as const;

    it('reports an import against the layer order, and a folder in no layer', () => {
      const edges = tree({
        'common/money.ts': "import { VendorsService } from '../vendors/vendors.service';",
        'vendors/vendors.service.ts': "import { money } from '../common/money';\nimport type { Card } from '../dashboard/card';",
        'dashboard/card.ts': "import { money } from '../common/money';\nexport * from '../vendors/vendors.service';",
        'stray/stray.ts': "import { money } from '../common/money';",
      });
      expect(layerViolations(edges, layers)).toEqual([
        'stray/ is in no layer',
        'common/money -> vendors/vendors.service (base imports core)',
        'vendors/vendors.service -> dashboard/card (core imports read models)',
      ]);
    });

    it("reports an import of another folder's repository, not of its own", () => {
      const edges = tree({
        'sales/sales.repository.ts': '',
        'sales/sales.service.ts': "import { SalesRepository } from './sales.repository';",
        'vendors/vendors.service.ts': "import { SalesRepository } from '../sales/sales.repository';\nimport { SalesService } from '../sales/sales.service';",
        'vendors/vendors.spec.ts': "import { SalesRepository } from '../sales/sales.repository';",
      });
      expect(foreignRepositoryImports(edges)).toEqual(['vendors/vendors.service -> sales/sales.repository']);
    });

    it('reports an import cycle between folders, with one loop through it', () => {
      const edges = tree({
        'vendors/vendors.service.ts': "import { SalesService } from '../sales/sales.service';",
        'sales/sales.service.ts': "import type { Card } from '../dashboard/card';",
        'dashboard/card.ts': "import { VendorsService } from '../vendors/vendors.service';\nimport { money } from '../common/money';",
        'common/money.ts': "import { helper } from './helper';",
        'common/helper.ts': '',
      });
      expect(folderCycles(edges)).toEqual(['dashboard > vendors > sales > dashboard (dashboard, sales, vendors)']);
      expect(folderCycles(edges.filter((edge) => edge.from !== 'dashboard/card.ts'))).toEqual([]);
    });
  });

  describe('common/', () => {
    it('imports only common/, config/ and libraries', () => {
      const allowed = COMMON_MAY_IMPORT.map((folder) => join(SRC, folder) + sep);
      const violations = files
        .filter((file) => srcPath(file).startsWith('common/'))
        .flatMap((file) =>
          importsOf(parse(file))
            .filter((specifier) => {
              if (!specifier.startsWith('.')) return specifier.startsWith('src/') || specifier.startsWith('@/');
              const target = resolve(dirname(file), specifier);
              return !allowed.some((folder) => target.startsWith(folder));
            })
            .map((specifier) => `${srcPath(file)} imports '${specifier}'`),
        );
      expect(violations).toEqual([]);
    });
  });

  describe('auth/', () => {
    it('@Authenticated, its guards and ADMIN_ONLY live in auth/ and are in no import cycle', () => {
      const graph = new Map<string, string[]>();
      const edgesOf = (file: string): string[] => {
        if (!graph.has(file))
          graph.set(
            file,
            importsOf(parse(file)).flatMap((specifier) => resolveInSrc(file, specifier) ?? []),
          );
        return graph.get(file)!;
      };
      /** A path of imports from `start` back to itself, or null. */
      const cycleFrom = (start: string): string[] | null => {
        const seen = new Set<string>();
        const walk = (file: string, path: string[]): string[] | null => {
          for (const next of edgesOf(file)) {
            if (next === start) return [...path, next];
            if (seen.has(next)) continue;
            seen.add(next);
            const found = walk(next, [...path, next]);
            if (found) return found;
          }
          return null;
        };
        return walk(start, [start]);
      };
      const starts = files.filter((file) => /^auth\/(decorators|guards)\/[^/]+\.ts$/.test(srcPath(file)) && !file.endsWith('.spec.ts'));
      expect(starts.map(srcPath)).toEqual(expect.arrayContaining(['auth/decorators/authenticated.decorator.ts', 'auth/guards/roles.guard.ts']));
      const cycles = starts.flatMap((file) => cycleFrom(file)?.map(srcPath).join(' > ') ?? []);
      expect(cycles).toEqual([]);
      expect(readFileSync(join(SRC, 'auth/guards/roles.guard.ts'), 'utf8')).toMatch(/export const ADMIN_ONLY\b/);
    });
  });
});
