// `npm run predeploy:check -- [--project <id>] [--secrets-file <file>]` (firebase.json runs it
// before every functions deploy with the target project): fails, naming each problem, when a
// function parameter or secret has no value for the project, the Stripe events handled and
// enabled differ, a rules file does not compile, hosting lacks its security headers, or a query in
// functions/ or web/ needs a composite index firestore.indexes.json lacks (query-scan.ts says
// what that static scan sees; the queries it cannot follow are listed).
// Secrets live in Secret Manager, which is not readable offline: give their names in
// DEPLOY_SECRETS (comma-separated) or a file (one per line), e.g.
//   gcloud secrets list --project <id> --format='value(name)' > .secrets.txt
// Without a list the secrets are not checked here (firebase deploy refuses a missing one itself).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as model from '@brunchers/model';
import { STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import { parseDotEnv } from './dotenv.js';
import {
  checkHostingHeaders,
  checkParams,
  checkQueryIndexes,
  checkRules,
  checkStripeEvents,
  type ParamSpec,
} from './preflight.js';
import { scanQueries, sourceFiles } from './query-scan.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const readEnvFile = (path: string) =>
  existsSync(new URL(path, root)) ? parseDotEnv(read(path)) : {};

const { values } = parseArgs({
  options: { project: { type: 'string' }, 'secrets-file': { type: 'string' } },
});
const firebaserc = JSON.parse(read('.firebaserc')) as { projects?: { default?: string } };
const project = values.project || process.env.GCLOUD_PROJECT || firebaserc.projects?.default;
if (!project) {
  console.error('predeploy:check: no project (--project <id>, GCLOUD_PROJECT or .firebaserc)');
  process.exit(1);
}

// Declaring the parameters is all config.ts does; firebase-functions lists them globally.
await import('../src/lib/config.js');
const { HANDLED_STRIPE_EVENTS } = await import('../src/checkout/stripeWebhook.handler.js');
const declared = (globalThis as Record<symbol, unknown>)[
  Symbol.for('firebase-functions:params:declaredParams')
] as Array<{ toSpec(): ParamSpec }>;

const secretsText = values['secrets-file']
  ? readFileSync(values['secrets-file'], 'utf8')
  : process.env.DEPLOY_SECRETS?.replace(/,/g, '\n');
const secretNames = secretsText
  ? new Set(
      secretsText
        .split('\n')
        .map((line) => line.trim().split('/').pop()!)
        .filter(Boolean),
    )
  : null;

const firebaseJson = JSON.parse(read('firebase.json')) as {
  hosting?: object;
  firestore?: { indexes?: string };
};
const scan = scanQueries(sourceFiles(fileURLToPath(root), ['functions/src', 'web/src']), model);
const problems = [
  ...checkParams(
    declared.map((param) => param.toSpec()),
    project,
    { ...readEnvFile('functions/.env'), ...readEnvFile(`functions/.env.${project}`) },
    secretNames,
  ),
  ...checkStripeEvents(HANDLED_STRIPE_EVENTS, STRIPE_WEBHOOK_EVENTS),
  ...checkRules([
    { name: 'firestore.rules', source: read('firestore.rules') },
    { name: 'storage.rules', source: read('storage.rules') },
  ]),
  ...checkHostingHeaders(firebaseJson.hosting),
  ...checkQueryIndexes(
    scan.queries,
    JSON.parse(read(firebaseJson.firestore?.indexes ?? 'firestore.indexes.json')) as object,
    project,
  ),
];
// The privacy registry's run-time single-field queries (query-scan.ts) need the automatic
// single-field indexes: a field override could turn one off.
const indexOverrides = (
  JSON.parse(read(firebaseJson.firestore?.indexes ?? 'firestore.indexes.json')) as {
    fieldOverrides?: unknown[];
  }
).fieldOverrides;
if (scan.singleField.length > 0 && (indexOverrides ?? []).length > 0)
  problems.push(
    `firestore.indexes.json has fieldOverrides, but ${scan.singleField.length} run-time single-field queries rely on the automatic indexes`,
  );
console.log(
  `predeploy:check: ${scan.queries.length} query shape(s) in functions/ and web/ checked for indexes.`,
);
if (scan.unresolved.length > 0) {
  console.warn(
    `predeploy:check: ${scan.unresolved.length} query(ies) not checked for indexes (built at run time):`,
  );
  for (const q of scan.unresolved) console.warn(`  - ${q.file}:${q.line}: ${q.reason}: ${q.text}`);
}
if (!secretNames)
  console.warn(
    'predeploy:check: secrets not checked (give their names in DEPLOY_SECRETS or --secrets-file)',
  );
if (problems.length > 0) {
  console.error(`predeploy:check found ${problems.length} problem(s) for ${project}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`predeploy:check: ${project} is ready to deploy.`);
