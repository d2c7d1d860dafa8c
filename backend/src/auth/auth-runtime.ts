import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LOCAL_ISSUER } from './local/local-keys.service';

/** Where tokens are checked: the configured provider, or this app's own local provider once it listens. */
@Injectable()
export class AuthRuntime {
  private selfUrl: string | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get localMode(): boolean {
    return !this.config.auth.jwksUri;
  }

  /** Called once the HTTP server listens, with the address it can reach itself on. */
  setSelfUrl(url: string): void {
    this.selfUrl = url.replace(/\/$/, '');
  }

  jwksUri(): string {
    if (this.config.auth.jwksUri) return this.config.auth.jwksUri;
    if (!this.selfUrl) throw new Error('The local identity provider is not reachable before the server listens.');
    return `${this.selfUrl}/api/auth/local/jwks.json`;
  }

  issuer(): string {
    return this.config.auth.issuer ?? LOCAL_ISSUER;
  }
}
