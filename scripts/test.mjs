#!/usr/bin/env node
// `npm test`: Chromium first (found, or installed when root, or a stop with the command to run),
// then the type check and lint of the whole repo, every workspace's tests in dependency order,
// then the browser suite.
// Each step runs even when an earlier one failed, so one run reports everything; exit code is the worst.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ensureBrowser } from './browser.mjs';

// The browser first: without Chromium the run would fail at its end, so it stops at once instead
// (or installs it when run as root, as .ci/run does).
const browserReady = ensureBrowser({
  exists: existsSync,
  uid: process.getuid?.(),
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status ?? 1,
  log: (line) => console.error(line),
});
if (!browserReady) process.exit(1);

// Static checks first: they take a minute and catch what no test reaches (a type error in a
// screen no test renders, a hook used conditionally). tsc and eslint each keep one core busy, so
// they run side by side (42 + 41 s one after the other on CI's 2 cores); each one's output is
// kept whole and printed under its own heading.
const staticChecks = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
];

const steps = [
  // The repo's own scripts (no-retry rule, browser check); not a workspace, so its own config.
  ['scripts', ['npx', 'vitest', 'run', '--config', 'scripts/vitest.config.ts']],
  ['model', ['npm', 'test', '-w', 'model']],
  ['emulator', ['npm', 'test', '-w', 'emulator']],
  ['devstack', ['npm', 'test', '-w', 'devstack']],
  ['functions', ['npm', 'test', '-w', 'functions']],
  ['rules-tests', ['npm', 'test', '-w', 'rules-tests']],
  ['web', ['npm', 'test', '-w', 'web']],
  ['e2e', ['npm', 'test', '-w', 'e2e']],
];

/** Runs `[name, command]` with its output collected (stdout and stderr in arrival order). */
function runCollected([name, [cmd, ...args]]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let done = false;
    const finish = (ok, extra = '') => {
      if (done) return;
      done = true;
      resolve({
        name,
        ok,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(chunks).toString() + extra,
      });
    };
    child.on('error', (error) => finish(false, `${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

const results = [];
for (const { output, ...result } of await Promise.all(staticChecks.map(runCollected))) {
  console.log(`\n=== ${result.name} ===`);
  process.stdout.write(output);
  results.push(result);
}

const hasTests = (name) =>
  name === 'scripts' ||
  (existsSync(`${name}/package.json`) &&
    Boolean(JSON.parse(readFileSync(`${name}/package.json`, 'utf8')).scripts?.test));
for (const [name, [cmd, ...args]] of steps.filter(([name]) => hasTests(name))) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
