// /admin/people: who holds the partner and admin roles, finding a member by e-mail to grant or
// revoke one (the admin-only setUserRole callable, audited), and the audit log of role changes
// (role_audit: who, what, whom, before and after, when; server-written, admins read).
import {
  ADMIN_SECTIONS,
  COLLECTIONS,
  formatCityTime,
  grantRoleButton,
  grantRoleLabel,
  PEOPLE_TEXTS,
  revokeRoleButton,
  revokeRoleLabel,
  ROLE_LABELS,
  roleGrantedLine,
  roleGrantedToast,
  roleRevokedLine,
  roleRevokedToast,
  rolesChangeLabel,
  VENUES_TEXTS,
  ROLES,
  roleAuditSchema,
  toDate,
  userRoleSchema,
  type ListUsersOutput,
  type Role,
  type RoleAuditDoc,
  type UserRoleDoc,
} from '@brunchers/model';
import { t } from '../../lib/i18n';

import { collection, limit, orderBy, query, type DocumentData } from 'firebase/firestore';
import { useMemo, useState, type FormEvent } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useUserEmails } from './user-emails';

/** Audit entries shown, newest first. */
const AUDIT_SHOWN = 20;

const parseRole = (_id: string, data: DocumentData): UserRoleDoc => userRoleSchema.parse(data);
const parseAudit = (id: string, data: DocumentData): RoleAuditDoc & { id: string } => ({
  ...roleAuditSchema.parse(data),
  id,
});

