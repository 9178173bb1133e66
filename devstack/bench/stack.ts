/**
 * Local stack bench, as a user runs it: `node scripts/start.mjs` (builds first if stale) until the
 * ready line, on ephemeral ports with a fresh data folder:
 *  - start to ready, first start (seeds the demo city) and second start (data kept);
 *  - total RSS of the stack's processes (main + Functions worker) after 5 s idle;
 *  - CPU seconds the stack's processes used until ready (a load-independent figure: wall times on a
 *    shared machine mostly measure the other work), and the machine's load average;
 *  - time from SIGINT to exit.
 * Target: `npm start` to ready ≤ 15 s, both starts; exits 1 when missed (scripts/bench-targets.mjs).
 * Run: npx tsx devstack/bench/stack.ts   (the build step is reported separately from the start)
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTarget } from '../../scripts/bench-targets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'brunchers-bench-'));
const ports = ['firestore', 'auth', 'functions', 'storage', 'stripe', 'web'].map(
  (name) => `--port-${name}=0`,
);

/** pid and all its descendants. */
function processTree(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, parent] of rows) {
      if (!tree.has(parent) || tree.has(p)) continue;
      tree.add(p);
      grew = true;
    }
  }
  return [...tree];
}

/** Resident memory (MB) and CPU time used so far (s) by a process tree, from /proc. */
function treeUsage(pid: number): { rssMb: number; cpuSeconds: number } {
  const pageKb = 4;
  const ticksPerSecond = 100;
  let rssKb = 0;
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      // Fields after the command name: state ppid ... utime(14) stime(15) ... rss(24), counted from 1.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      rssKb += Number(fields[21]) * pageKb;
    } catch {
      // exited meanwhile
    }
  }
  return { rssMb: rssKb / 1024, cpuSeconds: ticks / ticksPerSecond };
}

async function run(label: string): Promise<void> {
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--data-dir', dataDir, ...ports], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl-C stops everything')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`start.mjs exited with ${code}:\n${output}`)));
  });
  const ready = performance.now() - began;
  const { cpuSeconds } = treeUsage(child.pid!);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const { rssMb } = treeUsage(child.pid!);
  const stopBegan = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
  const stop = performance.now() - stopBegan;
  console.log(
    `${label.padEnd(30)} ready ${(ready / 1000).toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)})   idle RSS ${rssMb.toFixed(0)} MB   stop ${stop.toFixed(0)} ms`,
  );
  checkTarget(`npm start to ready, ${label}`, ready / 1000, { max: 15, unit: 's' });
}

try {
  // Bring builds up to date first so the start figures measure the start alone.
  const built = performance.now();
  const warmup = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (warmup.status !== 0) throw new Error('build failed');
  console.log(`builds brought up to date in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  await run('first start (seeds demo data)');
  await run('second start (data kept)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
