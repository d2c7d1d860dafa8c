import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ConfigError, loadConfig } from '../../src/config/app-config';
import { MailService } from '../../src/mail/mail.service';
import { parseMail, SmtpSink } from '../support/smtp-sink';

const message = {
  to: 'ava@example.com',
  subject: 'Your sale of Luna Dress — L$250',
  text: 'Ava Resident bought Luna Dress for L$250.\nhttps://vendors.example.com/transactions',
  html: '<p>Ava Resident bought <strong>Luna Dress</strong> for L$250.</p>',
};

describe('MailService with SMTP_URL', () => {
  const sink = new SmtpSink();
  let dataDir: string;
  let mail: MailService;

  beforeAll(async () => {
    await sink.start();
    dataDir = mkdtempSync(join(tmpdir(), 'slv-mail-'));
    mail = new MailService(loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_FROM: 'Vendor Platform <mail@vendors.example.com>' }));
  });
  afterAll(async () => {
    mail.onApplicationShutdown();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message with a text and an HTML part to the SMTP server, from MAIL_FROM', async () => {
    await mail.send(message);
    const received = await sink.waitFor('ava@example.com');
    expect(received.from).toBe('mail@vendors.example.com');
    expect(received.headers.get('from')).toBe('Vendor Platform <mail@vendors.example.com>');
    expect(received.subject).toBe(message.subject);
    expect(received.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(received.text?.trim()).toBe(message.text);
    expect(received.html?.trim()).toBe(message.html);
    expect(received.headers.has('list-unsubscribe')).toBe(false);
    // Nothing is written to the data folder when SMTP is used.
    expect(() => readdirSync(join(dataDir, 'mail'))).toThrow();
  });

  it('adds a List-Unsubscribe header when the message has an unsubscribe address', async () => {
    await mail.send({ ...message, to: 'bea@example.com', unsubscribeUrl: 'https://vendors.example.com/api/unsubscribe/abc123' });
    const received = await sink.waitFor('bea@example.com');
    expect(received.headers.get('list-unsubscribe')).toBe('<https://vendors.example.com/api/unsubscribe/abc123>');
    expect(received.text).toContain('Luna Dress');
    expect(received.html).toContain('<strong>Luna Dress</strong>');
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const unreachable = new MailService(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1' }));
    await expect(unreachable.send(message)).rejects.toThrow();
    unreachable.onApplicationShutdown();
  });
});

describe('MailService without SMTP_URL', () => {
  let dataDir: string;
  let mail: MailService;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'slv-mail-'));
    mail = new MailService(loadConfig({ DATA_DIR: dataDir }));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file in DATA_DIR/mail, with both parts and the unsubscribe header', async () => {
    await mail.send(message);
    await mail.send({ ...message, to: 'bea@example.com', unsubscribeUrl: 'https://vendors.example.com/api/unsubscribe/abc123' });
    const files = readdirSync(join(dataDir, 'mail')).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const [first, second] = files.map((file) => parseMail(readFileSync(join(dataDir, 'mail', file), 'utf8')));
    expect(first.headers.get('to')).toBe('ava@example.com');
    expect(first.headers.get('from')).toBe('SL Vendor Platform <no-reply@localhost>');
    expect(first.subject).toBe(message.subject);
    expect(first.text?.trim()).toBe(message.text);
    expect(first.html?.trim()).toBe(message.html);
    expect(first.headers.has('list-unsubscribe')).toBe(false);
    expect(second.headers.get('list-unsubscribe')).toBe('<https://vendors.example.com/api/unsubscribe/abc123>');
  });
});

describe('mail configuration', () => {
  it('accepts smtp:// and smtps:// URLs and refuses anything else with a clear line', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465' }).mail.smtpUrl).toBe('smtps://user:secret@smtp.example.com:465');
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });

  it('takes MAIL_FROM as an address or "Name <address>" and refuses other text', () => {
    expect(loadConfig({ MAIL_FROM: 'sales@example.com' }).mail.from).toBe('sales@example.com');
    expect(loadConfig({ MAIL_FROM: 'Luna Store <sales@example.com>' }).mail.from).toBe('Luna Store <sales@example.com>');
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an e-mail address');
  });
});
