import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

/**
 * `vite build` (mode production) always gives React's production build, even when the shell has
 * NODE_ENV=development (`npm start` on a developer's machine): Vite would otherwise follow NODE_ENV and ship
 * React's development build, several times slower. The build fails if the development JSX runtime still shows up.
 */
export function productionReact(): Plugin {
  let production = false;
  return {
    name: 'sl-vendor:production-react',
    apply: 'build',
    enforce: 'pre',
    // Runs before Vite reads NODE_ENV to decide isProduction (which the React plugin follows).
    config(_config, { mode }) {
      production = mode === 'production';
      if (production) process.env.NODE_ENV = 'production';
    },
    generateBundle(_options, bundle) {
      if (!production) return;
      const offenders = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.code.includes('jsxDEV'))
        .map((file) => file.fileName);
      if (offenders.length > 0) {
        this.error(
          `React's development JSX runtime (jsxDEV) is in the production build (${offenders.join(', ')}): ` +
            'remove NODE_ENV=development from the .env file in frontend/, or build with NODE_ENV=production.',
        );
      }
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
// Below this, the headers of a compressed answer cost more than they save.
const MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build (public files included), at the
 * highest levels since it happens once per build; the API sends them to clients that accept them.
 */
export function precompress(): Plugin {
  return {
    name: 'sl-vendor:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const files = filesUnder(options.dir).filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (path) => {
          const source = readFileSync(path);
          const [br, gz] = await Promise.all([
            brotliAsync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // Kept only when it saves something; the server falls back to the plain file otherwise.
          if (br.length < source.length) writeFileSync(`${path}.br`, br);
          if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
        }),
      );
    },
  };
}
