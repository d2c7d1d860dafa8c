import { join, resolve, sep } from 'node:path';

import type { FastifyStaticOptions } from '@fastify/static';

/** Vite puts every hashed (content-addressed) file here, so a URL never changes meaning. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The built SPA's files: hashed assets cached for a year, everything else (index.html, robots.txt, the icon)
 * revalidated on each visit, and the `.br` / `.gz` twins written by the build sent to clients that accept them.
 */
export function spaStaticOptions(spaDir: string): FastifyStaticOptions {
  const assetsDir = join(resolve(spaDir), 'assets') + sep;
  return {
    root: spaDir,
    prefix: '/',
    // One route per built file, so a client-side route never touches the disk (the SPA fallback answers it).
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  };
}
