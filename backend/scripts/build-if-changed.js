#!/usr/bin/env node
'use strict';
/**
 * Builds each workspace whose inputs changed since its last successful build, and skips the others.
 * A build that succeeds leaves `dist/.build-stamp` with a SHA-256 of its inputs (sources, configs, package
 * files, the lockfile, VITE_* variables for the SPA), so `npm start` costs a rebuild only after a change.
 *
 *   node backend/scripts/build-if-changed.js            build what changed (npm start): the builds' own output is
 *                                                        kept back (shown if one fails) and a line says every 15 s
 *                                                        that it is still going
 *   node backend/scripts/build-if-changed.js --force    build everything (npm run build), with the builds' output
 *   --root <dir>                                         another checkout (tests)
 */
const { createHash } = require('node:crypto');
const { spawn } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join, relative, resolve, sep } = require('node:path');

/** Files every workspace's build reads: dependency versions and the shared compiler options. */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json'];

const WORKSPACES = [
  {
    name: 'frontend',
    // The whole workspace (its configs included): the build bundles the app; npm run lint type-checks it.
    inputs: ['frontend'],
    ignore: ['frontend/node_modules', 'frontend/dist', 'frontend/test-results', 'frontend/playwright-report'],
    // Vite bakes these into the bundle.
    env: /^VITE_/,
    output: 'frontend/dist/index.html',
  },
  {
    name: 'backend',
    inputs: ['backend/src', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
    ignore: [],
    env: null,
    output: 'backend/dist/main.js',
  },
];

function filesUnder(root, path, ignore) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  if (ignore.includes(path)) return [];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, relative(root, join(full, name)).split(sep).join('/'), ignore));
}

/** One hash of every input's path and bytes, the relevant variables and the Node major version. */
function inputsHash(root, workspace, env) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  for (const file of [...SHARED_INPUTS, ...workspace.inputs.flatMap((input) => filesUnder(root, input, workspace.ignore))]) {
    const full = join(root, file);
    if (!existsSync(full)) continue;
    hash.update(`${file}\n`);
    hash.update(readFileSync(full));
    hash.update('\n');
  }
  if (workspace.env) {
    for (const name of Object.keys(env)
      .filter((key) => workspace.env.test(key))
      .sort())
      hash.update(`${name}=${env[name]}\n`);
  }
  return hash.digest('hex');
}

function stampFile(root, workspace) {
  return join(root, workspace.name, 'dist', '.build-stamp');
}

function lastBuildHash(root, workspace) {
  try {
    if (!existsSync(join(root, workspace.output))) return null;
    return JSON.parse(readFileSync(stampFile(root, workspace), 'utf8')).inputs ?? null;
  } catch {
    return null;
  }
}

function say(message) {
  process.stdout.write(`${message}\n`);
}

const PROGRESS_EVERY_MS = 15_000;
const WHAT = { frontend: 'the web app (bundle)', backend: 'the API (compile)' };

/** Runs one workspace's build; quiet, its output is kept and printed only if it fails, with a line every 15 s meanwhile. */
function runBuild(root, workspace, quiet) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(npm, ['run', 'build', '-w', workspace.name], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const progress = quiet
      ? setInterval(() => say(`${workspace.name}: still building, ${Math.round((Date.now() - started) / 1000)} s so far`), PROGRESS_EVERY_MS)
      : null;
    child.on('close', (code) => {
      if (progress) clearInterval(progress);
      if (code !== 0 && quiet) process.stdout.write(output);
      resolvePromise(code ?? 1);
    });
  });
}

async function main(argv) {
  const force = argv.includes('--force');
  const rootIndex = argv.indexOf('--root');
  const root = rootIndex >= 0 ? resolve(argv[rootIndex + 1]) : resolve(__dirname, '..', '..');
  const stale = WORKSPACES.filter((workspace) => force || lastBuildHash(root, workspace) !== inputsHash(root, workspace, process.env));
  if (!force && stale.length > 0) {
    say(
      `Building ${stale.map((workspace) => WHAT[workspace.name]).join(' and ')}: on a first start about 1 minute on 2 cores; ` +
        'later starts rebuild only what changed.',
    );
  }
  for (const workspace of WORKSPACES) {
    const started = Date.now();
    const hash = inputsHash(root, workspace, process.env);
    if (!force && lastBuildHash(root, workspace) === hash) {
      say(`${workspace.name}: unchanged since its last build, not rebuilt (checked in ${Date.now() - started} ms)`);
      continue;
    }
    say(`${workspace.name}: ${force ? 'building' : 'inputs changed since its last build, building'}`);
    const status = await runBuild(root, workspace, !force);
    if (status !== 0) {
      say(`${workspace.name}: the build failed`);
      return status;
    }
    // Written only after a successful build, with the inputs as they were when it started.
    writeFileSync(stampFile(root, workspace), `${JSON.stringify({ inputs: hash, builtAt: new Date().toISOString() })}\n`);
    say(`${workspace.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return 0;
}

main(process.argv.slice(2)).then((code) => (process.exitCode = code));
