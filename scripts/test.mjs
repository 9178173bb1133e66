#!/usr/bin/env node
// `npm test`: every workspace's tests in dependency order, then the browser suite.
// Each step runs even when an earlier one failed, so one run reports everything; exit code is the worst.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const steps = [
  ['model', ['npm', 'test', '-w', 'model']],
  ['emulator', ['npm', 'test', '-w', 'emulator']],
  ['functions', ['npm', 'test', '-w', 'functions']],
  ['rules-tests', ['npm', 'test', '-w', 'rules-tests']],
  ['web', ['npm', 'test', '-w', 'web']],
  ['e2e', ['npm', 'test', '-w', 'e2e']],
];

const results = [];
for (const [name, [cmd, ...args]] of steps) {
  const pkg = JSON.parse(readFileSync(`${name}/package.json`, 'utf8'));
  if (!pkg.scripts?.test || !existsSync(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
