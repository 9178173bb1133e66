// Waitlist rules (issue 21): the queue's order, who gets freed seats, and when an offer lapses.
// Pure: the functions apply them in the transaction that frees or adds seats.

import { MAIL_LINK_PATHS, WAITLIST_OFFER_MINUTES } from '../constants';
import type { WaitlistQueueItem } from '../schemas/waitlist';

/**
 * The queue with `item` in its place: members with an active membership ahead of everyone else,
 * each group first come, first served (a new member goes after the members already waiting).
 */
export function queueWith(
  queue: readonly WaitlistQueueItem[],
  item: WaitlistQueueItem,
): WaitlistQueueItem[] {
  if (!item.member_priority) return [...queue, item];
  const firstNonMember = queue.findIndex((queued) => !queued.member_priority);
  if (firstNonMember === -1) return [...queue, item];
  return [...queue.slice(0, firstNonMember), item, ...queue.slice(firstNonMember)];
}

export interface OfferPick {
  /** Entries offered seats, in queue order. */
  offered: WaitlistQueueItem[];
  /** Entries still waiting, in their places (a party too large for the seats keeps its place). */
  waiting: WaitlistQueueItem[];
  /** Seats nobody in the queue could take: they go on sale. */
  seatsLeft: number;
}

/**
 * Who gets `seats` free seats: the first entries in queue order whose party fits in what is left.
 * A party that does not fit is passed over this time and keeps its place, so nobody behind it is
 * held up by it, and nobody skips ahead of a party that fits.
 */
export function pickOffers(queue: readonly WaitlistQueueItem[], seats: number): OfferPick {
  let seatsLeft = Math.max(0, Math.floor(seats));
  const offered: WaitlistQueueItem[] = [];
  const waiting: WaitlistQueueItem[] = [];
  for (const item of queue) {
    if (item.party_size <= seatsLeft) {
      offered.push(item);
      seatsLeft -= item.party_size;
    } else waiting.push(item);
  }
  return { offered, waiting, seatsLeft };
}

/** 1-based place of an entry in the queue, or null when it is no longer waiting. */
export function waitlistPosition(
  queue: readonly Pick<WaitlistQueueItem, 'entry_id'>[],
  entryId: string,
): number | null {
  const index = queue.findIndex((item) => item.entry_id === entryId);
  return index === -1 ? null : index + 1;
}

/** When seats offered at `now` go to the next in line unless payment has started. */
export function offerExpiresAt(now: Date, minutes: number = WAITLIST_OFFER_MINUTES): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * Whether an offer can still be paid for: its booking still pending and its hold not over (the
 * sweep that expires it may not have run yet). The offer page shows "Book your seats" only then.
 */
export function offerIsOpen(
  booking: { status: string; hold_expires_at: Date | null },
  now: Date,
): boolean {
  return (
    booking.status === 'pending' &&
    booking.hold_expires_at !== null &&
    booking.hold_expires_at.getTime() > now.getTime()
  );
}

/** Whether a party can only wait: fewer seats on sale than it needs. */
export function mustWaitFor(spotsLeft: number, partySize: number): boolean {
  return spotsLeft < partySize;
}

/** Stripe subscription statuses that make someone a member (waitlist priority). */
export const ACTIVE_MEMBERSHIP_STATUSES = ['active', 'trialing'] as const;

export function isActiveMembership(membership: { status?: unknown } | null | undefined): boolean {
  return (ACTIVE_MEMBERSHIP_STATUSES as readonly unknown[]).includes(membership?.status);
}

/** The app page that books an offer's held seats: the pending booking's id is the capability. */
export function offerPath(bookingId: string): string {
  return `${MAIL_LINK_PATHS.offer}/${encodeURIComponent(bookingId)}`;
}

/**
 * An event's open entries in the order the organiser reads them: offers first (they hold seats),
 * then the queue's order; entries the queue does not list (out of step) last, by joining time.
 */
export function organiserWaitlistOrder<
  T extends { id: string; status: string; joined_at: unknown },
>(entries: readonly T[], queue: readonly Pick<WaitlistQueueItem, 'entry_id'>[]): T[] {
  const place = new Map(queue.map((item, index) => [item.entry_id, index]));
  const rank = (entry: T) =>
    entry.status === 'offered' ? -1 : (place.get(entry.id) ?? Number.MAX_SAFE_INTEGER);
  return [...entries].sort((a, b) => rank(a) - rank(b));
}
