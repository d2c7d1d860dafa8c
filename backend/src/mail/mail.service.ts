import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** One e-mail: always both a plain-text and an HTML version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as the List-Unsubscribe header, so mail programs can offer to unsubscribe. */
  unsubscribeUrl?: string;
}

/**
 * Sends the platform's e-mail. With SMTP_URL, through that SMTP server; without it, each message is written as an
 * .eml file to DATA_DIR/mail/ (a single machine, a test, or a deployment that does not send mail yet).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly folder: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.folder = join(config.dataDir, 'mail');
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** Rejects when the SMTP server refuses the message or the file cannot be written; the caller decides what that means. */
  async send(message: MailMessage): Promise<void> {
    const options: SendMailOptions = {
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.unsubscribeUrl ? { list: { unsubscribe: message.unsubscribeUrl } } : {}),
    };
    const info = (await this.transport.sendMail(options)) as { message?: Buffer; messageId?: string };
    if (this.config.mail.smtpUrl) {
      this.logger.log({ msg: 'E-mail sent', subject: message.subject, messageId: info.messageId });
      return;
    }
    await mkdir(this.folder, { recursive: true });
    // Sortable by time; the random part keeps two messages of the same millisecond apart.
    const file = join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message ?? Buffer.alloc(0), { mode: 0o600 });
    this.logger.log({ msg: 'E-mail written to a file (SMTP_URL is not set)', subject: message.subject, file });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
