import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '@playwright/test';

/** The folder where the server under test writes its e-mails (no SMTP_URL: DATA_DIR/mail/, one .eml file each). */
function mailFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suites through playwright.config.ts (each worker starts its app).');
  return join(dataDir, 'mail');
}

/** The decoded text of an .eml file: quoted-printable soft breaks and escapes undone (enough to read links and subjects). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function messagesTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailFolder())
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(mailFolder(), file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im').test(raw))
    .map(decodeQuotedPrintable);
}

/**
 * Waits for the `count`-th e-mail to `address` and returns the token of its first link to `path`
 * (e.g. '/reset-password'), read from the message as the server wrote it.
 */
export async function linkTokenFromMail(address: string, path: string, count = 1): Promise<string> {
  let token = '';
  await expect
    .poll(
      () => {
        const message = messagesTo(address)[count - 1];
        token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(message ?? '')?.[1] ?? '';
        return token;
      },
      { message: `an e-mail to ${address} with a link to ${path}`, timeout: 10_000 },
    )
    .not.toBe('');
  return token;
}
