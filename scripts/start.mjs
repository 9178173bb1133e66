#!/usr/bin/env node
// `npm start` (and `npm run dev` = `npm start -- --dev`): builds what is out of date, then runs the
// local stack in this process (devstack/dist/main.js) so Ctrl-C stops everything at once.
//   --dev                 Vite dev server + functions rebuild/reload + rules reload (no web build)
//   --google-emulators    Google's Java emulators (Auth, Firestore, Storage, Functions) via firebase-tools
//                         instead of ours; needs Java 21+. Our Stripe stand-in and web server still run.
//   --build-only          bring the builds up to date and exit (tests and benches run this first)
// Any other option goes to the stack (see `npm start -- --help`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const startedAt = Date.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildOnly = process.argv.includes('--build-only');
const args = process.argv.slice(2).filter((arg) => arg !== '--build-only');
const dev = args.includes('--dev');
const stampsFile = join(root, 'devstack/dist/.build-stamps.json');

/** Each build: its inputs, the file it produces, and how to run it. */
const targets = [
  {
    name: 'devstack',
    inputs: ['devstack/src', 'devstack/build.mjs', 'emulator/src', 'model/src'],
    output: 'devstack/dist/main.js',
    command: [
      process.execPath,
      [join(root, 'devstack/build.mjs'), '--quiet'],
      join(root, 'devstack'),
    ],
  },
  {
    name: 'functions',
    inputs: ['functions/src', 'functions/build.mjs', 'functions/package.json', 'model/src'],
    output: 'functions/lib/index.js',
    command: [process.execPath, [join(root, 'functions/build.mjs')], join(root, 'functions')],
  },
  {
    name: 'web',
    skip: dev, // the Vite dev server compiles on demand
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/build',
      'web/vite.config.ts',
      'web/.env.emulators',
      'web/package.json',
      'model/src',
    ],
    // The last file the build writes (web/build/page-meta.ts): app.html, the shell of app paths.
    output: 'web/dist/app.html',
    command: [
      process.execPath,
      [viteBin(), 'build', '--mode', 'emulators', '--logLevel', 'warn'],
      join(root, 'web'),
    ],
  },
];

const stamps = readStamps();
for (const target of targets) {
  if (target.skip) continue;
  const fingerprint = fingerprintOf(target.inputs);
  if (existsSync(join(root, target.output)) && stamps[target.name] === fingerprint) continue;
  const [command, commandArgs, cwd] = target.command;
  const began = Date.now();
  process.stdout.write(`Building ${target.name}... `);
  const result = spawnSync(command, commandArgs, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    console.error(
      `\n${target.name} build failed (exit ${result.status}); fix the error above and run again.`,
    );
    process.exit(1);
  }
  console.log(`done in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  // Stamp with the fingerprint from before the build, so an edit during the build triggers the next one.
  stamps[target.name] = fingerprint;
  writeStamps(stamps);
}

if (buildOnly) process.exit(0);

const { main } = await import(pathToFileURL(join(root, 'devstack/dist/main.js')).href);
try {
  await main({ argv: args, startedAt });
} catch (error) {
  console.error(
    `Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

/** Newest modification time and file count under the inputs: changes when a file is edited, added or removed. */
function fingerprintOf(inputs) {
  let newest = 0;
  let count = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && !entry.startsWith('.tsbuild')) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
      count += 1;
    }
  };
  for (const input of inputs) visit(join(root, input));
  return `${Math.floor(newest)}:${count}`;
}

function readStamps() {
  try {
    return JSON.parse(readFileSync(stampsFile, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamps(value) {
  mkdirSync(dirname(stampsFile), { recursive: true });
  writeFileSync(stampsFile, JSON.stringify(value, null, 2));
}

function viteBin() {
  const require = createRequire(join(root, 'web/package.json'));
  const packageJson = require.resolve('vite/package.json');
  return join(dirname(packageJson), JSON.parse(readFileSync(packageJson, 'utf8')).bin.vite);
}
