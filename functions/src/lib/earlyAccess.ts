// A booker's early access in hours (issue 39): 0 for guests and non-members; a member's from the
// plan their subscription's price belongs to (membership_plans, two documents).

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  earlyAccessHoursOf,
  isActiveMembership,
  membershipPlanSchema,
} from '@brunchers/model';

export async function earlyAccessHoursFor(db: Firestore, uid: string | null): Promise<number> {
  if (!uid) return 0;
  const membership = (await db.collection(COLLECTIONS.memberships).doc(uid).get()).data();
  if (!isActiveMembership(membership)) return 0;
  const plans = await db.collection(COLLECTIONS.membershipPlans).limit(10).get();
  return earlyAccessHoursOf(
    {
      active: true,
      priceId: typeof membership?.price_id === 'string' ? membership.price_id : null,
    },
    plans.docs.flatMap((plan) => {
      const parsed = membershipPlanSchema.safeParse(plan.data());
      return parsed.success ? [parsed.data] : [];
    }),
  );
}
