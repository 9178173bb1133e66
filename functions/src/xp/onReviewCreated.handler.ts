// A new brunch review earns its author REVIEW_XP (25) points, once.

import type { Firestore } from 'firebase-admin/firestore';
import { REVIEW_XP } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import type { Clock } from '../lib/time.js';
import { awardXp } from './awardXp.js';

export interface CreatedDocument {
  /** Path relative to the database root, e.g. brunch_reviews/abc. */
  path: string;
  data: Record<string, unknown> | undefined;
}

export async function handleReviewCreated(
  db: Firestore,
  review: CreatedDocument,
  clock: Clock,
): Promise<boolean> {
  const uid = review.data?.user_id;
  if (typeof uid !== 'string' || uid === '') {
    logs.xpSkipped(review.path, 'review has no user_id');
    return false;
  }
  return awardXp(db, { uid, source: review.path, xp: REVIEW_XP }, clock);
}
