import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

import { createApp, listen } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { User, type UserRole } from '../../src/users/user.entity';
import { TEST_AUDIENCE, TEST_ISSUER, type TestClaims, TestIdentityProvider } from './identity-provider';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface StartOptions {
  /** 'jwks' (default): tokens from the test identity provider, like Clerk. 'local': the built-in provider. */
  authMode?: 'jwks' | 'local';
  env?: Record<string, string>;
  /** Start another instance of that app's deployment: same database, same identity provider. Close it before that app. */
  joining?: TestApp;
  /** Runs after the app is built and before it starts (e.g. a test-only route on the Fastify instance). */
  beforeInit?: (app: NestFastifyApplication) => void | Promise<void>;
}

/**
 * Creates a database of its own on the test server and returns its URL: a copy of the migrated template (global
 * setup), or with `empty`, a database without any table (for the suites about migrations themselves).
 */
export async function createDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is not set: run the suites through jest (its global setup starts PostgreSQL).');
  const name = `suite_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The real app, on its own fresh database with migrations applied (a copy of the template), listening on a free port. */
export class TestApp {
  idp = new TestIdentityProvider();
  app!: NestFastifyApplication;
  baseUrl = '';
  dataSource!: DataSource;
  databaseUrl = '';
  private dropDatabase: () => Promise<void> = async () => undefined;
  private dataDir = '';
  private joined = false;

  static async start(options: StartOptions = {}): Promise<TestApp> {
    const testApp = new TestApp();
    await testApp.boot(options);
    return testApp;
  }

  private async boot({ authMode = 'jwks', env = {}, joining, beforeInit }: StartOptions): Promise<void> {
    if (joining) this.idp = joining.idp;
    else await this.idp.start();
    const database = joining ? { url: joining.databaseUrl, drop: async () => undefined } : await createDatabase();
    this.databaseUrl = database.url;
    this.dropDatabase = database.drop;
    this.joined = joining !== undefined;
    this.dataDir = mkdtempSync(join(tmpdir(), 'slv-test-data-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: this.dataDir,
      SPA_DIR: join(this.dataDir, 'no-spa'),
      DATABASE_URL: database.url,
      // Suites trigger the periodic hand-out themselves (RedeliveryDispatcher.sweep), so timing never changes an answer.
      REDELIVERY_SWEEP_SECONDS: '0',
      // Suites sign in many times from one address; the limit has its own test (test/auth/sign-in-limit.spec.ts).
      THROTTLE_SIGN_IN_PER_MINUTE: '100000',
      ...(authMode === 'jwks' ? { AUTH_JWKS_URI: this.idp.jwksUri, AUTH_ISSUER: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE } : {}),
      ...env,
    });
    this.app = await createApp(config, database.url);
    await beforeInit?.(this.app);
    await this.app.init();
    this.baseUrl = await listen(this.app, 0, '127.0.0.1');
    this.dataSource = this.app.get(DataSource);
  }

  async close(): Promise<void> {
    await this.app?.close();
    if (!this.joined) await this.idp.stop();
    await this.dropDatabase();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body as BodyInit | undefined, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** A user known to the identity provider and present in the database, with a valid token. */
  async makeUser(options: { role?: UserRole; isActive?: boolean; claims?: TestClaims } = {}): Promise<TestUser> {
    const id = `user_${randomUUID()}`;
    const email = `${id.slice(5, 13)}@merchant.test`;
    await this.dataSource.getRepository(User).insert({
      id,
      email,
      firstName: 'Test',
      lastName: 'Merchant',
      role: options.role ?? 'vendor',
      isActive: options.isActive ?? true,
    });
    return { id, email, token: this.idp.token({ sub: id, email, ...options.claims }) };
  }
}
