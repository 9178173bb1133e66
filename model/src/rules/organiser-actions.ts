// What the console shows before an organiser acts on a booking (issue 33): what the booking's
// ledger still holds, what each action will do to seats and money, and which venues the event's
// parties are at. The server decides the real amounts (the bookings module); these lines say
// what the ledger implies, and the toast then shows the server's answer.

import { formatEuros } from '../format';
import { countOf } from '../messages/profile';
import {
  ledgerOf,
  owedOnOrganiserCancel,
  refundCapped,
  valueOfSeatsGivenBack,
  type LedgerSource,
} from './ledger';

/** The booking as the previews read it: its ledger, party and comp seats. */
export type ActionBooking = LedgerSource & {
  guest_count: number;
  comp_guest_count?: number | undefined;
};

/**
 * Whether the organiser's actions apply to the booking now: the server acts only on a confirmed
 * booking with no refund under way (the bookings module refuses the rest).
 */
export function bookingActionable(booking: { status: string; pending_refund?: unknown }): boolean {
  return booking.status === 'confirmed' && !booking.pending_refund;
}

/** An open action dialog whose booking was changed meanwhile (another tab or organiser). */
export function bookingChangedMeanwhile(statusLabel: string): string {
  return `This booking was changed meanwhile and is now ${statusLabel.toLowerCase()}: this action can no longer be done. Close this dialog to see the booking as it is.`;
}

/** What can still be refunded: what the ledger holds, less a refund already decided. */
export function refundableCents(booking: ActionBooking): number {
  return owedOnOrganiserCancel(ledgerOf(booking), booking.pending_refund?.amount_cents ?? 0);
}

export type ActionDraft =
  | { action: 'cancel' }
  | { action: 'refund'; amountCents: number }
  | { action: 'change_party'; guests: number; checkedIn: number }
  | { action: 'move'; toTitle: string | null; fromPriceCents: number; toPriceCents: number | null }
  | { action: 'comp_seats'; seats: number }
  | { action: 'resend_ticket' }
  | { action: 'walk_in'; guests: number; email: string };

/** The "What will happen" lines of an action's dialog, and whether it may be confirmed. */
export function actionPreview(
  booking: ActionBooking | null,
  draft: ActionDraft,
): { lines: string[]; problem: string | null } {
  const left = booking ? refundableCents(booking) : 0;
  const party = booking?.guest_count ?? 0;
  switch (draft.action) {
    case 'cancel':
      return {
        lines: [
          `The booking is cancelled and its ${countOf(party, 'seat goes', 'seats go')} back to the event.`,
          left > 0
            ? `${formatEuros(left)} is refunded (everything still paid).`
            : 'Nothing was paid, so nothing is refunded.',
          'The member is e-mailed with your reason.',
        ],
        problem: null,
      };
    case 'refund': {
      const ok =
        Number.isInteger(draft.amountCents) && draft.amountCents > 0 && draft.amountCents <= left;
      return {
        lines: [
          `${formatEuros(Math.max(0, draft.amountCents || 0))} is refunded; the seats stay as they are.`,
          `At most ${formatEuros(left)} can be refunded (charged and not yet refunded).`,
        ],
        problem: ok
          ? null
          : left === 0
            ? 'Nothing is left to refund.'
            : `Enter an amount from €0.01 to ${formatEuros(left)}.`,
      };
    }
    case 'change_party': {
      if (draft.guests === party) return { lines: [], problem: 'Choose a different party size.' };
      if (draft.guests < draft.checkedIn) {
        return {
          lines: [],
          problem: `${countOf(draft.checkedIn, 'guest is', 'guests are')} already checked in: the party cannot be smaller.`,
        };
      }
      if (draft.guests < party) {
        const refund = booking
          ? refundCapped(
              ledgerOf(booking),
              valueOfSeatsGivenBack(booking, party - draft.guests),
              booking.pending_refund?.amount_cents ?? 0,
            )
          : 0;
        return {
          lines: [
            `The party goes from ${party} to ${draft.guests}; ${countOf(party - draft.guests, 'seat goes', 'seats go')} back to the event.`,
            refund > 0
              ? `${formatEuros(refund)} is refunded for the paid seats given back.`
              : 'Nothing is refunded (no paid seats are given back).',
          ],
          problem: null,
        };
      }
      return {
        lines: [
          `The party goes from ${party} to ${draft.guests}: ${countOf(draft.guests - party, 'free seat', 'free seats')} added, if the event has them.`,
        ],
        problem: null,
      };
    }
    case 'move': {
      if (draft.toTitle === null || draft.toPriceCents === null)
        return { lines: [], problem: 'Choose the event to move to.' };
      if (draft.toPriceCents > draft.fromPriceCents) {
        return {
          lines: [],
          problem: 'That event costs more: a party can move to the same or a lower price only.',
        };
      }
      const difference = Math.min(left, (draft.fromPriceCents - draft.toPriceCents) * party);
      return {
        lines: [
          `The party of ${party} moves to ${draft.toTitle} with a new ticket.`,
          difference > 0
            ? `${formatEuros(difference)} (the price difference) is refunded.`
            : 'Same price: nothing is refunded.',
        ],
        problem: null,
      };
    }
    case 'comp_seats':
      return {
        lines: [
          `${countOf(draft.seats, 'free seat is', 'free seats are')} added (party of ${party + draft.seats}); nothing is charged.`,
        ],
        problem: draft.seats >= 1 ? null : 'Add at least one seat.',
      };
    case 'resend_ticket':
      return {
        lines: ['The confirmation with the ticket and the calendar entry is e-mailed again.'],
        problem: null,
      };
    case 'walk_in':
      return {
        lines: [
          `A confirmed booking for ${countOf(draft.guests, 'guest', 'guests')}, nothing charged, on the door list.`,
          draft.email.trim() ? 'The ticket is e-mailed to them.' : 'No e-mail: no ticket is sent.',
        ],
        problem: null,
      };
  }
}

/** The event's parties grouped by venue (name, parties), the unassigned ones last. */
export function groupByVenue<R extends { venue_id: string | null; venue_name?: string | null }>(
  rows: readonly R[],
  unassigned: string,
): { key: string; name: string; rows: R[] }[] {
  const groups = new Map<string, { key: string; name: string; rows: R[] }>();
  for (const row of rows) {
    const key = row.venue_id ?? '';
    const group = groups.get(key) ?? {
      key,
      name: key ? row.venue_name || key : unassigned,
      rows: [],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.key === '' ? 1 : b.key === '' ? -1 : a.name.localeCompare(b.name),
  );
}
