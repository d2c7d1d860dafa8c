import Redis from 'ioredis';

/** The URL with its password hidden, for log lines. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * Connects once with a short timeout and sends PING; resolves to an error sentence, or null when Redis answers.
 * Start-up calls it before anything else, so an unreachable Redis stops the process with one line.
 */
export async function probeRedis(url: string, timeoutMs = 5000): Promise<string | null> {
  let lastError: Error | null = null;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // ioredis reports the cause here; connect() itself only says the connection closed.
  client.on('error', (error: Error) => (lastError = error));
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    const cause = lastError ?? (error as Error);
    return cause.message || String(cause);
  } finally {
    client.disconnect();
  }
}
