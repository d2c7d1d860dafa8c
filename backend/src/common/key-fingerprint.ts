import { createHash } from 'node:crypto';

/** The first 12 hex digits of a secret's SHA-256: tells two secrets apart in the audit log without revealing either. */
export function keyFingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}
