import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (as Standard Webhooks writes them). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The `Webhook-Signature` value for one delivery (Standard Webhooks, v1): the HMAC-SHA256 of `id.timestamp.body`, keyed
 * with the secret's bytes after `whsec_`, in base64. Several secrets (a rotation's grace period) give several
 * signatures, space separated; a receiver accepts the delivery when one of them matches.
 */
export function signWebhook(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
