import { createHash, createPublicKey, generateKeyPairSync, KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { Inject, Injectable } from '@nestjs/common';
import { sign } from 'jsonwebtoken';

import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export interface JsonWebKeySet {
  keys: Array<Record<string, unknown>>;
}

/** The local identity provider's RSA signing key, created once and kept in the data folder. */
@Injectable()
export class LocalKeysService {
  private privateKeyPem: string | null = null;
  private kid = '';
  private publicKey: KeyObject | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private load(): void {
    if (this.privateKeyPem) return;
    const dir = join(this.config.dataDir, 'local-auth');
    const file = join(dir, 'signing-key.pem');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
    this.privateKeyPem = readFileSync(file, 'utf8');
    this.publicKey = createPublicKey(this.privateKeyPem);
    const der = this.publicKey.export({ type: 'spki', format: 'der' });
    this.kid = createHash('sha256').update(der).digest('base64url').slice(0, 16);
  }

  jwks(): JsonWebKeySet {
    this.load();
    const jwk = this.publicKey!.export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: this.kid, use: 'sig', alg: 'RS256' }] };
  }

  sign(subject: string, claims: Record<string, unknown>): string {
    this.load();
    return sign(claims, this.privateKeyPem!, {
      algorithm: 'RS256',
      keyid: this.kid,
      subject,
      issuer: this.config.auth.issuer ?? LOCAL_ISSUER,
      expiresIn: this.config.auth.localTokenTtlSeconds,
    });
  }
}

export const LOCAL_ISSUER = 'urn:sl-vendor:local-auth';
