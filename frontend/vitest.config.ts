import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config';

/**
 * Two projects: component tests (`*.test.tsx`) run in jsdom with Testing Library's set-up, the rest in plain Node (a
 * `.test.ts` file that needs a DOM says so on its first line: `// @vitest-environment jsdom`). Files share their worker's
 * module graph and environment (`isolate: false`): building a jsdom and importing MUI again for every file took two
 * thirds of the run. Tests clean up after themselves (setup.ts unmounts, restoreMocks), and the suite passes in any
 * file order (`npx vitest run --sequence.shuffle.files`).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'], setupFiles: ['src/test/setup.ts'], isolate: false },
        },
        {
          extends: true,
          test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], isolate: false },
        },
      ],
    },
  }),
);
