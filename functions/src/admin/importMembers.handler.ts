// importMembers (admin, issue 39 item 8): the owner's CSV of members. Every row is checked again
// here (the model's memberImportRowSchema) and then classified: create, or skip because it is
// invalid, repeats an earlier line's address, or names an existing account. A dry run answers
// that and writes nothing. The real run creates, per row, the Auth user (no password), the
// profiles through sign-up's own path (memberProfiles.ts), and the invitation mail in the outbox
// (mail/member_invite_{uid}: a reset link to choose a password, made when sending); with
// marketing consent "yes", a pending newsletter sign-up (its double opt-in mail asks the member).
// The default role is the plain member: no user_roles document.
//
// Re-runs are idempotent: an account that exists is skipped, and one an interrupted run left
// half-made (no sign-in method yet, its profile or invitation missing) is completed, so
// nothing is lost and nobody gets a second invitation. The lookups go at once (100 addresses a
// call), the new accounts in one Auth call, their documents in batches of 120 rows, three at
// once (functions/bench/import-members.ts; the log line gives each phase's time).

import {
  checkMemberImportRow,
  COLLECTIONS,
  importMembersInputSchema,
  mailIds,
  MEMBER_INVITED_CLAIM,
  newsletterSignupId,
  returnOrigin,
  type ImportMembersOutput,
  type ImportProblem,
  type MemberImportResultRow,
  type MemberImportRow,
} from '@brunchers/model';
import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { requestOrigin, requireAdmin, type CallRequest } from '../lib/caller.js';
import { cleanMessage } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';
import { mailRef, newAccountMail } from '../mail/outbox.js';
import {
  memberProfileDocs,
  memberProfileRefs,
  prepareMemberProfilesIn,
} from '../profiles/memberProfiles.js';
import type { AdminDeps } from './deps.js';

/** Auth's getUsers takes at most 100 identifiers a call. */
const LOOKUP_CHUNK = 100;
/** Rows created at once: enough to hide latency, few enough for Auth's and Firestore's limits. */
const IN_FLIGHT = 8;
/** Rows a batch writes: four documents at most each, within Firestore's 500 writes a commit. */
const WRITE_BATCH_ROWS = 120;
/** Batches committed at once. */
const BATCHES_IN_FLIGHT = 3;

export interface ImportMembersDeps extends AdminDeps {
  /** APP_URL: the app's origins (returnOrigin) the invitation's link may open on. */
  appUrl: string;
}

/** What to do with a valid row, given the account its address may already have. */
type Plan =
  | { kind: 'create'; member: MemberImportRow; existing: UserRecord | null }
  | { kind: 'skip'; reason: 'already_member' | 'already_invited' };

export async function handleImportMembers(
  request: CallRequest,
  deps: ImportMembersDeps,
): Promise<ImportMembersOutput> {
  await requireAdmin(deps.db, request, 'importMembers');
  const { dryRun, rows } = parseInput(importMembersInputSchema, request.data);
  const now = deps.clock();
  const appOrigin = returnOrigin(deps.appUrl, requestOrigin(request));
  const results: MemberImportResultRow[] = [];
  const valid: { line: number; member: MemberImportRow }[] = [];
  const seen = new Set<string>();
  for (const raw of rows) {
    const checked = checkMemberImportRow(raw, now);
    if (!checked.ok) {
      results.push(skip(checked.line, checked.email, 'invalid', checked.problems));
      continue;
    }
    const { email } = checked.member;
    if (seen.has(email)) {
      results.push(skip(checked.line, email, 'duplicate_in_file', []));
      continue;
    }
    seen.add(email);
    valid.push({ line: checked.line, member: checked.member });
  }

  // Every chunk's Auth lookup at once (getUsers takes 100 addresses a call), then the new
  // accounts and their documents: few round trips (issue 39, the bench).
  const started = Date.now();
  const chunks: (typeof valid)[] = [];
  for (let start = 0; start < valid.length; start += LOOKUP_CHUNK)
    chunks.push(valid.slice(start, start + LOOKUP_CHUNK));
  const plans = (
    await Promise.all(
      chunks.map((chunk) =>
        planChunk(
          chunk.map((row) => row.member),
          deps,
        ),
      ),
    )
  ).flat();
  const todo: { line: number; member: MemberImportRow; existing: UserRecord | null }[] = [];
  valid.forEach((row, index) => {
    const plan = plans[index]!;
    if (plan.kind === 'skip') results.push(skip(row.line, row.member.email, plan.reason, []));
    else if (dryRun) results.push(created(row.line, row.member.email));
    else todo.push({ line: row.line, member: plan.member, existing: plan.existing });
  });
  const planned = Date.now();
  const fresh = todo.filter((row) => !row.existing);
  const resumed = todo.filter((row) => row.existing);
  results.push(...(await createFresh(fresh, appOrigin, deps)));
  await inBatches(resumed, IN_FLIGHT, async (row) => {
    try {
      await completeMember(row.member, row.existing!.uid, appOrigin, deps);
      results.push(created(row.line, row.member.email));
    } catch (error) {
      results.push(failed(row.line, row.member.email, [failureProblem(error)]));
    }
  });

  results.sort((a, b) => a.line - b.line);
  const counts = {
    create: results.filter((row) => row.outcome === 'create').length,
    skip: results.filter((row) => row.outcome === 'skip').length,
    failed: results.filter((row) => row.outcome === 'failed').length,
  };
  logs.membersImported(dryRun, counts.create, counts.skip, counts.failed, {
    lookupMs: planned - started,
    createMs: Date.now() - planned,
  });
  return { dryRun, rows: results, counts };
}

