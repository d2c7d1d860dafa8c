import { defineConfig } from 'orval';

import { formatGeneratedFiles } from './scripts/format-generated';

/** Paths are relative to this file's folder; the drift test runs the same options in a copy of it. */
export const orvalOptions = {
  input: { target: '../openapi/openapi.json' },
  output: {
    mode: 'tags-split',
    target: 'src/api/generated/endpoints',
    schemas: 'src/api/generated/model',
    client: 'react-query',
    clean: true,
    override: {
      // No tool version or date: regenerating from the same spec must give the same bytes.
      header: (info: { title?: string }) => [
        `Generated from openapi/openapi.json (${info.title ?? 'API'}) by orval.`,
        'Do not edit by hand: run `npm run openapi`.',
      ],
      mutator: { path: 'src/api/fetcher.ts', name: 'fetcher' },
    },
  },
  hooks: {
    afterAllFilesWrite: (paths: string[]) => formatGeneratedFiles(paths),
  },
} as const;

export default defineConfig({ api: orvalOptions });
