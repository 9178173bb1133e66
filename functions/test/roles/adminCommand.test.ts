// `npm run admin -- grant|revoke <email>` against the local stack (Firestore and Auth emulators,
// as `npm start` prints it): the role is written as setUserRole writes it — user_roles, a
// role_audit record, the custom claims — so the first admin needs no hand-written document; and
// `open-conversations`, the backfill of conversations for matches made before them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, matchId, PROJECT_ID, userRoleId } from '@brunchers/model';
import { newConversation } from '../../src/connections/openConversation.handler.js';
import { ADMIN_COMMAND_AUDIT_BY, runAdminCommand } from '../../bin/admin.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
let uid: string;
const EMAIL = 'first.admin@example.com';

beforeAll(async () => {
  stack = await startStack({ auth: true });
  uid = (await stack.adminAuth!.createUser({ email: EMAIL, password: 'a-long-password' })).uid;
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const audits = async () =>
  (await stack.db.collection(COLLECTIONS.roleAudit).where('user_id', '==', uid).get()).docs.map(
    (doc) => doc.data(),
  );

describe('npm run admin', () => {
  it('grants the admin role with its audit record and claims, once', async () => {
    expect(await runAdminCommand(['grant', EMAIL, '--project', PROJECT_ID])).toMatch(
      /granted admin to first\.admin@example\.com/,
    );
    const role = await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId(uid, 'admin'))
      .get();
    expect(role.data()).toEqual({ user_id: uid, role: 'admin' });
    expect(await audits()).toEqual([
      expect.objectContaining({
        role: 'admin',
        action: 'granted',
        by: ADMIN_COMMAND_AUDIT_BY,
        roles_before: [],
        roles_after: ['admin'],
      }),
    ]);
    expect((await stack.adminAuth!.getUser(uid)).customClaims).toMatchObject({
      role: 'admin',
      roles: ['admin'],
    });
    // Again: nothing changes, nothing more is audited.
    expect(await runAdminCommand(['grant', EMAIL, '--project', PROJECT_ID])).toMatch(
      /already has the admin role/,
    );
    expect(await audits()).toHaveLength(1);
  });

  it('revokes it, audited, and the claims follow', async () => {
    await runAdminCommand(['grant', EMAIL, '--role', 'partner', '--project', PROJECT_ID]);
    await runAdminCommand(['revoke', EMAIL, '--role', 'partner', '--project', PROJECT_ID]);
    const role = await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId(uid, 'partner'))
      .get();
    expect(role.exists).toBe(false);
    expect((await audits()).map((audit) => audit.action).sort()).toEqual(['granted', 'revoked']);
    expect((await stack.adminAuth!.getUser(uid)).customClaims).toMatchObject({
      role: null,
      roles: [],
    });
  });

  it('opens the conversation of every match made before conversations, once', async () => {
    const pairs = [
      ['a1', 'b1'],
      ['a2', 'b2'],
      ['a3', 'b3'],
    ] as const;
    for (const [user1, user2] of pairs)
      await stack.db
        .collection(COLLECTIONS.matches)
        .doc(matchId(user1, user2))
        .set({ user1_id: user1, user2_id: user2, created_at: new Date('2026-01-05T10:00:00Z') });
    // One already has its conversation (the trigger ran): it is left as it is.
    const kept = {
      ...newConversation('a1', 'b1', { kind: 'discover' }, new Date()),
      unread: { a1: 4, b1: 0 },
    };
    await stack.db.collection(COLLECTIONS.conversations).doc(matchId('a1', 'b1')).set(kept);
    expect(await runAdminCommand(['open-conversations', '--project', PROJECT_ID])).toBe(
      `${PROJECT_ID}: 3 matches, 2 conversations opened.`,
    );
    const conversations = await stack.db.collection(COLLECTIONS.conversations).get();
    expect(conversations.docs.map((doc) => doc.id).sort()).toEqual(
      pairs.map(([a, b]) => matchId(a, b)).sort(),
    );
    expect(conversations.docs.find((doc) => doc.id === matchId('a1', 'b1'))!.get('unread')).toEqual(
      {
        a1: 4,
        b1: 0,
      },
    );
    expect(conversations.docs.find((doc) => doc.id === matchId('a2', 'b2'))!.data()).toMatchObject({
      user1_id: 'a2',
      user2_id: 'b2',
      status: 'open',
      met: { kind: 'discover' },
    });
    // Again: nothing left to open.
    expect(await runAdminCommand(['open-conversations', '--project', PROJECT_ID])).toBe(
      `${PROJECT_ID}: 3 matches, 0 conversations opened.`,
    );
  });

  it('says clearly when the account or the arguments are wrong', async () => {
    await expect(
      runAdminCommand(['grant', 'nobody@example.com', '--project', PROJECT_ID]),
    ).rejects.toThrow(/No account with the e-mail nobody@example.com/);
    await expect(runAdminCommand(['promote', EMAIL])).rejects.toThrow(/Usage: npm run admin/);
    await expect(
      runAdminCommand(['grant', EMAIL, '--role', 'owner', '--project', PROJECT_ID]),
    ).rejects.toThrow(/--role must be one of/);
  });
});
