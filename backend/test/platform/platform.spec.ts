import { TestApp } from '../support/test-app';

describe('API platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { THROTTLE_USER_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it('answers health with the database state', async () => {
    const response = await t.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('gives every response a request id, and keeps one sent by the caller', async () => {
    const generated = await t.get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.get('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers an unknown API route with the error shape, never the SPA', async () => {
    const response = await t.get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/does-not-exist' });
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const response = await t.request('POST', '/api/auth/local/sign-in', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('refuses a body over 5 MB with 413', async () => {
    const user = await t.makeUser();
    const big = JSON.stringify({ firstName: 'x'.repeat(5 * 1024 * 1024) });
    const response = await t.request('PATCH', '/api/auth/user', { token: user.token, rawBody: big, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than the 5 MB limit.' });
  });

  it('answers 429 with Retry-After past the per-user limit, and counts users apart', async () => {
    const busy = await t.makeUser();
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await t.get('/api/auth/user', { token: busy.token }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const last = answers[6];
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.message).toBe('Too many requests. Please wait a moment and try again.');
    const calm = await t.makeUser();
    expect((await t.get('/api/auth/user', { token: calm.token })).status).toBe(200);
  });

  it('answers 503 from health when the database is gone', async () => {
    const other = await TestApp.start();
    await other.dataSource.destroy();
    const response = await other.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'error', database: 'down' });
    await other.close().catch(() => undefined);
  });
});
