// Bench (issue 39 item 8): importMembers with MEMBER_IMPORT_MAX_ROWS (1,000) rows, over HTTP
// through the Functions host as the console calls it: the dry run, then the real run (Auth users,
// profiles, invitations; the outbox trigger sends the mails meanwhile, as it would). Target: the
// real run within 60 s, a callable's default time-out (the function allows 300 s). Prints the
// figures and a [target] line each; exits 1 on a miss. Run: npx tsx functions/bench/import-members.ts [rows]

import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  MEMBER_IMPORT_MAX_ROWS,
  userRoleId,
  type ImportMembersOutput,
} from '@brunchers/model';
import { startStack } from '../test/support/stack.js';
import { callCallable, unsignedIdToken } from '../test/support/fixtures.js';
import { checkTarget } from '../../scripts/bench-targets.mjs';

const ROWS = Number(process.argv[2] ?? MEMBER_IMPORT_MAX_ROWS);
const TARGET_MS = 60_000;

execFileSync(process.execPath, [fileURLToPath(new URL('../build.mjs', import.meta.url))], {
  stdio: 'inherit',
});
const stack = await startStack({ host: true, auth: true });
try {
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId('boss', 'admin'))
    .set({ user_id: 'boss', role: 'admin' });
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    line: i + 2,
    email: `member.${i}@example.org`,
    first_name: `Member ${i}`,
    date_of_birth: `${1960 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
    marketing_consent: i % 3 === 0 ? 'yes' : '',
  }));
  const token = unsignedIdToken('boss', { role: 'admin' });
  const call = async (dryRun: boolean) => {
    const started = performance.now();
    const answer = await callCallable(stack.functionUrl('importMembers'), { dryRun, rows }, token);
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`importMembers answered ${answer.status}`);
    const counts = (answer.result as ImportMembersOutput).counts;
    return { ms, counts };
  };
  const load = loadavg()[0]!.toFixed(1);
  const dry = await call(true);
  const real = await call(false);
  const again = await call(false);
  console.log(`rows: ${ROWS}, load at start: ${load}`);
  console.log(`dry run: ${Math.round(dry.ms)} ms`, dry.counts);
  console.log(`real run: ${Math.round(real.ms)} ms`, real.counts);
  console.log(`re-run (all skipped): ${Math.round(again.ms)} ms`, again.counts);
  checkTarget('importMembers real run, 1,000 rows', Math.round(real.ms), {
    max: TARGET_MS,
    unit: 'ms',
  });
  checkTarget('rows not created exactly once', ROWS - real.counts.create + again.counts.create, {
    max: 0,
  });
} finally {
  await stack.close();
}
