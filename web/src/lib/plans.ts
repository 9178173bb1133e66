// The membership plans as the console and the membership offer read them (issue 39 item 3):
// membership_plans/{monthly|yearly}, two documents everyone reads.
import { COLLECTIONS, membershipPlanSchema, type MembershipPlanDoc } from '@brunchers/model';
import { useLazyLiveDoc } from './firebase/lazy';

export type PlanWithId = MembershipPlanDoc & { id: string };
const parsePlan = (id: string, data: unknown): PlanWithId => ({
  ...membershipPlanSchema.parse(data),
  id,
});

/** One membership plan as saved in the console (missing until an organiser saves it). */
export function usePlan(plan: string) {
  return useLazyLiveDoc(`${COLLECTIONS.membershipPlans}/${plan}`, parsePlan);
}
