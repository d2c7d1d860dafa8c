import { isIP } from 'node:net';
import { resolve } from 'node:path';

/**
 * Update deliveries a delivery box is handed per minute, unless UPDATE_DELIVERIES_PER_BOX_PER_MINUTE says otherwise.
 * Each delivery costs the box one report call, and the platform allows a box 50 calls a minute and 1000 an hour
 * (heartbeats, polls and redeliveries included); 10 a minute is 600 an hour, about 660 calls with their polls, which
 * leaves room for the rest. llHTTPRequest allows an object about 25 requests per 20 s, and llGiveInventory is
 * throttled at 5000 items an hour per owner per region (bursts of 2500), so 8 boxes in one region stay under it.
 */
export const UPDATE_DELIVERIES_PER_BOX_PER_MINUTE = 10;

/** Typed, validated environment. Built once at start-up; a bad value stops the process with one clear line. */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolSize: number;
  embeddedPgPort: number;
  logLevel: string;
  /** 'pretty': one readable line each (the default in a terminal); 'json': one JSON object each (the default otherwise). */
  logFormat: LogFormat;
  /**
   * Proxies whose X-Forwarded-For, -Proto and -Host headers are believed: false (none, the default), true (any),
   * a hop count, or proxy addresses and CIDR ranges. Decides request.ip and whether a request counts as HTTPS.
   */
  trustProxy: boolean | number | string[];
  /** Swagger UI at /api/docs and the committed OpenAPI document at /api/docs-json. */
  swagger: boolean;
  auth: {
    /** JWKS of an external provider (Clerk). Unset means the built-in local identity provider. */
    jwksUri: string | undefined;
    issuer: string | undefined;
    audience: string | undefined;
    authorizedParties: string[];
    allowLocalAuth: boolean;
    localTokenTtlSeconds: number;
  };
  adminEmails: string[];
  seedDemo: boolean;
  /** Bring the schema up to date at start-up (under an advisory lock); false when a one-shot migrate service does it. */
  migrationsRun: boolean;
  throttle: {
    userLimitPerMinute: number;
    signInLimitPerMinute: number;
    scriptLimitPerMinute: number;
    scriptLimitPerHour: number;
    scriptKeyLimitPerMinute: number;
  };
  /** Built-in sign-in: failed attempts allowed per account and per client address within the window, then 429 until it passes. */
  signInFailures: { limit: number; windowSeconds: number };
  /** Outgoing e-mail: through the SMTP server at smtpUrl, or written as .eml files to DATA_DIR/mail when it is unset. */
  mail: { smtpUrl: string | undefined; from: string };
  spaDir: string;
  /** The in-world scripts served on the LSL Integration page. */
  lslDir: string;
  /** This server's address as Second Life must call it (https://…); the request's origin when unset. */
  publicUrl: string | undefined;
  /**
   * Hosts a delivery box's HTTP-in URL may point at: an entry starting with "." matches that domain's hosts.
   * The platform calls these URLs, so nothing else is accepted (no calls into private networks).
   */
  boxUrlHosts: string[];
  /** Seconds between two looks at every open redelivery request (expired assignments, silent boxes); 0 turns it off. */
  redeliverySweepSeconds: number;
  /** Update deliveries a delivery box is handed per minute (UPDATE_DELIVERIES_PER_BOX_PER_MINUTE above says why 10). */
  updateDeliveriesPerBoxPerMinute: number;
  /** Seconds between two looks at every running update broadcast (unconfirmed deliveries, silent boxes); 0 turns it off. */
  updateBroadcastSweepSeconds: number;
  /**
   * Shared state for several instances: rate-limit counts, periodic jobs and live events. Without a URL they stay
   * in this process, as a single instance needs.
   */
  redis: {
    url: string | undefined;
    /** Put before every key and channel name, so several deployments (or test runs) can share one Redis. */
    prefix: string;
    /** How long a job taken by an instance that stopped answering stays with it before another instance takes it over. */
    jobLockSeconds: number;
  };
  /** Live streams (Server-Sent Events): a comment line this often keeps proxies from closing an idle stream. */
  liveEvents: { heartbeatSeconds: number };
  /**
   * Webhook deliveries: seconds between two looks for due deliveries (besides the look right after an event), each
   * call's time-out, and origins called even though they are not public https addresses (a receiver on loopback in
   * tests; never set in production).
   */
  webhooks: { dispatchSeconds: number; timeoutSeconds: number; allowedOrigins: string[] };
  /** Test only: a fixed 'now' (ISO date-time) for the Clock. */
  clockFixedAt: string | undefined;
}

