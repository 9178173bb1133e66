// A guest's waitlist place as the guest makes it (issue 36): join, then open the link in the
// first mail, which queues it.

import type { JoinWaitlistOutput } from '@brunchers/model';
import type { CallRequest } from '../../src/lib/caller.js';
import { handleConfirmWaitlistPlace } from '../../src/waitlist/confirmWaitlistPlace.handler.js';
import { handleJoinWaitlist, type WaitlistDeps } from '../../src/waitlist/joinWaitlist.handler.js';
import { waitlistConfirmToken } from '../../src/mail/unsubscribeToken.js';
import { MAIL_TOKEN_SECRET } from './stack.js';

/** The confirmation link's token for an entry (what the waitlist_confirm mail carries). */
export const confirmToken = (entryId: string) => waitlistConfirmToken(MAIL_TOKEN_SECRET, entryId);

export function confirmPlace(deps: WaitlistDeps, entryId: string) {
  return handleConfirmWaitlistPlace(
    { data: { token: confirmToken(entryId) } },
    { ...deps, tokenSecret: MAIL_TOKEN_SECRET },
  );
}

/** A guest joins and confirms: answers as joinWaitlist does for a queued place. */
export async function joinAsConfirmedGuest(
  request: CallRequest,
  deps: WaitlistDeps,
): Promise<JoinWaitlistOutput> {
  const joined = await handleJoinWaitlist(request, deps);
  if (!joined.unconfirmed) return joined;
  const { position } = await confirmPlace(deps, joined.entryId);
  return { entryId: joined.entryId, position };
}
