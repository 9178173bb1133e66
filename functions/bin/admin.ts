// `npm run admin -- open-conversations [--project <id>]`: opens the conversation of every match
// made before conversations existed (issue 38; idempotent, run once after deploying them).
// `npm run admin -- rebuild-reports [--project <id>]`: the console's reports rebuilt from every
// booking, attendance and membership (issue 39 item 5; once after deploying their triggers, or to
// repair a figure).
// `npm run admin -- grant|revoke <email> [--role admin|partner] [--project <id>]`: the first admin
// (and any later change) without a hand-written database document. It writes the role exactly as
// setUserRole does — user_roles and its role_audit record in one transaction (changeRoleIn), then
// the custom claims (handleRolesChanged, which the mirrorRoles trigger also runs) — audited with
// `by: 'admin-command'`.
// Credentials: firebase-admin's usual ones (GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth
// application-default login`), the project from --project, GCLOUD_PROJECT or .firebaserc. With
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set it works on the local stack
// (`npm start` prints the line).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ROLES, type Role } from '@brunchers/model';
import { openMissingConversations } from '../src/connections/openConversation.handler.js';
import { rebuildReports } from '../src/reports/rebuildReports.js';
import { handleRolesChanged } from '../src/roles/mirrorRoles.handler.js';
import { changeRoleIn } from '../src/roles/roleChange.js';

/** Who the audit names for changes made with this command. */
export const ADMIN_COMMAND_AUDIT_BY = 'admin-command';

const USAGE =
  'Usage: npm run admin -- grant|revoke <email> [--role admin|partner] [--project <id>]\n' +
  '       npm run admin -- open-conversations [--project <id>]\n' +
  '       npm run admin -- rebuild-reports [--project <id>]';

function defaultProject(): string | undefined {
  try {
    const rc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8')) as {
      projects?: { default?: string };
    };
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

export async function runAdminCommand(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string', default: 'admin' }, project: { type: 'string' } },
  });
  const [action, email] = positionals;
  const backfill = action === 'open-conversations' || action === 'rebuild-reports';
  if (!backfill && ((action !== 'grant' && action !== 'revoke') || !email)) throw new Error(USAGE);
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
  if (!projectId) throw new Error('No project: pass --project <id> or set GCLOUD_PROJECT.');
  if (action === 'rebuild-reports') return rebuildReportsCommand(projectId);
  if (backfill) return openConversationsCommand(projectId);
  if (!email) throw new Error(USAGE);

  const app = initializeApp({ projectId }, `admin-command-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
      throw new Error(
        error.code === 'auth/user-not-found'
          ? `No account with the e-mail ${email} in ${projectId}: sign up first.`
          : `Could not look up ${email}: ${String((error as Error).message ?? error)}`,
      );
    });
    const granted = action === 'grant';
    const changed = await db.runTransaction((tx) =>
      changeRoleIn(tx, db, {
        uid: user.uid,
        role,
        granted,
        by: ADMIN_COMMAND_AUDIT_BY,
        now: new Date(),
      }),
    );
    // At once rather than when the trigger runs: the member sees it on their next token refresh.
    await handleRolesChanged(db, auth, user.uid);
    const done = granted ? `granted ${role} to` : `revoked ${role} from`;
    return changed
      ? `${projectId}: ${done} ${email} (uid ${user.uid}); recorded in role_audit.`
      : `${projectId}: ${email} ${granted ? 'already has' : 'does not have'} the ${role} role; nothing changed.`;
  } finally {
    await deleteApp(app);
  }
}

async function openConversationsCommand(projectId: string): Promise<string> {
  const app = initializeApp({ projectId }, `admin-command-${Date.now()}`);
  try {
    const { matches, opened } = await openMissingConversations(getFirestore(app));
    return `${projectId}: ${matches} matches, ${opened} conversations opened.`;
  } finally {
    await deleteApp(app);
  }
}

async function rebuildReportsCommand(projectId: string): Promise<string> {
  const app = initializeApp({ projectId }, `admin-command-${Date.now()}`);
  try {
    const done = await rebuildReports({ db: getFirestore(app), clock: () => new Date() });
    return (
      `${projectId}: reports rebuilt from ${done.bookings} bookings, ${done.attendances} ` +
      `attendances and ${done.memberships} memberships (${done.documents} documents).`
    );
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  runAdminCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
