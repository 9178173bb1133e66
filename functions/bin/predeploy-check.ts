// `npm run predeploy:check -- [--project <id>] [--secrets-file <file>]` (firebase.json runs it
// before every functions deploy with the target project): fails, naming each problem, when a
// function parameter or secret has no value for the project, the Stripe events handled and
// enabled differ, a rules file does not compile, or hosting lacks its security headers.
// Secrets live in Secret Manager, which is not readable offline: give their names in
// DEPLOY_SECRETS (comma-separated) or a file (one per line), e.g.
//   gcloud secrets list --project <id> --format='value(name)' > .secrets.txt
// Without a list the secrets are not checked here (firebase deploy refuses a missing one itself).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import { parseDotEnv } from './dotenv.js';
import {
  checkHostingHeaders,
  checkParams,
  checkRules,
  checkStripeEvents,
  type ParamSpec,
} from './preflight.js';

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

const firebaseJson = JSON.parse(read('firebase.json')) as { hosting?: object };
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
];
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
