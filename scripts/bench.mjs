#!/usr/bin/env node
// `npm run bench`: each workspace's `bench` script in turn (its output passed through), then a
// summary of every target met or missed (the benches' "[target]" lines, scripts/bench-targets.mjs)
// and of the benches that failed. Exits 1 when a target was missed or a bench failed.
// `npm run bench -- --only emulator,functions` runs only those workspaces. The stack-based benches
// use fixed ports: run it in a private network namespace (docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { targetLines } from './bench-targets.mjs';

const ROOT = join(import.meta.dirname, '..');
const { only } = parseArgs({ options: { only: { type: 'string' } } }).values;
/** @type {string[]} */
const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
const chosen = workspaces.filter((name) => {
  const scripts = JSON.parse(readFileSync(join(ROOT, name, 'package.json'), 'utf8')).scripts ?? {};
  return scripts.bench && (!only || only.split(',').includes(name));
});

/** @param {string} workspace @returns {Promise<{ code: number; output: string }>} */
function run(workspace) {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'bench', '-w', workspace], {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.once('error', fail);
    child.once('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** @type {{ workspace: string; code: number; met: string[]; missed: string[] }[]} */
const results = [];
for (const workspace of chosen) {
  console.log(`\n##### bench: ${workspace} #####`);
  const { code, output } = await run(workspace);
  results.push({ workspace, code, ...targetLines(output) });
}

const met = results.reduce((sum, r) => sum + r.met.length, 0);
const missed = results.reduce((sum, r) => sum + r.missed.length, 0);
console.log(`\n##### bench summary: ${met} target(s) met, ${missed} missed #####`);
for (const r of results) {
  console.log(
    `${r.workspace.padEnd(10)} ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}: ${r.met.length} met, ${r.missed.length} missed`,
  );
  for (const line of r.missed) console.log(`  MISSED ${line}`);
}
process.exit(results.some((r) => r.code !== 0) || missed > 0 ? 1 : 0);