function skip(
  line: number,
  email: string,
  reason: MemberImportResultRow['reason'],
  problems: ImportProblem[],
): MemberImportResultRow {
  return { line, email, outcome: 'skip', reason, problems };
}

function created(line: number, email: string): MemberImportResultRow {
  return { line, email, outcome: 'create', reason: null, problems: [] };
}

function failed(line: number, email: string, problems: ImportProblem[]): MemberImportResultRow {
  return { line, email, outcome: 'failed', reason: null, problems };
}

/** Why a row failed, as the admin reads it (in their language, on the page). */
function failureProblem(error: unknown): ImportProblem {
  const code = (error as { code?: unknown }).code;
  if (code === 'auth/email-already-exists' || code === 'auth/uid-already-exists')
    return { key: 'createdMeanwhile' };
  if (error instanceof DateOfBirthDiffers) return { key: 'dateOfBirthDiffers' };
  // Anything else is the service's own words (no personal data: cleanMessage).
  return {
    key: 'notCreated',
    values: [cleanMessage(error instanceof Error ? error.message : String(error))],
  };
}

class DateOfBirthDiffers extends Error {
  constructor() {
    super('This account already has a different date of birth.');
  }
}

/**
 * One Auth lookup for the chunk, then the profiles and invitations of the accounts an import may
 * have left half-made (no sign-in method yet).
 */
async function planChunk(members: MemberImportRow[], deps: AdminDeps): Promise<Plan[]> {
  const { users } = await deps.auth.getUsers(members.map((member) => ({ email: member.email })));
  const byEmail = new Map(users.map((user) => [user.email?.toLowerCase() ?? '', user]));
  // No sign-in method at all (an import creates none; choosing a password adds one): nobody has
  // used it. (lastSignInTime cannot tell: the local Auth sets it at creation.)
  const unused = users.filter((user) => user.providerData.length === 0);
  const made = new Map<string, { profile: boolean; invited: boolean }>();
  if (unused.length > 0) {
    const refs = unused.flatMap((user) => [
      memberProfileRefs(deps.db, user.uid).publicRef,
      mailRef(deps.db, mailIds.memberInvite(user.uid)),
    ]);
    const docs = await deps.db.getAll(...refs);
    unused.forEach((user, index) =>
      made.set(user.uid, {
        profile: docs[2 * index]!.exists,
        invited: docs[2 * index + 1]!.exists,
      }),
    );
  }
  return members.map((member): Plan => {
    const existing = byEmail.get(member.email);
    if (!existing) return { kind: 'create', member, existing: null };
    const state = made.get(existing.uid);
    if (!state) return { kind: 'skip', reason: 'already_member' };
    if (state.profile && state.invited) return { kind: 'skip', reason: 'already_invited' };
    return { kind: 'create', member, existing };
  });
}

/**
 * New addresses: one Auth call creates their accounts (fresh uids, no password; importUsers
 * takes 1,000, the most rows an import has), then batches of WRITE_BATCH_ROWS rows, a few at
 * once, write their profiles (sign-up's documents), invitations and pending newsletter
 * sign-ups. A row Auth refuses fails alone; if a batch fails, its accounts exist without
 * profiles, and a re-run completes them (completeMember).
 */
