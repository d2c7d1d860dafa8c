import { randomUUID } from 'node:crypto';

import { MailService } from '../../src/mail/mail.service';
import { Notification, NotificationDigest } from '../../src/notifications/notification.entity';
import { NotificationMailer } from '../../src/notifications/notification-mailer';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { User } from '../../src/users/user.entity';
import { createApiKey, inWorldObject, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { linkIn, SmtpSink } from '../support/smtp-sink';
import { TestApp, type TestUser } from '../support/test-app';
import { sleep, waitFor } from '../support/wait';

/** Notification e-mail through a real SMTP server started here: sent at once, in a daily digest, or not, by the user's switches. */
describe('notification e-mails', () => {
  const smtp = new SmtpSink();
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    await smtp.start();
    // Sales news is dated by the business clock, on 22 November 2026 (SLT); the digest job runs on the 23rd.
    t = await TestApp.start({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://vendors.example.com', CLOCK_FIXED_AT: '2026-11-23T09:00:00Z' } });
    make = factories(t.dataSource);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function merchant(switches: Partial<Pick<User, 'emailTransactions' | 'emailRedeliveries' | 'emailEvents'>> = {}): Promise<TestUser> {
    const user = await t.makeUser();
    await t.dataSource.getRepository(User).update({ id: user.id }, { emailEvents: false, ...switches });
    return user;
  }

  /** A buyer asks at the merchant's terminal for a past purchase again. */
  async function buyerAsksForRedelivery(owner: TestUser): Promise<number> {
    const apiKey = await createApiKey(t, owner);
    const vendor = await make.vendor(owner.id);
    const buyer = randomUUID();
    const sale = await make.transaction(vendor.id, { buyerId: buyer, amount: 250, ownerId: owner.id });
    const filed = await scripts(t, inWorldObject(apiKey, 'Redelivery Terminal')).requestRedelivery(sale.id, buyer);
    expect(filed.status).toBe(201);
    return filed.body.id;
  }

  it('e-mails the merchant about a redelivery request when Redelivery e-mails are on, with a plain-text part and an unsubscribe link', async () => {
    const owner = await merchant({ emailRedeliveries: true });
    const requestId = await buyerAsksForRedelivery(owner);

    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe(`Redelivery requested: #${requestId}`);
    expect(mail.text).toContain('Hello Test,');
    expect(mail.text).toContain(`Request #${requestId} is waiting for a delivery box.`);
    expect(mail.text).toContain('Open SL Vendor Platform: https://vendors.example.com/redelivery');
    expect(mail.html).toContain(`Request #${requestId} is waiting for a delivery box.`);
    const unsubscribe = linkIn(mail.text, 'https://vendors.example.com/api/notifications/unsubscribe?token=');
    expect(mail.html).toContain(unsubscribe);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    // Marked sent once the SMTP server has taken it.
    await waitFor(
      async () => (await t.dataSource.getRepository(Notification).findOneByOrFail({ userId: owner.id, kind: 'redelivery_requested' })).emailStatus === 'sent',
    );
  });

  it('sends no e-mail about a redelivery request when Redelivery e-mails are off', async () => {
    const owner = await merchant({ emailRedeliveries: false });
    const control = await merchant({ emailRedeliveries: true });
    await buyerAsksForRedelivery(owner);
    // A merchant with the switch on, asked for afterwards: once their e-mail is in, the first one would have been too.
    const controlRequest = await buyerAsksForRedelivery(control);
    expect((await smtp.waitFor(control.email)).subject).toBe(`Redelivery requested: #${controlRequest}`);
    expect(smtp.to(owner.email)).toEqual([]);
    expect(await t.dataSource.getRepository(Notification).findOneByOrFail({ userId: owner.id, kind: 'redelivery_requested' })).toMatchObject({
      emailStatus: 'none',
    });
  });

  it('turns the e-mail off through the unsubscribe link without signing in, and refuses a link that was tampered with', async () => {
    const owner = await merchant({ emailRedeliveries: true });
    await buyerAsksForRedelivery(owner);
    const link = linkIn((await smtp.waitFor(owner.email)).text, 'https://vendors.example.com/api/notifications/unsubscribe?token=');
    const path = link.slice('https://vendors.example.com'.length);

    const browser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
    const tampered = await t.get(
      path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      browser,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(tampered.text).toContain(
      'This unsubscribe link is not valid: open the whole link from the e-mail, or switch e-mails off in Settings → Notifications.',
    );
    const otherCategory = await t.get(path.replace('.redeliveries.', '.transactions.'));
    // Not a browser: the API's error shape.
    expect({ status: otherCategory.status, message: otherCategory.body.message }).toEqual({
      status: 400,
      message: 'This unsubscribe link is not valid: open the whole link from the e-mail, or switch e-mails off in Settings → Notifications.',
    });
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: owner.id })).emailRedeliveries).toBe(true);

    const page = await t.get(path, browser);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('Redelivery e-mails are off');
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: owner.id });
    expect({ redeliveries: user.emailRedeliveries, transactions: user.emailTransactions }).toEqual({ redeliveries: false, transactions: true });

    await buyerAsksForRedelivery(owner);
    expect(await t.dataSource.getRepository(Notification).countBy({ userId: owner.id, kind: 'redelivery_requested', emailStatus: 'none' })).toBe(1);
  });

  it('sends API key and stock news at once only with Event e-mails on', async () => {
    const on = await merchant({ emailEvents: true });
    const off = await merchant({ emailEvents: false });
    await createApiKey(t, off);
    await createApiKey(t, on);
    const mail = await smtp.waitFor(on.email);
    expect(mail.subject).toBe('API key created');
    expect(mail.text).toContain('You get this e-mail because Event e-mails are on in Settings → Notifications.');
    expect(smtp.to(off.email)).toEqual([]);
  });

  it("puts the day's sales and sales news in one digest the next SLT day, and never sends it twice", async () => {
    const owner = await merchant({ emailTransactions: true });
    const quiet = await merchant({ emailTransactions: false });
    const vendor = await make.vendor(owner.id);
    const quietVendor = await make.vendor(quiet.id);
    // 22 November 2026, SLT (PST, UTC-8).
    const day = new Date('2026-11-22T20:00:00Z');
    for (const amount of [250, 1000]) await make.transaction(vendor.id, { amount, ownerId: owner.id, createdAt: day });
    await make.transaction(quietVendor.id, { amount: 500, ownerId: quiet.id, createdAt: day });
    const news = await t.app.get(NotificationsService).notify({
      userId: owner.id,
      kind: 'sale_milestone',
      title: 'Your first sale!',
      body: 'Your vendors have recorded their first sale on SL Vendor Platform.',
    });
    expect(news).toMatchObject({ emailStatus: 'digest' });
    await t.dataSource.getRepository(Notification).update({ id: news!.id }, { createdAt: new Date('2026-11-22T18:30:00Z') });
    // Sales news is never e-mailed on its own.
    await sleep(200);
    expect(smtp.to(owner.email)).toEqual([]);

    const mailer = t.app.get(NotificationMailer);
    await Promise.all([mailer.sendDigests(), mailer.sendDigests()]);
    await mailer.sendDigests();

    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Your sales on Sunday, November 22, 2026');
    expect(mail.text).toContain('Your vendors recorded 2 sales on Sunday, November 22, 2026 (SLT), L$1,250 in all.');
    expect(mail.text).toContain('- Nov 22, 2026, 10:30 AM SLT: Your first sale! Your vendors have recorded their first sale on SL Vendor Platform.');
    expect(mail.text).toContain('See your sales: https://vendors.example.com/transactions');
    expect(linkIn(mail.text, 'https://vendors.example.com/api/notifications/unsubscribe?token=')).toContain('.transactions.');
    expect(smtp.to(owner.email)).toHaveLength(1);
    expect(smtp.to(quiet.email)).toEqual([]);
    expect(await t.dataSource.getRepository(NotificationDigest).findBy({ userId: owner.id })).toEqual([
      expect.objectContaining({ day: '2026-11-22', status: 'sent' }),
    ]);
  });

  it('keeps an e-mail the SMTP server refused and sends it on the next try', async () => {
    const owner = await merchant({ emailEvents: true });
    const notification = () => t.dataSource.getRepository(Notification).findOneByOrFail({ userId: owner.id, kind: 'api_key_created' });
    jest.spyOn(t.app.get(MailService), 'send').mockRejectedValueOnce(new Error('451 Mailbox busy, try again later'));

    await createApiKey(t, owner);
    await waitFor(async () => {
      const { emailStatus, emailAttempts } = await notification();
      return emailStatus === 'pending' && emailAttempts === 1;
    });
    expect(smtp.to(owner.email)).toEqual([]);

    await t.app.get(NotificationMailer).sendWaiting();
    expect((await smtp.waitFor(owner.email)).subject).toBe('API key created');
    expect(await notification()).toMatchObject({ emailStatus: 'sent', emailAttempts: 2 });
  });
});