export function Component() {
  const db = useFirestore();
  // Role documents exist only for role holders: a handful, not the whole city.
  const rolesQuery = useMemo(() => collection(db, COLLECTIONS.userRoles), [db]);
  const roles = useLiveQuery(rolesQuery, 'admin-people-roles', parseRole);
  const auditQuery = useMemo(
    () => query(collection(db, COLLECTIONS.roleAudit), orderBy('at', 'desc'), limit(AUDIT_SHOWN)),
    [db],
  );
  const audit = useLiveQuery(auditQuery, 'admin-people-audit', parseAudit);
  const uids = useMemo(
    () => [
      ...(roles.status === 'ready' ? roles.data.map((row) => row.user_id) : []),
      ...(audit.status === 'ready' ? audit.data.flatMap((row) => [row.user_id, row.by]) : []),
    ],
    [roles, audit],
  );
  const emailOf = useUserEmails(uids);
  if (roles.status === 'error') throw roles.error;
  if (audit.status === 'error') throw audit.error;

  const held = new Map<string, Set<Role>>();
  if (roles.status === 'ready')
    for (const row of roles.data)
      held.set(row.user_id, new Set([...(held.get(row.user_id) ?? []), row.role]));

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.people)}</h1>
      <FindMember held={held} />
      <section aria-labelledby="role-holders" className="flex flex-col gap-3">
        <h2 id="role-holders" className="text-xl font-semibold">
          {t(PEOPLE_TEXTS.holders)}
        </h2>
        {roles.status !== 'ready' ? (
          <Spinner label={t(PEOPLE_TEXTS.loadingRoles)} />
        ) : (
          <ul className="flex flex-col gap-2">
            {[...held].map(([uid, set]) => (
              <li key={uid}>
                <PersonRow uid={uid} email={emailOf(uid)} roles={set} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="role-audit" className="flex flex-col gap-3">
        <h2 id="role-audit" className="text-xl font-semibold">
          {t(PEOPLE_TEXTS.changes)}
        </h2>
        {audit.status !== 'ready' ? (
          <Spinner label={t(PEOPLE_TEXTS.loadingChanges)} />
        ) : audit.data.length === 0 ? (
          <p className="text-ink-600">{t(PEOPLE_TEXTS.noChanges)}</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm" data-testid="role-audit">
            {audit.data.map((row) => (
              <li
                key={row.id}
                className="rounded-2xl bg-white p-3 break-words shadow-(--shadow-soft) ring-1 ring-ink-900/5"
              >
                <span className="font-semibold">{emailOf(row.by)}</span>{' '}
                {t(
                  row.action === 'granted' ? roleGrantedLine : roleRevokedLine,
                  roleName(row.role),
                )}{' '}
                <span className="font-semibold">{emailOf(row.user_id)}</span>
                {row.roles_before && row.roles_after ? (
                  <span className="text-ink-600">
                    {' '}
                    {t(
                      rolesChangeLabel,
                      row.roles_before.map(roleName).join(', ') || t(PEOPLE_TEXTS.none),
                      row.roles_after.map(roleName).join(', ') || t(PEOPLE_TEXTS.none),
                    )}
                  </span>
                ) : null}
                <span className="block text-ink-600">{formatCityTime(toDate(row.at))}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function FindMember({ held }: { held: ReadonlyMap<string, ReadonlySet<Role>> }) {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<ListUsersOutput['users'][number] | null | 'none'>(null);
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return;
    setBusy(true);
    try {
      const result = await callable('listUsers')({ email: email.trim() });
      setFound(result.users[0] ?? 'none');
    } catch (error) {
      notify.error(t(callableErrorMessage(error, PEOPLE_TEXTS.lookupFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-5">
      <form
        role="search"
        aria-label={t(PEOPLE_TEXTS.findLabel)}
        className="flex items-end gap-2"
        onSubmit={(event) => void find(event)}
      >
        <FormField
          label={t(PEOPLE_TEXTS.findByEmail)}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" disabled={busy}>
          {t(PEOPLE_TEXTS.find)}
        </Button>
      </form>
      {found === 'none' ? <p className="text-ink-600">{t(VENUES_TEXTS.noSuchMember)}</p> : null}
      {found && found !== 'none' ? (
        <PersonRow
          uid={found.id}
          email={found.email ?? found.id}
          roles={held.get(found.id) ?? new Set()}
        />
      ) : null}
    </Card>
  );
}

function PersonRow({
  uid,
  email,
  roles,
}: {
  uid: string;
  email: string;
  roles: ReadonlySet<Role>;
}) {
  const me = useMember();
  const [busy, setBusy] = useState(false);

  async function change(role: Role, granted: boolean) {
    setBusy(true);
    try {
      await callable('setUserRole')({ uid, role, granted });
      notify.success(t(granted ? roleGrantedToast : roleRevokedToast, roleName(role), email));
    } catch (error) {
      notify.error(t(callableErrorMessage(error, PEOPLE_TEXTS.roleFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-(--shadow-soft) ring-1 ring-ink-900/5 sm:flex-row sm:items-center"
      data-testid={`person-${uid}`}
    >
      <span className="min-w-0 flex-1 font-semibold break-all">{email}</span>
      <span className="flex flex-wrap items-center gap-2">
        {ROLES.filter((role) => roles.has(role)).map((role) => (
          <Badge key={role} tone="sage">
            {roleName(role)}
          </Badge>
        ))}
        {ROLES.map((role) => {
          const has = roles.has(role);
          // The server refuses revoking your own admin role; do not offer it.
          if (has && role === 'admin' && uid === me.uid) return null;
          return (
            <Button
              key={role}
              size="sm"
              variant={has ? 'outline' : 'secondary'}
              disabled={busy}
              onClick={() => void change(role, !has)}
              aria-label={t(has ? revokeRoleLabel : grantRoleLabel, roleName(role), email)}
            >
              {t(has ? revokeRoleButton : grantRoleButton, roleName(role))}
            </Button>
          );
        })}
      </span>
    </div>
  );
}

/** A role's name in the page's language (roles are stored as their English ids). */
function roleName(role: string): string {
  return role in t(ROLE_LABELS) ? t(ROLE_LABELS[role as keyof typeof ROLE_LABELS]) : role;
}
