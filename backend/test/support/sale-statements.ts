import { createHash, randomUUID } from 'node:crypto';

import { Client } from 'pg';

import { CacheInvalidation } from '../../src/cache/cache-invalidation.service';
import type { TestApp } from './test-app';
import { waitFor } from './wait';

/** Resolves once the app has heard a cache notification sent now: every notification sent before it has been heard too. */
export async function notificationsHeard(t: TestApp): Promise<void> {
  const token = randomUUID();
  // An API key hash that names no key: hearing it forgets nothing.
  const heard = new Promise<void>((resolve) => t.app.get(CacheInvalidation).on('api_key', (id) => id === token && resolve()));
  await t.dataSource.query(`SELECT pg_notify('slv_cache', $1)`, [`api_key:${token}`]);
  await heard;
}

/**
 * Resolves once the first use of this API key (already used) is written and its cache notification heard. That write
 * comes after a call's answer, and its notification empties the sale path's caches: one arriving while a sale reads
 * its vendor and pricing would keep them from being cached.
 */
export async function keyUseSettled(t: TestApp, key: string): Promise<void> {
  const keyHash = createHash('sha256').update(key).digest('hex');
  const written = async () =>
    (await t.dataSource.query(`SELECT "lastUsedAt" IS NOT NULL AS used FROM api_keys WHERE "keyHash" = $1`, [keyHash]))[0]?.used === true;
  await waitFor(written, 5000);
  await notificationsHeard(t);
}

/**
 * The SQL statements the app sends while `work` runs, the batched writes left out: their first words, or with
 * `whole` their whole text (the parameters are not part of it).
 */
export async function statementsOf(work: () => Promise<void>, { whole = false }: { whole?: boolean } = {}): Promise<string[]> {
  const sent = await sentStatementsOf(work);
  return sent.map(({ text }) => (whole ? text : text.split(/\s+/).slice(0, 3).join(' ')));
}

/** The SQL statements the app sends while `work` runs, the batched writes left out: each one's whole text and its parameters. */
export async function sentStatementsOf(work: () => Promise<void>): Promise<Array<{ text: string; values: unknown[] }>> {
  const statements: Array<{ text: string; values: unknown[] }> = [];
  const original = Client.prototype.query;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    const values = (Array.isArray(args[1]) ? args[1] : ((args[0] as { values?: unknown[] })?.values ?? [])) as unknown[];
    // The record of in-world calls, the notifications and the webhook events sales call for, are written in batches, on
    // their own schedule.
    // The API key's lookup and last-use write are the key cache's: an invalidation from another write (the key's last
    // use, its owner's row) can make any call read the key again, whatever the sale path does.
    const skipped =
      !text || text.includes('in_world_calls') || text.includes('notifications') || text.includes('webhook_events') || text.includes('"api_keys"');
    if (!skipped) statements.push({ text: text.trim(), values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
  try {
    await work();
  } finally {
    Client.prototype.query = original;
  }
  return statements;
}
