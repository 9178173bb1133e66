// The hosts list (issue 39 item 2): saveHost for the console, and the trigger that keeps each
// host's rating from the reviews of their brunches.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import { handleReviewForHost } from './hostRating.handler.js';
import { handleSaveHost, type HostDeps } from './saveHost.handler.js';

const deps = (): HostDeps => ({ db: db(), clock: systemClock });

/** Creates or changes a host; upcoming events take the new name and photo. */
export const saveHost = onCallable('saveHost', {}, (request) => handleSaveHost(request, deps()));

/** A review added or deleted moves its host's rating once (a per-review marker). */
export const hostRatingOnReviewWritten = onDocumentWritten(
  { document: `${COLLECTIONS.brunchReviews}/{reviewId}`, retry: true },
  (event) =>
    handleReviewForHost(
      deps(),
      event.params.reviewId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
