import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { TestApp } from '../support/test-app';

const SPA_DIR = resolve(__dirname, '..', '..', '..', 'frontend', 'dist');

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch, which would decompress the body and hide what was sent. */
function raw(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The entry script index.html loads: the first JavaScript of every visit, the landing page included. */
function entryScript(): string {
  const match = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(SPA_DIR, 'index.html'), 'utf8'));
  if (!match) throw new Error('index.html has no module script under /assets/.');
  return match[1];
}

describe('the built SPA as the API serves it', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(join(SPA_DIR, 'index.html'))) {
      throw new Error(`${SPA_DIR}/index.html is missing: run \`npm run build -w frontend\` first (npm test builds it).`);
    }
    t = await TestApp.start({ env: { SPA_DIR } });
  });
  afterAll(() => t.close());

  it('sends a hashed asset precompressed with brotli, cached for a year as immutable', async () => {
    const path = entryScript();
    const response = await raw(t.baseUrl, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).equals(readFileSync(join(SPA_DIR, path)))).toBe(true);
  });

  it('sends the gzip file to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const path = entryScript();
    const original = readFileSync(join(SPA_DIR, path));
    const gzipped = await raw(t.baseUrl, path, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(original)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(original.length / 2);

    const plain = await raw(t.baseUrl, path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html at / and for client routes with no-cache, so a deployment is seen at the next visit', async () => {
    for (const path of ['/', '/index.html', '/vendors', '/transactions?page=2']) {
      const response = await raw(t.baseUrl, path, { 'accept-encoding': 'identity' });
      expect({ path, status: response.status, cacheControl: response.headers['cache-control'] }).toEqual({ path, status: 200, cacheControl: 'no-cache' });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body.toString('utf8')).toContain('<div id="root">');
    }
  });

  it('answers a missing hashed asset with a 404 error, never the SPA page', async () => {
    for (const path of ['/assets/index-DoesNotExist.js', '/assets/missing.css', '/assets/nested/gone.svg']) {
      const response = await raw(t.baseUrl, path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({ statusCode: 404, error: 'Not Found', message: `Cannot GET ${path}` });
    }
    expect((await raw(t.baseUrl, '/assets/index-DoesNotExist.js', {}, 'HEAD')).status).toBe(404);
  });

  it('serves robots.txt as a real text file', async () => {
    const response = await raw(t.baseUrl, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.toString('utf8')).toBe(readFileSync(join(SPA_DIR, 'robots.txt'), 'utf8'));
    expect(response.body.toString('utf8')).toMatch(/^User-agent: \*/m);
  });

  it('never serves the build stamp', async () => {
    const response = await raw(t.baseUrl, '/.build-stamp');
    expect(response.body.toString('utf8')).not.toContain('"inputs"');
  });

  it('ships React in its production build: no chunk contains the development JSX runtime', () => {
    expect(readFileSync(join(SPA_DIR, entryScript()), 'utf8')).not.toContain('jsxDEV');
    const chunks = readdirSync(join(SPA_DIR, 'assets')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.filter((name) => readFileSync(join(SPA_DIR, 'assets', name), 'utf8').includes('jsxDEV'))).toEqual([]);
  });
});
