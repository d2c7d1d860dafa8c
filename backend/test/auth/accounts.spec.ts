import { createHash } from 'node:crypto';

import { Client } from 'pg';

import { LocalKeysService } from '../../src/auth/local/local-keys.service';
import { linkIn, SmtpSink } from '../support/smtp-sink';
import { TestApp, type TestResponse } from '../support/test-app';

const PUBLIC_URL = 'https://vendors.example.com';
const RESET_SUBJECT = 'Reset your SL Vendor Platform password';
const FORGOT_ANSWER = 'If an account uses this address, we sent it a link to choose a new password. The link works once, within 1 hour.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** The built-in sign-in's accounts, with a real SMTP server receiving the e-mails (docs/product.md, Accounts). */
describe('accounts of the built-in sign-in', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let addressCounter = 0;

  beforeAll(async () => {
    await sink.start();
    t = await TestApp.start({
      authMode: 'local',
      // Each test signs in from its own client address (X-Forwarded-For from the loopback proxy), so the per-address
      // failure count of one test never reaches another.
      env: { SMTP_URL: sink.url, PUBLIC_URL, ADMIN_EMAILS: 'boss@example.com', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  /** A client address of its own. */
  const newAddress = () => `203.0.113.${++addressCounter}`;
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  async function signUp(email: string, password = 'correct horse battery', address = newAddress()) {
    const response = await t.post('/api/auth/local/sign-up', { email, password, firstName: 'Ava', lastName: 'Linden' }, from(address));
    expect(response.status).toBe(201);
    return response.body.token as string;
  }
  const signIn = (email: string, password: string, address: string) => t.post('/api/auth/local/sign-in', { email, password }, from(address));
  const me = (token: string) => t.get('/api/auth/user', { token });

  async function verificationLink(email: string, count = 1): Promise<string> {
    const mail = await sink.waitFor(email, count);
    return linkIn(mail.text, `${PUBLIC_URL}/verify-email?token=`);
  }

  describe('e-mail verification', () => {
    it('sends a link at sign-up, and the link verifies the address once', async () => {
      const token = await signUp('vera@example.com');
      const mail = await sink.waitFor('vera@example.com');
      expect(mail.subject).toBe('Verify your e-mail address for SL Vendor Platform');
      const link = linkIn(mail.text, `${PUBLIC_URL}/verify-email?token=`);
      expect(mail.html).toContain(link);
      expect((await t.get('/api/auth/local/account', { token })).body).toEqual({ email: 'vera@example.com', emailVerified: false, pendingEmail: null });
      // Unverified, the account works as usual.
      expect((await me(token)).status).toBe(200);

      const verified = await t.post('/api/auth/local/verify-email', { token: tokenOf(link) });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ email: 'vera@example.com', emailChanged: false, message: 'Thank you: vera@example.com is verified.' });
      expect((await t.get('/api/auth/local/account', { token })).body.emailVerified).toBe(true);

      const again = await t.post('/api/auth/local/verify-email', { token: tokenOf(link) });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This verification link has already been used.');
    });

    it('refuses an unknown or malformed link with a sentence', async () => {
      const unknown = await t.post('/api/auth/local/verify-email', { token: 'A'.repeat(43) });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('This verification link is not valid. Ask for a new one in Settings → Security.');
      const malformed = await t.post('/api/auth/local/verify-email', { token: 'not a token!' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.fieldErrors).toEqual({ token: ['This link is not valid. Ask for a new one.'] });
    });

    it('resends a link on request, refuses a second one within a minute, and refuses once verified', async () => {
      const token = await signUp('resend@example.com');
      await sink.waitFor('resend@example.com');
      const first = await t.post('/api/auth/local/resend-verification', undefined, { token });
      // The sign-up's link was sent less than a minute ago.
      expect(first.status).toBe(429);
      expect(first.body.message).toBe('We sent a link less than a minute ago. Check your inbox (and spam folder), or try again in a minute.');
      expect(Number(first.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      await t.dataSource.query(`UPDATE account_tokens SET "createdAt" = now() - interval '2 minutes' WHERE email = 'resend@example.com'`);
      const resent = await t.post('/api/auth/local/resend-verification', undefined, { token });
      expect(resent.status).toBe(202);
      expect(resent.body.message).toBe('We sent a new verification link to resend@example.com.');
      const oldLink = await verificationLink('resend@example.com', 1);
      const newLink = await verificationLink('resend@example.com', 2);
      expect(newLink).not.toBe(oldLink);
      // Only the newest link works.
      expect((await t.post('/api/auth/local/verify-email', { token: tokenOf(oldLink) })).status).toBe(400);
      expect((await t.post('/api/auth/local/verify-email', { token: tokenOf(newLink) })).status).toBe(200);

      const done = await t.post('/api/auth/local/resend-verification', undefined, { token });
      expect(done.status).toBe(409);
      expect(done.body.message).toBe('Your e-mail address is already verified.');
    });
  });

  describe('ADMIN_EMAILS with the built-in sign-in', () => {
    it('gives no admin role to a listed address signed up without verifying it, and grants it when the link is opened', async () => {
      const token = await signUp('Boss@Example.com');
      expect((await me(token)).body.role).toBe('vendor');
      expect((await t.get('/api/admin/users', { token })).status).toBe(403);
      // Signing in again does not make it admin either.
      const again = await signIn('boss@example.com', 'correct horse battery', newAddress());
      expect((await me(again.body.token)).body.role).toBe('vendor');

      const link = await verificationLink('boss@example.com');
      expect((await t.post('/api/auth/local/verify-email', { token: tokenOf(link) })).status).toBe(200);
      // At verification time: the token already held works as an admin's.
      expect((await me(token)).body.role).toBe('admin');
      expect((await t.get('/api/admin/users', { token })).status).toBe(200);
    });
  });

  describe('forgot password', () => {
    it('answers the same whether or not the address has an account, and e-mails only an existing one', async () => {
      await signUp('forgetful@example.com');
      const known = await t.post('/api/auth/local/forgot-password', { email: 'Forgetful@Example.com' });
      const unknown = await t.post('/api/auth/local/forgot-password', { email: 'nobody-here@example.com' });
      for (const response of [known, unknown]) {
        expect(response.status).toBe(202);
        expect(response.body).toEqual({ message: FORGOT_ANSWER });
      }
      expect(known.text).toBe(unknown.text);
      const mail = await sink.waitForSubject('forgetful@example.com', RESET_SUBJECT);
      expect(mail.subject).toBe('Reset your SL Vendor Platform password');
      expect(sink.to('nobody-here@example.com')).toHaveLength(0);
    });

    it('answers a known address after the same one look-up as an unknown one: the link is made after the answer', async () => {
      await signUp('timing@example.com');
      await sink.waitFor('timing@example.com');
      // Hold the table the link is written to: an answer that waited for the link would wait for this lock.
      const holder = new Client({ connectionString: t.databaseUrl });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE account_tokens IN ACCESS EXCLUSIVE MODE');
      try {
        const answered = await Promise.race([
          t.post('/api/auth/local/forgot-password', { email: 'timing@example.com' }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
        ]);
        expect(answered?.status).toBe(202);
        expect(answered?.body).toEqual({ message: FORGOT_ANSWER });
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      // Once the table is free, the link is made and sent.
      expect((await sink.waitForSubject('timing@example.com', RESET_SUBJECT)).text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    });

    it('keeps only a SHA-256 of the random token, valid for 1 hour', async () => {
      await signUp('hashed@example.com');
      await t.post('/api/auth/local/forgot-password', { email: 'hashed@example.com' });
      const link = linkIn((await sink.waitForSubject('hashed@example.com', RESET_SUBJECT)).text, `${PUBLIC_URL}/reset-password?token=`);
      const token = tokenOf(link);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows: Array<{ tokenHash: string; lifetime: number }> = await t.dataSource.query(
        `SELECT "tokenHash", extract(epoch FROM "expiresAt" - "createdAt")::int AS lifetime FROM account_tokens WHERE email = 'hashed@example.com' AND purpose = 'reset_password'`,
      );
      expect(rows).toEqual([{ tokenHash: sha256(token), lifetime: 3600 }]);
      const dump = JSON.stringify(await t.dataSource.query(`SELECT * FROM account_tokens`));
      expect(dump).not.toContain(token);
    });

    it('the reset link signs in once and never again, and signs every earlier session out', async () => {
      const address = newAddress();
      const earlier = await signUp('reset@example.com', 'old password here', address);
      await t.post('/api/auth/local/forgot-password', { email: 'reset@example.com' });
      const link = linkIn((await sink.waitForSubject('reset@example.com', RESET_SUBJECT)).text, `${PUBLIC_URL}/reset-password?token=`);

      const reset = await t.post('/api/auth/local/reset-password', { token: tokenOf(link), password: 'brand new password' });
      expect(reset.status).toBe(200);
      expect(reset.headers.get('set-cookie')).toContain('__session=');
      expect((await me(reset.body.token)).status).toBe(200);
      expect((await me(earlier)).status).toBe(401);

      const second = await t.post('/api/auth/local/reset-password', { token: tokenOf(link), password: 'another new password' });
      expect(second.status).toBe(400);
      expect(second.body.message).toBe('This reset link has already been used. Ask for a new one with "Forgot password?".');
      expect(second.body.token).toBeUndefined();

      expect((await signIn('reset@example.com', 'old password here', address)).status).toBe(401);
      expect((await signIn('reset@example.com', 'another new password', address)).status).toBe(401);
      expect((await signIn('reset@example.com', 'brand new password', address)).status).toBe(200);
      const [entry] = await t.dataSource.query(`SELECT description FROM activities WHERE "activityType" = 'password_reset'`);
      expect(entry.description).toBe('Password reset by e-mail link: reset@example.com');
      // The owner is told their password changed.
      await sink.waitForSubject('reset@example.com', 'Your SL Vendor Platform password was changed');
    });

    it('refuses an expired link and an unknown one, changing nothing', async () => {
      const address = newAddress();
      await signUp('expired@example.com', 'still my password', address);
      await t.post('/api/auth/local/forgot-password', { email: 'expired@example.com' });
      const link = linkIn((await sink.waitForSubject('expired@example.com', RESET_SUBJECT)).text, `${PUBLIC_URL}/reset-password?token=`);
      // An hour and a second later.
      await t.dataSource.query(`UPDATE account_tokens SET "expiresAt" = now() - interval '1 second' WHERE "tokenHash" = $1`, [sha256(tokenOf(link))]);

      const expired = await t.post('/api/auth/local/reset-password', { token: tokenOf(link), password: 'a new password' });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('This reset link has expired (links work for 1 hour). Ask for a new one with "Forgot password?".');
      const unknown = await t.post('/api/auth/local/reset-password', { token: 'C'.repeat(43), password: 'a new password' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('This reset link is not valid. Ask for a new one with "Forgot password?".');
      const weak = await t.post('/api/auth/local/reset-password', { token: tokenOf(link), password: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body.fieldErrors).toEqual({ password: ['Password must be at least 8 characters'] });
      expect((await signIn('expired@example.com', 'still my password', address)).status).toBe(200);
    });

    it('lets exactly one of two simultaneous uses of a link through', async () => {
      await signUp('race@example.com');
      await t.post('/api/auth/local/forgot-password', { email: 'race@example.com' });
      const token = tokenOf(linkIn((await sink.waitForSubject('race@example.com', RESET_SUBJECT)).text, `${PUBLIC_URL}/reset-password?token=`));
      const answers = await Promise.all([
        t.post('/api/auth/local/reset-password', { token, password: 'first new password' }),
        t.post('/api/auth/local/reset-password', { token, password: 'second new password' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });
  });

  describe('changing the password', () => {
    it('needs the current password, signs out the other sessions and keeps this one', async () => {
      const address = newAddress();
      const other = await signUp('changer@example.com', 'first password', address);
      const current = (await signIn('changer@example.com', 'first password', address)).body.token as string;

      const wrong = await t.post(
        '/api/auth/local/change-password',
        { currentPassword: 'not it at all', newPassword: 'second password' },
        { token: current, ...from(address) },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ currentPassword: ['Your current password is not correct.'] });
      const same = await t.post(
        '/api/auth/local/change-password',
        { currentPassword: 'first password', newPassword: 'first password' },
        { token: current, ...from(address) },
      );
      expect(same.status).toBe(400);
      expect(same.body.message).toBe('The new password must be different from the current one.');

      const changed = await t.post(
        '/api/auth/local/change-password',
        { currentPassword: 'first password', newPassword: 'second password' },
        { token: current, ...from(address) },
      );
      expect(changed.status).toBe(200);
      const renewed = changed.body.token as string;
      expect((await me(renewed)).status).toBe(200);
      expect((await me(other)).status).toBe(401);
      expect((await me(current)).status).toBe(401);
      expect((await signIn('changer@example.com', 'first password', address)).status).toBe(401);
      expect((await signIn('changer@example.com', 'second password', address)).status).toBe(200);
      const [entry] = await t.dataSource.query(`SELECT "targetType", description FROM activities WHERE "activityType" = 'password_changed'`);
      expect(entry).toEqual({ targetType: 'user', description: 'Password changed: changer@example.com' });
    });

    it('refuses a signed-out caller, a deactivated one, and a user without a password', async () => {
      const body = { currentPassword: 'first password', newPassword: 'second password' };
      const signedOut = await t.post('/api/auth/local/change-password', body);
      expect(signedOut.status).toBe(401);

      const token = await signUp('deactivated@example.com', 'first password');
      await t.dataSource.query(`UPDATE users SET "isActive" = false WHERE email = 'deactivated@example.com'`);
      for (const [path, payload] of [
        ['/api/auth/local/change-password', body],
        ['/api/auth/local/change-email', { newEmail: 'away@example.com', currentPassword: 'first password' }],
        ['/api/auth/local/resend-verification', undefined],
      ] as const) {
        const refused = await t.post(path, payload, { token });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('Your account has been deactivated.');
      }
      expect(sink.to('away@example.com')).toHaveLength(0);

      // A user row without a built-in account (as a token of the local key could name) has no password to change.
      const stranger = await t.makeUser();
      const localToken = t.app.get(LocalKeysService, { strict: false }).sign(stranger.id, { email: stranger.email });
      const none = await t.post('/api/auth/local/change-password', body, { token: localToken });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('This account does not sign in with an e-mail and password.');
    });
  });

  describe('changing the e-mail address', () => {
    it('sends a link to the new address and changes the address only when it is opened', async () => {
      const address = newAddress();
      const other = await signUp('mover@example.com', 'moving password', address);
      const token = (await signIn('mover@example.com', 'moving password', address)).body.token as string;

      const wrong = await t.post(
        '/api/auth/local/change-email',
        { newEmail: 'moved@example.com', currentPassword: 'wrong password' },
        { token, ...from(address) },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ currentPassword: ['Your current password is not correct.'] });
      await signUp('taken@example.com');
      const taken = await t.post(
        '/api/auth/local/change-email',
        { newEmail: 'Taken@example.com', currentPassword: 'moving password' },
        { token, ...from(address) },
      );
      expect(taken.status).toBe(409);
      expect(taken.body.fieldErrors).toEqual({ newEmail: ['An account with this email already exists.'] });

      const asked = await t.post(
        '/api/auth/local/change-email',
        { newEmail: 'Moved@Example.com', currentPassword: 'moving password' },
        { token, ...from(address) },
      );
      expect(asked.status).toBe(202);
      expect(asked.body.message).toBe('We sent a link to moved@example.com. Your address changes when you open it.');
      const mail = await sink.waitFor('moved@example.com');
      expect(mail.subject).toBe('Confirm your new e-mail address for SL Vendor Platform');
      // Nothing changes until the link is opened.
      expect((await t.get('/api/auth/local/account', { token })).body).toEqual({
        email: 'mover@example.com',
        emailVerified: false,
        pendingEmail: 'moved@example.com',
      });
      expect((await me(token)).body.email).toBe('mover@example.com');
      expect((await signIn('moved@example.com', 'moving password', address)).status).toBe(401);

      const opened = await t.post('/api/auth/local/verify-email', { token: tokenOf(linkIn(mail.text, `${PUBLIC_URL}/verify-email?token=`)) }, { token });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({
        email: 'moved@example.com',
        emailChanged: true,
        message: 'Your account now signs in with moved@example.com. Other sessions were signed out.',
      });
      // The browser that opened it stays signed in with a new token; every older token is refused.
      expect((await me(opened.body.token)).body.email).toBe('moved@example.com');
      expect((await me(token)).status).toBe(401);
      expect((await me(other)).status).toBe(401);
      expect((await t.get('/api/auth/local/account', { token: opened.body.token })).body).toEqual({
        email: 'moved@example.com',
        emailVerified: true,
        pendingEmail: null,
      });
      expect((await signIn('mover@example.com', 'moving password', address)).status).toBe(401);
      expect((await signIn('moved@example.com', 'moving password', address)).status).toBe(200);
      expect((await sink.waitFor('mover@example.com', 2)).subject).toBe('Your SL Vendor Platform e-mail address was changed');
      const [entry] = await t.dataSource.query(`SELECT description FROM activities WHERE "activityType" = 'email_changed'`);
      expect(entry.description).toBe('E-mail address changed from mover@example.com to moved@example.com');
    });

    it('gives no token to someone else who opens the link', async () => {
      const address = newAddress();
      const token = await signUp('shifter@example.com', 'shifting password', address);
      expect(
        (await t.post('/api/auth/local/change-email', { newEmail: 'shifted@example.com', currentPassword: 'shifting password' }, { token, ...from(address) }))
          .status,
      ).toBe(202);
      const link = linkIn((await sink.waitFor('shifted@example.com')).text, `${PUBLIC_URL}/verify-email?token=`);
      const stranger = await signUp('stranger@example.com');
      const opened = await t.post('/api/auth/local/verify-email', { token: tokenOf(link) }, { token: stranger });
      expect(opened.status).toBe(200);
      expect(opened.body.token).toBeUndefined();
      expect((await me(stranger)).body.email).toBe('stranger@example.com');
    });

    it('does not change the e-mail through the profile', async () => {
      const token = await signUp('profile@example.com');
      const response = await t.patch('/api/auth/user', { email: 'elsewhere@example.com' }, { token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({
        email: ['To change your e-mail, use Change e-mail in Settings → Security: the new address must be verified first.'],
      });
      expect((await t.patch('/api/auth/user', { email: 'profile@example.com', firstName: 'Pro' }, { token })).status).toBe(200);
      expect((await me(token)).body).toMatchObject({ email: 'profile@example.com', firstName: 'Pro' });
    });
  });

  describe('failed sign-ins', () => {
    it('answers 429 with Retry-After from the 11th wrong password of an account, and refuses the right one too: the 16th in a row', async () => {
      const address = newAddress();
      await signUp('locked@example.com', 'the right password', address);
      const statuses: number[] = [];
      const answers: TestResponse[] = [];
      for (let attempt = 1; attempt <= 15; attempt += 1) {
        const answer = await signIn('locked@example.com', `wrong password ${attempt}`, address);
        statuses.push(answer.status);
        answers.push(answer);
      }
      const sixteenth = await signIn('locked@example.com', 'the right password', address);
      expect([...statuses, sixteenth.status]).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
      for (const refused of [...answers.slice(10), sixteenth]) {
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(800);
        expect(retryAfter).toBeLessThanOrEqual(900);
        expect(refused.body.message).toBe('Too many failed sign-ins. Try again in 15 minutes, or reset your password with "Forgot password?".');
        expect(refused.body.token).toBeUndefined();
      }
      // Per account: another address is refused too, right password or not.
      expect((await signIn('locked@example.com', 'the right password', newAddress())).status).toBe(429);
      const [entry] = await t.dataSource.query(
        `SELECT description FROM activities WHERE "activityType" = 'sign_in_failed' AND metadata->>'reason' = 'too_many_failures' LIMIT 1`,
      );
      expect(entry.description).toBe('Sign-in refused for locked@example.com: too many failed attempts');
    });

    it('counts per address too: 10 failures on any accounts block that address, not others', async () => {
      const address = newAddress();
      await signUp('victim@example.com', 'victim password', newAddress());
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await signIn(`guess-${attempt}@example.com`, 'a guess at it', address)).status).toBe(401);
      }
      const refused = await signIn('victim@example.com', 'victim password', address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect((await signIn('victim@example.com', 'victim password', newAddress())).status).toBe(200);
    });

    it('counts unknown addresses like real ones, so the limit does not tell which exist', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) await signIn('ghost@example.com', 'a guess', newAddress());
      const refused = await signIn('ghost@example.com', 'a guess', address);
      expect(refused.status).toBe(429);
    });

    it("forgets the account's failures after a right password, so only failures in a row count", async () => {
      const address = newAddress();
      await signUp('typo@example.com', 'typo password', address);
      for (let attempt = 0; attempt < 9; attempt += 1) expect((await signIn('typo@example.com', 'typo pasword', newAddress())).status).toBe(401);
      expect((await signIn('typo@example.com', 'typo password', address)).status).toBe(200);
      for (let attempt = 0; attempt < 9; attempt += 1) expect((await signIn('typo@example.com', 'typo pasword', newAddress())).status).toBe(401);
      expect((await signIn('typo@example.com', 'typo password', newAddress())).status).toBe(200);
    });

    it('counts a wrong current password on the change forms as a failed sign-in', async () => {
      const address = newAddress();
      const token = await signUp('guessed@example.com', 'guessed password', address);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await t.post(
          '/api/auth/local/change-password',
          { currentPassword: `guess ${attempt}`, newPassword: 'taken over now' },
          { token, ...from(newAddress()) },
        );
        expect(answer.status).toBe(400);
      }
      const blocked = await t.post(
        '/api/auth/local/change-password',
        { currentPassword: 'guessed password', newPassword: 'taken over now' },
        { token, ...from(newAddress()) },
      );
      expect(blocked.status).toBe(429);
      expect((await signIn('guessed@example.com', 'guessed password', newAddress())).status).toBe(429);
    });

    it('lets the owner of a blocked account back in through a password reset', async () => {
      const address = newAddress();
      await signUp('blocked@example.com', 'blocked password', address);
      for (let attempt = 0; attempt < 10; attempt += 1) await signIn('blocked@example.com', 'an attacker guess', newAddress());
      expect((await signIn('blocked@example.com', 'blocked password', address)).status).toBe(429);
      await t.post('/api/auth/local/forgot-password', { email: 'blocked@example.com' });
      const link = linkIn((await sink.waitForSubject('blocked@example.com', RESET_SUBJECT)).text, `${PUBLIC_URL}/reset-password?token=`);
      expect((await t.post('/api/auth/local/reset-password', { token: tokenOf(link), password: 'fresh password' })).status).toBe(200);
      expect((await signIn('blocked@example.com', 'fresh password', address)).status).toBe(200);
    });
  });
});

/** ADMIN_EMAILS with an external identity provider (like Clerk): only a verified address becomes admin. */
describe('ADMIN_EMAILS with an external identity provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ env: { ADMIN_EMAILS: 'chief@example.com' } });
  });
  afterAll(() => t?.close());

  const roleWith = async (claims: Record<string, unknown>) => (await t.get('/api/auth/user', { token: t.idp.token(claims) })).body.role;

  it('gives no admin role to a token whose email_verified claim is false', async () => {
    expect(await roleWith({ sub: 'user_unverified', email: 'chief@example.com', email_verified: false })).toBe('vendor');
    expect(
      (await t.get('/api/admin/users', { token: t.idp.token({ sub: 'user_unverified', email: 'chief@example.com', email_verified: false }) })).status,
    ).toBe(403);
  });

  it('gives no admin role without the claim, nor for a claim that is not the boolean true', async () => {
    expect(await roleWith({ sub: 'user_no_claim', email: 'chief@example.com' })).toBe('vendor');
    expect(await roleWith({ sub: 'user_text_claim', email: 'chief@example.com', email_verified: 'true' })).toBe('vendor');
  });

  it('grants admin once a token says the address is verified', async () => {
    expect(await roleWith({ sub: 'user_later', email: 'chief@example.com', email_verified: false })).toBe('vendor');
    expect(await roleWith({ sub: 'user_later', email: 'chief@example.com', email_verified: true })).toBe('admin');
  });

  it('takes the role back when the address leaves the list, and keeps a role an administrator gave', async () => {
    const listed = { sub: 'user_listed', email: 'chief@example.com', email_verified: true };
    expect(await roleWith(listed)).toBe('admin');
    const granted = { sub: 'user_granted', email: 'deputy@example.com', email_verified: true };
    expect(await roleWith(granted)).toBe('vendor');
    const promoted = await t.put('/api/admin/users/user_granted/role', { role: 'admin' }, { token: t.idp.token(listed) });
    expect(promoted.status).toBe(200);

    // The same deployment restarted with chief@example.com no longer listed.
    const later = await TestApp.start({ joining: t, env: { ADMIN_EMAILS: 'someone-else@example.com' } });
    try {
      const roleThere = async (claims: Record<string, unknown>) => (await later.get('/api/auth/user', { token: t.idp.token(claims) })).body.role;
      expect(await roleThere(listed)).toBe('vendor');
      expect((await later.get('/api/admin/users', { token: t.idp.token(listed) })).status).toBe(403);
      expect(await roleThere(granted)).toBe('admin');
    } finally {
      await later.close();
    }
  });
});
