import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyRequest } from 'fastify';

import { HASHED_ASSETS_PREFIX } from './spa-static';

/**
 * The built SPA's index.html, served for every GET outside /api that matches no file (client-side routing).
 * A missing hashed asset is a plain 404: a page that asked for an old chunk must see the failure, not HTML.
 */
export class SpaIndex {
  private cached: string | null = null;

  constructor(readonly dir: string) {}

  available(): boolean {
    return existsSync(join(this.dir, 'index.html'));
  }

  shouldServe(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !path.startsWith(HASHED_ASSETS_PREFIX) && this.available();
  }

  html(): string {
    this.cached ??= readFileSync(join(this.dir, 'index.html'), 'utf8');
    return this.cached;
  }
}
