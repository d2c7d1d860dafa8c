import { request as httpRequest } from 'node:http';

import { linkIn, SmtpSink } from '../support/smtp-sink';
import { TestApp } from '../support/test-app';

/** Without PUBLIC_URL: the links in account e-mails point at the address the person opened the app at, when it is the server's own. */
describe('e-mailed links without PUBLIC_URL', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    await sink.start();
    t = await TestApp.start({ authMode: 'local', env: { SMTP_URL: sink.url } });
    port = Number(new URL(t.baseUrl).port);
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  /** POST to the app (listening on 127.0.0.1) with the Host header a browser sends for the address it was opened at. */
  function postAs(host: string, path: string, body: unknown): Promise<number> {
    return new Promise((resolve, reject) => {
      const json = JSON.stringify(body);
      const request = httpRequest(
        { host: '127.0.0.1', port, path, method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(json);
    });
  }

  const signUp = (host: string, email: string) =>
    postAs(host, '/api/auth/local/sign-up', { email, password: 'correct horse battery', firstName: 'Ava', lastName: 'Linden' });

  it('point at http://127.0.0.1:PORT for a person who opened the app there, and at http://localhost:PORT for one who opened it there', async () => {
    expect(await signUp(`127.0.0.1:${port}`, 'loopback@example.com')).toBe(201);
    const verify = linkIn((await sink.waitFor('loopback@example.com')).text, `http://127.0.0.1:${port}/verify-email?token=`);
    expect(verify).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[A-Za-z0-9_-]{43}$/);

    expect(await postAs(`localhost:${port}`, '/api/auth/local/forgot-password', { email: 'loopback@example.com' })).toBe(202);
    const reset = linkIn((await sink.waitFor('loopback@example.com', 2)).text, `http://localhost:${port}/reset-password?token=`);
    expect(reset).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
  });

  it.each(['vendors.evil.example', 'vendors.evil.example:PORT', 'localhost:OTHER_PORT'])(
    "never point at a host a request merely claims (%s), but at the last of the server's own addresses",
    async (claimed) => {
      const email = `claimed-${claimed.replace(/[^a-z]/gi, '')}@example.com`;
      expect(await signUp(`127.0.0.1:${port}`, email)).toBe(201);
      await sink.waitFor(email);
      const host = claimed.replace('OTHER_PORT', String(port + 1)).replace('PORT', String(port));
      expect(await postAs(host, '/api/auth/local/forgot-password', { email })).toBe(202);
      const mail = await sink.waitFor(email, 2);
      expect(mail.text).not.toContain(host);
      expect(linkIn(mail.text, `http://127.0.0.1:${port}/reset-password?token=`)).toContain('token=');
    },
  );
});
