// A booker's early access in hours (issue 39): 0 for guests and non-members; a member's from the
// plan their subscription's price belongs to (membership_plans, two documents).

import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  earlyAccessHoursOf,
  isActiveMembership,
  membershipPlanSchema,
  type MembershipPlanDoc,
} from '@brunchers/model';

function hoursOf(
  membership: DocumentData | undefined,
  plans: readonly MembershipPlanDoc[],
): number {
  if (!isActiveMembership(membership)) return 0;
  return earlyAccessHoursOf(
    {
      active: true,
      priceId: typeof membership?.price_id === 'string' ? membership.price_id : null,
    },
    plans,
  );
}

function plansOf(docs: readonly { data(): DocumentData }[]): MembershipPlanDoc[] {
  return docs.flatMap((plan) => {
    const parsed = membershipPlanSchema.safeParse(plan.data());
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The early access of several members at once, read in `tx` (a batch of seat holds for a
 * members-first event): one read of their memberships, one of the plans. Members not in the map
 * (and guests) have none.
 */
export async function earlyAccessHoursIn(
  tx: Transaction,
  db: Firestore,
  uids: readonly string[],
): Promise<Map<string, number>> {
  const hours = new Map<string, number>();
  const unique = [...new Set(uids)];
  if (unique.length === 0) return hours;
  const memberships = await tx.getAll(
    ...unique.map((uid) => db.collection(COLLECTIONS.memberships).doc(uid)),
  );
  const active = memberships.filter((snapshot) => isActiveMembership(snapshot.data()));
  if (active.length === 0) return hours;
  const plans = plansOf((await tx.get(db.collection(COLLECTIONS.membershipPlans).limit(10))).docs);
  for (const snapshot of active) hours.set(snapshot.id, hoursOf(snapshot.data(), plans));
  return hours;
}
