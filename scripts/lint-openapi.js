#!/usr/bin/env node
'use strict';
/**
 * `npm run lint:openapi`: openapi/openapi.json against Spectral's OpenAPI rules and Redocly's recommended rules (their
 * configurations beside it). Any error fails; Redocly's warnings are printed, Spectral's left out (its recommended
 * style rules warn on every operation without a description). Neither tool may call home: these machines reach no
 * network but the npm registry.
 */
const { spawnSync } = require('node:child_process');
const { resolve } = require('node:path');

const root = resolve(__dirname, '..');
const bin = (name) => resolve(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };

const runs = [
  [bin('spectral'), ['lint', 'openapi/openapi.json', '--ruleset', 'openapi/.spectral.yaml', '--fail-severity', 'error', '--display-only-failures']],
  [bin('redocly'), ['lint', 'openapi/openapi.json', '--config', 'openapi/redocly.yaml', '--format', 'stylish']],
];
let failed = false;
for (const [command, args] of runs) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
