#!/usr/bin/env node
// `npm run bench -w emulator`: runs every benchmark of the local platform in turn; each prints its figures.
import { spawnSync } from 'node:child_process';

const benches = ['firestore', 'rules', 'webchannel', 'stripe', 'stack', 'table-plan'];
let failed = 0;
for (const name of benches) {
  console.log(`\n=== bench: ${name} ===`);
  const { status } = spawnSync('npx', ['tsx', `bench/${name}.ts`], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
