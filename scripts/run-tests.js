#!/usr/bin/env node
'use strict';
/**
 * `npm test`: two lanes side by side, each stopping at its first failing phase:
 *  - the build, then most browser suites (Playwright against the built app, one browser and one server), about one
 *    core's work;
 *  - lint (with the backend's type check) and the frontend's Vitest units, which need no build, then, once the build has
 *    passed, the backend's jest suites (some start the built server) and the browser suites' 375 px pass over every
 *    screen, dialog and list (a Playwright run with its own server), on the other core.
 * The browser suites are split so that both lanes end at about the same time. A phase's output is printed whole when
 * it ends (the lanes' lines would interleave otherwise), then a table of how long each phase took. Exits with the first
 * failing phase's code, or 0. TEST_LANES=1 runs every phase in one lane.
 */
const { spawn } = require('node:child_process');
const { resolve } = require('node:path');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const root = resolve(__dirname, '..');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const BUILD = { name: 'build', args: ['run', 'build'] };
/** The browser suites' second part: screens.spec.ts at 375 px, every screen, dialog and list (its describe titles say so). */
const PHONE_SCREENS = '(every screen|dialogs) at 375 px|lists on a 375 px phone';
const playwright = (part, grep) => ['run', 'test:e2e', '-w', 'frontend', '--', grep, PHONE_SCREENS, `--output=test-results/${part}`];
const BROWSER = { name: 'frontend e2e (playwright)', args: playwright('main', '--grep-invert') };
const PHONE = { name: 'frontend e2e, screens at 375 px', args: playwright('phone-screens', '--grep') };
const LINT = { name: 'lint', args: ['run', 'lint'] };
const VITEST = { name: 'frontend unit (vitest)', args: ['run', 'test:unit', '-w', 'frontend'] };
const JEST = { name: 'backend (jest)', args: ['test', '-w', 'backend'] };
/** In a lane: the phases after it start once the build has passed (the lane stops if it failed). */
const AFTER_BUILD = { afterBuild: true };
const PHASES = [BUILD, LINT, VITEST, JEST, BROWSER, PHONE];
const LANES =
  process.env.TEST_LANES === '1'
    ? [[BUILD, LINT, VITEST, JEST, BROWSER, PHONE]]
    : [
        [BUILD, BROWSER],
        [LINT, VITEST, AFTER_BUILD, JEST, PHONE],
      ];

const results = new Map();
const started = Date.now();

/** Runs one phase with its output kept, then prints that output under the phase's name. Resolves to its exit code. */
function runPhase(phase) {
  process.stdout.write(`--- ${phase.name}: started (npm ${phase.args.join(' ')})\n`);
  const start = Date.now();
  return new Promise((done) => {
    const child = spawn(npm, phase.args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const exitCode = code ?? 1;
      // Playwright retries a failed test once and counts those that passed only on their retry ("2 flaky").
      const flaky = /^\s*(\d+) flaky$/m.exec(Buffer.concat(output).toString('utf8'));
      const status = (exitCode === 0 ? 'passed' : `failed (${signal ?? code})`) + (flaky ? `, ${flaky[1]} flaky (listed above)` : '');
      results.set(phase.name, { status, time: seconds(Date.now() - start) });
      process.stdout.write(`\n=== ${phase.name}: ${status} in ${seconds(Date.now() - start)}\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`=== end of ${phase.name}\n\n`);
      done(exitCode);
    });
  });
}

let buildDone;
/** Resolves to the build's exit code once it has run. */
const built = new Promise((resolveBuilt) => (buildDone = resolveBuilt));

/** Runs a lane's phases in turn; the rest of the lane is not run after a failure. Resolves to the first failing code, or 0. */
async function runLane(steps) {
  for (const [index, step] of steps.entries()) {
    const code = step.afterBuild ? await built : await runPhase(step);
    if (step === BUILD) buildDone(code);
    if (code !== 0) {
      for (const skipped of steps.slice(index + 1).filter((later) => !later.afterBuild)) results.set(skipped.name, { status: 'not run', time: '' });
      return step.afterBuild ? 0 : code;
    }
  }
  return 0;
}

async function main() {
  const codes = await Promise.all(LANES.map(runLane));
  const exitCode = codes.find((code) => code !== 0) ?? 0;

  const names = PHASES.map((phase) => phase.name);
  const width = Math.max(...names.map((name) => name.length), 'total'.length);
  process.stdout.write('Phase times (the two lanes run side by side)\n');
  for (const name of names) {
    const result = results.get(name) ?? { status: 'not run', time: '' };
    process.stdout.write(`  ${name.padEnd(width)}  ${result.time.padStart(9)}  ${result.status}\n`);
  }
  process.stdout.write(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(9)}\n`);
  process.exit(exitCode);
}

void main();