export class ConfigError extends Error {}

const repoRoot = resolve(__dirname, '..', '..', '..');

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

function boolVar(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function listVar(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT, else readable lines for a person at a terminal and JSON for a log collector. */
function logFormatVar(env: NodeJS.ProcessEnv): LogFormat {
  const raw = optional(env, 'LOG_FORMAT');
  if (raw === undefined) return process.stdout.isTTY ? 'pretty' : 'json';
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${raw}".`);
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be true, false, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses and CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)';

/** Off unless set: X-Forwarded-* headers are believed only from the proxies named here. */
function trustProxyVar(env: NodeJS.ProcessEnv): boolean | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 32) throw new ConfigError(`${TRUST_PROXY_HELP}; a hop count is from 1 to 32, got ${raw}.`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined || entries.length === 0) throw new ConfigError(`${TRUST_PROXY_HELP}; "${wrong ?? raw}" is not one.`);
  return entries;
}

/** An IP address, a CIDR range (address/prefix length), or a name proxy-addr knows (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** "address@example.com" or "Name <address@example.com>": one address, no line breaks. */
function isMailbox(value: string): boolean {
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return !/[\r\n]/.test(value) && /^[^\s@<>]+@[^\s@<>]+$/.test(address);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const redisUrl = optional(env, 'REDIS_URL');
  if (redisUrl && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://, e.g. redis://127.0.0.1:6379.');
  }
  const redisPrefix = optional(env, 'REDIS_PREFIX') ?? 'slv:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError(`REDIS_PREFIX must be 1 to 64 letters, digits or the signs _ . : -, got "${redisPrefix}".`);
  }
  const clockFixedAt = optional(env, 'CLOCK_FIXED_AT');
  if (clockFixedAt && Number.isNaN(Date.parse(clockFixedAt))) throw new ConfigError('CLOCK_FIXED_AT must be an ISO date-time.');
  const jwksUri = optional(env, 'AUTH_JWKS_URI');
  const allowLocalAuth = boolVar(env, 'ALLOW_LOCAL_AUTH', false);
  if (!jwksUri && nodeEnv === 'production' && !allowLocalAuth) {
    throw new ConfigError(
      'AUTH_JWKS_URI is not set and NODE_ENV=production: set AUTH_JWKS_URI and AUTH_ISSUER for your identity provider, or ALLOW_LOCAL_AUTH=true to use the built-in sign-in.',
    );
  }
  if (jwksUri && !optional(env, 'AUTH_ISSUER')) {
    throw new ConfigError('AUTH_ISSUER must be set when AUTH_JWKS_URI is set.');
  }
  const smtpUrl = optional(env, 'SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/\S+$/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.com:465.');
  }
  const mailFrom = optional(env, 'MAIL_FROM') ?? 'SL Vendor Platform <no-reply@localhost>';
  if (!isMailbox(mailFrom)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally with a name: "Name <address@example.com>", got "${mailFrom}".`);
  }
  const publicUrl = optional(env, 'PUBLIC_URL')?.replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^\s/"\\]+$/.test(publicUrl)) {
    throw new ConfigError('PUBLIC_URL must be an http:// or https:// address without a path, e.g. https://vendors.example.com.');
  }
  return {
    nodeEnv,
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolve(optional(env, 'DATA_DIR') ?? resolve(repoRoot, '.data')),
    databaseUrl,
    databasePoolSize: intVar(env, 'DATABASE_POOL_SIZE', 10, 1, 500),
    embeddedPgPort: intVar(env, 'EMBEDDED_PG_PORT', 54329, 1, 65535),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    logFormat: logFormatVar(env),
    trustProxy: trustProxyVar(env),
    swagger: boolVar(env, 'SWAGGER', true),
    auth: {
      jwksUri,
      issuer: optional(env, 'AUTH_ISSUER'),
      audience: optional(env, 'AUTH_AUDIENCE'),
      authorizedParties: listVar(env, 'AUTH_AUTHORIZED_PARTIES'),
      allowLocalAuth,
      localTokenTtlSeconds: intVar(env, 'LOCAL_AUTH_TOKEN_TTL', 7 * 24 * 3600, 60),
    },
    adminEmails: listVar(env, 'ADMIN_EMAILS').map((email) => email.toLowerCase()),
    seedDemo: boolVar(env, 'SEED_DEMO', true),
    migrationsRun: boolVar(env, 'MIGRATIONS_RUN', true),
    throttle: {
      userLimitPerMinute: intVar(env, 'THROTTLE_USER_PER_MINUTE', 600, 1),
      // Built-in sign-in and sign-up attempts per client address.
      signInLimitPerMinute: intVar(env, 'THROTTLE_SIGN_IN_PER_MINUTE', 20, 1),
      // The limits the Settings → API page promises to script owners.
      scriptLimitPerMinute: intVar(env, 'THROTTLE_SCRIPT_PER_MINUTE', 50, 1),
      scriptLimitPerHour: intVar(env, 'THROTTLE_SCRIPT_PER_HOUR', 1000, 1),
      // Every call of one API key, whichever of the owner's objects makes it: a ceiling well above a busy store's rate.
      scriptKeyLimitPerMinute: intVar(env, 'THROTTLE_SCRIPT_KEY_PER_MINUTE', 3000, 1),
    },
    signInFailures: {
      limit: intVar(env, 'THROTTLE_SIGN_IN_FAILURES', 10, 1, 1000),
      windowSeconds: intVar(env, 'THROTTLE_SIGN_IN_FAILURE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
    },
    mail: { smtpUrl, from: mailFrom },
    spaDir: resolve(optional(env, 'SPA_DIR') ?? resolve(repoRoot, 'frontend', 'dist')),
    lslDir: resolve(optional(env, 'LSL_DIR') ?? resolve(repoRoot, 'lsl')),
    publicUrl,
    // Second Life simulators: main grid (agni) and beta grid (aditi).
    boxUrlHosts: (env.BOX_URL_HOSTS === undefined ? ['.agni.secondlife.io', '.aditi.lindenlab.com'] : listVar(env, 'BOX_URL_HOSTS')).map((host) =>
      host.toLowerCase(),
    ),
    redeliverySweepSeconds: intVar(env, 'REDELIVERY_SWEEP_SECONDS', 60, 0, 3600),
    updateDeliveriesPerBoxPerMinute: intVar(env, 'UPDATE_DELIVERIES_PER_BOX_PER_MINUTE', UPDATE_DELIVERIES_PER_BOX_PER_MINUTE, 1, 100_000),
    updateBroadcastSweepSeconds: intVar(env, 'UPDATE_BROADCAST_SWEEP_SECONDS', 30, 0, 3600),
    redis: { url: redisUrl, prefix: redisPrefix, jobLockSeconds: intVar(env, 'JOB_LOCK_SECONDS', 30, 1, 600) },
    liveEvents: { heartbeatSeconds: intVar(env, 'SSE_HEARTBEAT_SECONDS', 15, 1, 300) },
    webhooks: {
      dispatchSeconds: intVar(env, 'WEBHOOK_DISPATCH_SECONDS', 5, 1, 3600),
      timeoutSeconds: intVar(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60),
      allowedOrigins: listVar(env, 'WEBHOOK_ALLOWED_ORIGINS').map((origin) => {
        if (!URL.canParse(origin)) throw new ConfigError(`WEBHOOK_ALLOWED_ORIGINS must list origins such as http://127.0.0.1:4000, got "${origin}".`);
        return new URL(origin).origin;
      }),
    },
    clockFixedAt: optional(env, 'CLOCK_FIXED_AT'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
