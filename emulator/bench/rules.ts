/**
 * Rules engine throughput: parse time of a realistic ruleset and evaluations per second for the
 * request shapes the local Firestore sees most (single get, list over many documents, update with
 * diff(), a get() lookup). Prints figures; asserts nothing. Run: npx tsx emulator/bench/rules.ts
 */
import {
  evaluate,
  parseRules,
  rv,
  type EvaluationInput,
  type RulesValue,
} from '../src/rules/index.js';

const SOURCE = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isUser(uid) { return signedIn() && request.auth.uid == uid; }
    match /users/{userId} {
      allow read: if signedIn();
      allow update: if isUser(userId)
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['displayName', 'photoUrl']);
    }
    match /venues/{venueId} {
      allow read: if resource.data.published == true || isUser(resource.data.ownerId);
      allow update: if get(/databases/$(database)/documents/venues/$(venueId)/staff/$(request.auth.uid)).data.role == 'owner';
    }
  }
}`;

const DB = '/databases/(default)/documents';
const auth = {
  uid: 'u1',
  token: { sub: 'u1', email: 'u1@example.com', firebase: { sign_in_provider: 'password' } },
};

function doc(path: string, data: Record<string, unknown>): RulesValue {
  return rv.firestoreResource(DB + path, rv.fromJs(data) as Extract<RulesValue, { kind: 'map' }>);
}

function measure(label: string, iterations: number, run: (i: number) => boolean): void {
  for (let i = 0; i < Math.min(1000, iterations); i++) run(i); // warm-up
  const start = process.hrtime.bigint();
  let allowed = 0;
  for (let i = 0; i < iterations; i++) if (run(i)) allowed++;
  const ns = Number(process.hrtime.bigint() - start);
  const perSecond = Math.round((iterations / ns) * 1e9);
  console.log(
    `${label.padEnd(44)} ${perSecond.toLocaleString('en').padStart(12)} evals/s  ${(ns / iterations / 1000).toFixed(2)} µs/eval  (${allowed}/${iterations} allowed)`,
  );
}

const parseRuns = 200;
const parseStart = process.hrtime.bigint();
for (let i = 0; i < parseRuns; i++) parseRules(SOURCE);
console.log(
  `parse realistic ruleset: ${(Number(process.hrtime.bigint() - parseStart) / parseRuns / 1e6).toFixed(3)} ms`,
);

const rs = parseRules(SOURCE);
const base: Omit<EvaluationInput, 'method' | 'path'> = {
  service: 'cloud.firestore',
  auth,
  time: new Date(),
  resource: null,
};

const created = new Date();
const profile = doc('/users/u1', {
  displayName: 'Ada',
  photoUrl: 'x',
  role: 'member',
  createdAt: created,
});
const renamed = doc('/users/u1', {
  displayName: 'Ada L.',
  photoUrl: 'x',
  role: 'member',
  createdAt: created,
});
const venues = Array.from({ length: 1000 }, (_, i) =>
  doc(`/venues/v${i}`, {
    published: i % 2 === 0,
    ownerId: i % 3 === 0 ? 'u1' : 'u2',
    name: `Venue ${i}`,
  }),
);
const staff = doc('/venues/v1/staff/u1', { role: 'owner' });
const lookup = { get: (p: string) => (p === `${DB}/venues/v1/staff/u1` ? staff : null) };

measure(
  'get /users/{id} (signedIn)',
  200_000,
  () => evaluate(rs, { ...base, method: 'get', path: `${DB}/users/u2` }).allowed,
);
measure(
  'list /venues over 1000 docs (per document)',
  200_000,
  (i) =>
    evaluate(rs, {
      ...base,
      method: 'list',
      path: `${DB}/venues/v${i % 1000}`,
      resource: venues[i % 1000] as RulesValue,
    }).allowed,
);
measure(
  'update /users/{id} with diff().hasOnly()',
  100_000,
  () =>
    evaluate(rs, {
      ...base,
      method: 'update',
      path: `${DB}/users/u1`,
      resource: profile,
      requestResource: renamed,
    }).allowed,
);
measure(
  'update /venues/{id} with get() lookup',
  100_000,
  () =>
    evaluate(rs, {
      ...base,
      method: 'update',
      path: `${DB}/venues/v1`,
      resource: venues[1] as RulesValue,
      lookup,
    }).allowed,
);
measure(
  'denied (error path, missing field)',
  100_000,
  () =>
    evaluate(rs, {
      ...base,
      method: 'list',
      path: `${DB}/venues/x`,
      resource: doc('/venues/x', {}),
    }).allowed,
);
