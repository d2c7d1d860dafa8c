import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The built SPA's index.html, served for every GET outside /api that matches no file (client-side routing). */
export class SpaIndex {
  private cached: string | null = null;

  constructor(readonly dir: string) {}

  available(): boolean {
    return existsSync(join(this.dir, 'index.html'));
  }

  shouldServe(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && this.available();
  }

  html(): string {
    this.cached ??= readFileSync(join(this.dir, 'index.html'), 'utf8');
    return this.cached;
  }
}
