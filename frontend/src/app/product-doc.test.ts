import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

// docs/product.md describes every page of the web app. Each route path AppRoutes declares must appear in it as a code
// span (`/vendors`), so a page added without being described fails here.

const APP_DIR = import.meta.dirname;
const APP_ROUTES_FILE = resolve(APP_DIR, 'AppRoutes.tsx');
const PRODUCT_DOC = resolve(APP_DIR, '..', '..', '..', 'docs', 'product.md');

/** `parent` + `child` as react-router joins them: an absolute child stands alone, a relative one goes under its parent. */
function joinPath(parent: string, child: string): string {
  const joined = child.startsWith('/') ? child : `${parent}/${child}`;
  const collapsed = joined.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}

/** The end of the JSX tag opened at `start` (the index of its '>'), skipping braces and quoted text inside it. */
function tagEnd(source: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === quote && source[index - 1] !== '\\') quote = null;
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    } else if (char === '>' && depth === 0) {
      return index;
    }
  }
  return source.length;
}

/** The literal `path` of a <Route> tag's attributes: path="/x", path='/x' or path={'/x'}; undefined for an expression. */
function literalPathAttribute(attributes: string): string | undefined {
  const match = /\bpath=(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/.exec(attributes);
  return match ? match.slice(1).find((value) => value !== undefined) : undefined;
}

/** The paths of the <Route> elements written in JSX, nested relative paths resolved against their parents. */
export function jsxRoutePaths(source: string): string[] {
  const paths: string[] = [];
  const parents: string[] = ['/'];
  const tokens = /<Route\b|<\/Route\s*>/g;
  let match: RegExpExecArray | null;
  while ((match = tokens.exec(source)) !== null) {
    const parent = parents[parents.length - 1] ?? '/';
    if (match[0].startsWith('</')) {
      if (parents.length > 1) parents.pop();
      continue;
    }
    const end = tagEnd(source, match.index + match[0].length);
    const attributes = source.slice(match.index + match[0].length, end);
    const selfClosing = attributes.trimEnd().endsWith('/');
    const path = literalPathAttribute(attributes);
    const full = path === undefined ? parent : joinPath(parent, path);
    if (path !== undefined) paths.push(full);
    if (!selfClosing) parents.push(full);
    tokens.lastIndex = end + 1;
  }
  return paths;
}

/** Paths written as object fields (`path: '/x'`), as route lists declare them. */
export function objectFieldPaths(source: string): string[] {
  return [...source.matchAll(/\bpath\s*:\s*(?:'([^']*)'|"([^"]*)"|`([^`$]*)`)/g)].map((found) => found[1] ?? found[2] ?? found[3] ?? '');
}

/** Paths used as keys of a record of pages (`'/vendors': <VendorsPage />`). */
export function pageRecordPaths(source: string): string[] {
  return [...source.matchAll(/['"](\/[^'"\s]*)['"]\s*:\s*</g)].map((found) => found[1] ?? '');
}

/** Modules of the app folder that AppRoutes imports statically (`import … from './routes'`), which may hold its route list. */
function localImports(source: string, fromDir: string): string[] {
  const files: string[] = [];
  for (const found of source.matchAll(/^import\s[^;]*?\sfrom\s+['"](\.\/[^'"]+)['"]/gm)) {
    const base = resolve(fromDir, found[1] ?? '');
    const file = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
    if (file) files.push(file);
  }
  return files;
}

/** Every route path AppRoutes declares, the catch-all `*` left out (the document describes it as the not-found page). */
function declaredRoutePaths(): string[] {
  const source = readFileSync(APP_ROUTES_FILE, 'utf8');
  const fromImports = localImports(source, dirname(APP_ROUTES_FILE)).flatMap((file) => objectFieldPaths(readFileSync(file, 'utf8')));
  const all = [...jsxRoutePaths(source), ...objectFieldPaths(source), ...pageRecordPaths(source), ...fromImports];
  return [...new Set(all.map((path) => joinPath('/', path)))].filter((path) => !path.includes('*')).sort();
}

describe('the route parser', () => {
  it('resolves nested relative <Route> paths against their parents', () => {
    const source = `
      <Routes>
        <Route path="/clerk-test" element={<ClerkTestPage />} />
        <Route element={<AppShell />}>
          <Route index element={<DashboardPage />} />
          <Route path="events/:id" element={<EventDetailPage />} />
          <Route path="admin" element={<AdminGuard />}>
            <Route path="users" element={<UserManagementPage />} />
          </Route>
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>`;
    expect(jsxRoutePaths(source)).toEqual(['/clerk-test', '/events/:id', '/admin', '/admin/users', '/settings', '/*']);
  });

  it('reads route lists and records of pages', () => {
    expect(objectFieldPaths("[{ path: '/', title: 'Dashboard' }, { path: '/events/:id', title: 'Event Details' }]")).toEqual(['/', '/events/:id']);
    expect(pageRecordPaths("{ '/': <DashboardPage />, '/admin/audit-logs': <ComingSoonPage title=\"Audit Logs\" /> }")).toEqual(['/', '/admin/audit-logs']);
  });
});

describe('docs/product.md', () => {
  const routes = declaredRoutePaths();
  const doc = readFileSync(PRODUCT_DOC, 'utf8');

  it('finds the routes in AppRoutes.tsx', () => {
    // Guards the parser: if AppRoutes changes shape and nothing is found, the check below would pass vacuously.
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThan(5);
  });

  it('mentions every route path of the app', () => {
    const missing = routes.filter((path) => !doc.includes(`\`${path}\``));
    expect(missing, `Route paths not described in docs/product.md (write each as \`path\`): ${missing.join(', ')}`).toEqual([]);
  });
});
