// A member's roles (admin, partner). The roles trigger mirrors user_roles into the ID token's
// custom claims ({ role, roles }); the app reads the claims and, whenever the member's user_roles
// documents change, forces a token refresh so a grant or revocation shows without signing out.
// The role documents count too (the rules accept either), so a fresh grant shows before the
// refreshed token arrives; a revocation shows once the refreshed token drops the claim.
import { COLLECTIONS, MEMBER_INVITED_CLAIM, ROLES, type Role } from '@brunchers/model';
import type { User } from 'firebase/auth';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export type RolesState =
  { status: 'loading' } | { status: 'ready'; roles: ReadonlySet<Role>; invited?: boolean };

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The roles a token's claims grant: `roles` (list) and `role` (the highest). */
export function rolesFromClaims(claims: Record<string, unknown>): Role[] {
  const listed = Array.isArray(claims.roles) ? claims.roles.filter(isRole) : [];
  return isRole(claims.role) ? [...new Set([claims.role, ...listed])] : listed;
}

/** How long after a role document change the token is refreshed once more (the mirror is async). */
const SECOND_REFRESH_MS = 3000;

export function useRoles(user: User | null): RolesState {
  const db = useFirestore();
  const [claimRoles, setClaimRoles] = useState<{
    uid: string;
    roles: Role[];
    invited?: boolean;
  } | null>(null);
  const [docRoles, setDocRoles] = useState<{ uid: string; roles: Role[] } | null>(null);

  // Claims of the current token (this hook re-runs when the session hands a refreshed user).
  useEffect(() => {
    if (!user) return;
    let live = true;
    user
      .getIdTokenResult()
      .then(
        (token) =>
          live &&
          setClaimRoles({
            uid: user.uid,
            roles: rolesFromClaims(token.claims),
            // An account the owner's CSV import made (CompleteProfilePrompt asks for the terms).
            invited: token.claims[MEMBER_INVITED_CLAIM] === true,
          }),
      )
      .catch((error: unknown) => {
        console.warn('Could not read role claims', error);
        if (live) setClaimRoles({ uid: user.uid, roles: [] });
      });
    return () => {
      live = false;
    };
  }, [user]);

  // The member's role documents: a change forces a token refresh (now and once the mirror ran).
  useEffect(() => {
    if (!user) return;
    const mine = query(collection(db, COLLECTIONS.userRoles), where('user_id', '==', user.uid));
    let known: string | null = null;
    let timer: number | undefined;
    const unsubscribe = onSnapshot(
      mine,
      // With metadata changes: when this query was listened to before (the shell remounts between
      // route trees), the SDK raises the cached result first and the server's answer only as a
      // metadata change, which would otherwise never arrive here.
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        const roles = snapshot.docs.map((row) => row.get('role')).filter(isRole);
        const key = [...roles].sort().join(',');
        setDocRoles({ uid: user.uid, roles });
        if (known === null || known === key) {
          known = key;
          return;
        }
        known = key;
        const refresh = () =>
          user
            .getIdToken(true)
            .catch((error: unknown) => console.warn('Token refresh failed', error));
        void refresh();
        window.clearTimeout(timer);
        timer = window.setTimeout(refresh, SECOND_REFRESH_MS);
      },
      (error) => {
        console.warn('Could not read roles', error);
        setDocRoles({ uid: user.uid, roles: [] });
      },
    );
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [db, user]);

  if (!user) return { status: 'ready', roles: new Set() };
  if (claimRoles?.uid !== user.uid || docRoles?.uid !== user.uid) return { status: 'loading' };
  return {
    status: 'ready',
    roles: new Set([...claimRoles.roles, ...docRoles.roles]),
    invited: claimRoles.invited,
  };
}