async function createFresh(
  rows: { line: number; member: MemberImportRow }[],
  appOrigin: string,
  { db, auth, clock }: ImportMembersDeps,
): Promise<MemberImportResultRow[]> {
  if (rows.length === 0) return [];
  const results: MemberImportResultRow[] = [];
  const withUid = rows.map((row) => ({ ...row, uid: randomBytes(21).toString('base64url') }));
  const imported = await auth.importUsers(
    withUid.map((row) => ({
      uid: row.uid,
      email: row.member.email,
      displayName: row.member.first_name,
      emailVerified: false,
      // They accept the terms at their first sign-in (the app asks while the claim is there).
      customClaims: { [MEMBER_INVITED_CLAIM]: true },
    })),
  );
  const refused = new Map(imported.errors.map((error) => [error.index, error.error]));
  const made = withUid.filter((row, index) => {
    const error = refused.get(index);
    if (error) results.push(failed(row.line, row.member.email, [failureProblem(error)]));
    return !error;
  });
  if (made.length === 0) return results;
  const consenting = made.filter((row) => row.member.marketing_consent);
  const signupRefs = consenting.map((row) => signupRef(db, row.member.email));
  const signups = signupRefs.length > 0 ? await db.getAll(...signupRefs) : [];
  const newSignups = new Set(signups.filter((signup) => !signup.exists).map((doc) => doc.id));
  const parts: (typeof made)[] = [];
  for (let start = 0; start < made.length; start += WRITE_BATCH_ROWS)
    parts.push(made.slice(start, start + WRITE_BATCH_ROWS));
  // A few commits at once: measured faster than one after the other (docs/benchmarks.md).
  await inBatches(parts, BATCHES_IN_FLIGHT, async (part) => {
    const batch = db.batch();
    for (const row of part) {
      const refs = memberProfileRefs(db, row.uid);
      const docs = memberProfileDocs(row.uid, memberDetails(row.member));
      batch.create(refs.publicRef, docs.newPublic);
      batch.set(refs.privateRef, docs.private, { merge: true });
      batch.create(
        mailRef(db, mailIds.memberInvite(row.uid)),
        invitation(row.member, row.uid, appOrigin, clock),
      );
      // Each address is once in the file, so one row at most creates a sign-up.
      const signup = row.member.marketing_consent ? signupRef(db, row.member.email) : null;
      if (signup && newSignups.has(signup.id)) batch.create(signup, pendingSignup(signup.id));
    }
    try {
      await batch.commit();
      for (const row of part) results.push(created(row.line, row.member.email));
    } catch (error) {
      const problems = [failureProblem(error), { key: 'notFinished' } as const];
      for (const row of part) results.push(failed(row.line, row.member.email, problems));
    }
  });
  return results;
}

const memberDetails = (member: MemberImportRow) => ({
  firstName: member.first_name,
  dateOfBirth: member.date_of_birth,
  locale: member.locale,
});

const signupRef = (db: Firestore, email: string) =>
  db.collection(COLLECTIONS.newsletterSignups).doc(newsletterSignupId(email));

// In the CSV's language for the member, when it gives one (issue 37).
const invitation = (member: MemberImportRow, uid: string, appOrigin: string, clock: () => Date) =>
  newAccountMail(
    {
      kind: 'member_invite',
      userId: uid,
      to: null,
      appOrigin,
      ...(member.locale ? { locale: member.locale } : {}),
    },
    clock(),
  );

// Consent from a list is a claim, not a confirmation: the double opt-in asks the member.
const pendingSignup = (id: string) => ({
  email: id,
  status: 'pending',
  created_at: FieldValue.serverTimestamp(),
});

/** An account an interrupted run left half-made: its profiles and invitation, if missing. */
async function completeMember(
  member: MemberImportRow,
  uid: string,
  appOrigin: string,
  { db, clock }: ImportMembersDeps,
): Promise<void> {
  const inviteRef = mailRef(db, mailIds.memberInvite(uid));
  await db.runTransaction(async (tx) => {
    const write = await prepareMemberProfilesIn(tx, db, uid, memberDetails(member));
    const [invite, signup] = await Promise.all([
      tx.get(inviteRef),
      member.marketing_consent ? tx.get(signupRef(db, member.email)) : Promise.resolve(null),
    ]);
    if (write === 'date_of_birth_differs') throw new DateOfBirthDiffers();
    write();
    if (!invite.exists) tx.create(inviteRef, invitation(member, uid, appOrigin, clock));
    if (signup && !signup.exists) tx.create(signup.ref, pendingSignup(signup.id));
  });
}

/** Runs `work` over `items`, at most `size` at once. */
async function inBatches<T>(
  items: T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
