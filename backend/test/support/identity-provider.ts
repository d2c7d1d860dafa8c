import { generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

import { sign, type SignOptions } from 'jsonwebtoken';

export const TEST_ISSUER = 'https://identity.test.local';
export const TEST_AUDIENCE = 'sl-vendor-platform';

export interface TestClaims {
  sub?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  first_name?: string;
  last_name?: string;
  picture?: string;
  image_url?: string;
  azp?: string;
  [claim: string]: unknown;
}

/**
 * A stand-in for Clerk: its own RSA key, served as a JWKS over real HTTP, and a token signer.
 * The app verifies these tokens with the same passport-jwt + jwks-rsa strategy it uses in production.
 */
export class TestIdentityProvider {
  readonly kid = `test-${randomUUID().slice(0, 8)}`;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: Record<string, unknown>;
  private server: Server | null = null;
  jwksUri = '';
  jwksRequests = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: this.kid, use: 'sig', alg: 'RS256' };
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.jwksRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [this.publicJwk] }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.jwksUri = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/.well-known/jwks.json`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A valid token for the given claims; options override issuer, audience, expiry, key id. */
  token(claims: TestClaims = {}, options: SignOptions = {}): string {
    const { sub = `user_${randomUUID()}`, ...rest } = claims;
    return sign(rest, this.privateKey, {
      algorithm: 'RS256',
      keyid: this.kid,
      subject: sub,
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      expiresIn: 600,
      ...options,
    });
  }

  /** A token signed like token() but with no exp claim: one that would never expire. */
  tokenWithoutExpiry(claims: TestClaims = {}): string {
    const { sub = `user_${randomUUID()}`, ...rest } = claims;
    return sign(rest, this.privateKey, { algorithm: 'RS256', keyid: this.kid, subject: sub, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
  }
}
