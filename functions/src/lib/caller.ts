// Who is calling a callable, and the checks on it. An admin is a member who holds the
// user_roles/{uid}_admin document now. The `role` claim mirrored into tokens (roles/mirrorRoles.ts)
// is not trusted here: an ID token keeps it for up to an hour after a revocation, and onCall has no
// verifyIdToken(token, checkRevoked); reading the role document on every call is that check.

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, userRoleId } from '@brunchers/model';
import { fail } from './errors.js';
import { logs } from './logs.js';

export interface CallerAuth {
  uid: string;
  token: { email?: string; role?: unknown; [claim: string]: unknown };
}

/** What handlers need from a callable request (firebase-functions' CallableRequest fits it). */
export interface CallRequest {
  data: unknown;
  auth?: CallerAuth | null;
  /** The HTTP request (firebase-functions' rawRequest), for the caller's address and Origin. */
  rawRequest?: { ip?: string; headers: Record<string, string | string[] | undefined> };
}

/** The browser's Origin header of the call (untrusted: check it against an allow-list). */
export function requestOrigin(request: CallRequest): string | null {
  const origin = request.rawRequest?.headers.origin;
  return typeof origin === 'string' ? origin : null;
}

export function requireSignedIn(request: CallRequest): CallerAuth {
  if (!request.auth?.uid) fail('unauthenticated', 'Please sign in to continue.');
  return request.auth;
}

export async function isAdmin(db: Firestore, auth: CallerAuth): Promise<boolean> {
  const role = await db.collection(COLLECTIONS.userRoles).doc(userRoleId(auth.uid, 'admin')).get();
  return role.exists && role.get('role') === 'admin' && role.get('user_id') === auth.uid;
}

export async function requireAdmin(
  db: Firestore,
  request: CallRequest,
  action: string,
): Promise<CallerAuth> {
  const auth = requireSignedIn(request);
  if (!(await isAdmin(db, auth))) {
    logs.adminDenied(auth.uid, action);
    fail('permission-denied', 'Only admins can do this.');
  }
  return auth;
}
