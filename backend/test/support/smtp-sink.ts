import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with its headers and text and HTML parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string | null;
  html: string | null;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers of a MIME entity, names lower-cased, folded lines joined. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitEntity(entity: string): Part {
  const end = entity.indexOf('\r\n\r\n');
  if (end < 0) return { headers: parseHeaders(entity), body: '' };
  return { headers: parseHeaders(entity.slice(0, end)), body: entity.slice(end + 4) };
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    // Percent signs that were literal stay literal: escape them before decoding.
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The leaf parts of a message, multipart containers opened. */
function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leafParts(splitEntity(section.replace(/^\r\n/, ''))));
}

/** Decodes an RFC 2047 encoded subject (=?UTF-8?Q?…?= or =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

export function parseMail(raw: string, envelope: { from: string; to: string[] } = { from: '', to: [] }): ReceivedMail {
  const normalised = raw.replace(/\r?\n/g, '\r\n');
  const message = splitEntity(normalised);
  const parts = leafParts(message);
  const find = (type: string) => {
    const part = parts.find((candidate) => (candidate.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
    // Line breaks as the sender wrote them (SMTP sends CRLF).
    return part ? decodeBody(part).replace(/\r\n/g, '\n') : null;
  };
  return {
    ...envelope,
    raw: normalised,
    headers: message.headers,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: find('text/plain'),
    html: find('text/html'),
  };
}

/** A real SMTP server on a free loopback port that keeps every message it receives: SMTP_URL for the app under test. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];
  url = '';

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Messages sent to this address so far. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.to.includes(address.toLowerCase()) || message.to.includes(address));
  }

  /** Waits until `count` messages have arrived for the address (5 s at most) and returns the `count`-th. */
  /** The first message to `address` with this subject, once it arrived (messages sent in the background may come in any order). */
  async waitForSubject(address: string, subject: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    const find = () => this.to(address).find((mail) => mail.subject === subject);
    while (!find()) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `No message "${subject}" for ${address} within ${timeoutMs} ms (got ${this.to(address)
            .map((mail) => mail.subject)
            .join(', ')}).`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return find()!;
  }

  async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${count}. message for ${address} within ${timeoutMs} ms (got ${this.to(address).length}).`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.to(address)[count - 1];
  }
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string | null, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(text ?? '');
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return match[0];
}
