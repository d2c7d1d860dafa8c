#!/usr/bin/env node
'use strict';
/**
 * `npm test`: every phase in turn (lint, build, backend jest, Vitest, Playwright), stopping at the first that fails,
 * then a table of how long each took. Exits with the failing phase's code, or 0.
 */
const { spawnSync } = require('node:child_process');
const { resolve } = require('node:path');

const PHASES = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'backend (jest)', args: ['test', '-w', 'backend'] },
  { name: 'frontend unit (vitest)', args: ['run', 'test:unit', '-w', 'frontend'] },
  { name: 'frontend e2e (playwright)', args: ['run', 'test:e2e', '-w', 'frontend'] },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const root = resolve(__dirname, '..');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const results = [];
let exitCode = 0;
const started = Date.now();
for (const phase of PHASES) {
  if (exitCode !== 0) {
    results.push({ name: phase.name, status: 'not run', time: '' });
    continue;
  }
  process.stdout.write(`\n=== ${phase.name}: npm ${phase.args.join(' ')}\n`);
  const start = Date.now();
  const run = spawnSync(npm, phase.args, { cwd: root, stdio: 'inherit' });
  const code = run.status ?? 1;
  results.push({ name: phase.name, status: code === 0 ? 'passed' : `failed (${run.signal ?? code})`, time: seconds(Date.now() - start) });
  if (code !== 0) exitCode = code;
}

const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
process.stdout.write('\nPhase times\n');
for (const result of results) process.stdout.write(`  ${result.name.padEnd(width)}  ${result.time.padStart(9)}  ${result.status}\n`);
process.stdout.write(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(9)}\n`);
process.exit(exitCode);
