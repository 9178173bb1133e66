// The booking's money ledger (issue 33): every charge and every refund is an entry on
// `booking.ledger`, and every amount a cancellation or an organiser action owes is computed here
// from the entries and the seats kept, never from a total another path lowered. Pure: the
// functions' bookings module writes the entries, the web shows them, the property test checks
// them against Stripe.

import { formatEuros } from '../format';
import { refundedOfCharged } from '../messages';
import type { LedgerEntry } from '../schemas/bookings';

/** The fields of a booking the ledger is read from (an older booking may have no `ledger`). */
export interface LedgerSource {
  ledger?: readonly LedgerEntry[] | undefined;
  status: string;
  total_amount_cents: number;
  refunded_cents?: number | undefined;
  payment_intent_id?: string | null | undefined;
  refund_id?: string | null | undefined;
  /** A refund decided but not settled: its seats already left the total. */
  pending_refund?: { amount_cents: number } | null | undefined;
  confirmed_at?: unknown;
  created_at: unknown;
}

/** The idempotency key (ledger key = Stripe key) of the charge of a PaymentIntent. */
export const chargeKey = (paymentIntentId: string) => `charge-${paymentIntentId}`;

/**
 * The booking's entries. A booking written before the ledger existed gets them derived from what
 * it recorded: its payment (the total paid: what it is worth now plus what was refunded or is
 * being refunded, since a smaller party lowered the total by the seats given back) and its
 * refunds. Every write of a booking stores the derived ledger (the bookings module), so the
 * derivation happens once, before anything lowers the total again.
 */
export function ledgerOf(booking: LedgerSource): LedgerEntry[] {
  if (booking.ledger) return [...booking.ledger];
  const paymentIntent = booking.payment_intent_id;
  if (!paymentIntent) return [];
  const at = (booking.confirmed_at ?? booking.created_at) as LedgerEntry['at'];
  const refunded =
    booking.refunded_cents ??
    // A payment that came too late, refunded whole before refunded_cents existed.
    (booking.status === 'refunded' && booking.refund_id ? booking.total_amount_cents : 0);
  const entries: LedgerEntry[] = [
    {
      kind: 'charge',
      amount_cents:
        booking.total_amount_cents +
        (booking.refunded_cents ?? 0) +
        (booking.pending_refund?.amount_cents ?? 0),
      reason: 'payment',
      stripe_id: paymentIntent,
      key: chargeKey(paymentIntent),
      at,
    },
  ];
  if (refunded > 0)
    entries.push({
      kind: 'refund',
      amount_cents: refunded,
      reason: 'before_ledger',
      stripe_id: booking.refund_id ?? null,
      key: `refunds-before-ledger-${paymentIntent}`,
      at,
    });
  return entries;
}

export interface LedgerTotals {
  chargedCents: number;
  refundedCents: number;
  /** What the booking still holds: charged − refunded (never below 0 for a sound ledger). */
  balanceCents: number;
}

export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  let chargedCents = 0;
  let refundedCents = 0;
  for (const entry of entries) {
    if (entry.kind === 'charge') chargedCents += entry.amount_cents;
    else refundedCents += entry.amount_cents;
  }
  return { chargedCents, refundedCents, balanceCents: chargedCents - refundedCents };
}

export function hasLedgerKey(entries: readonly LedgerEntry[], key: string): boolean {
  return entries.some((entry) => entry.key === key);
}

/**
 * A refund of `wanted` cents, capped by what the ledger still holds after the refunds already
 * decided (`pendingCents`: a refund recorded as pending and not yet settled). Never negative.
 */
export function refundCapped(
  entries: readonly LedgerEntry[],
  wanted: number,
  pendingCents = 0,
): number {
  const room = ledgerTotals(entries).balanceCents - pendingCents;
  return Math.max(0, Math.min(wanted, room));
}

/**
 * What the organiser's cancellation (of the event or of the booking) owes: everything the ledger
 * still holds, whatever a party change lowered the total to.
 */
export function owedOnOrganiserCancel(entries: readonly LedgerEntry[], pendingCents = 0): number {
  return Math.max(0, ledgerTotals(entries).balanceCents - pendingCents);
}

/**
 * The value of `seats` given back from a party: free (comp) seats go first and are worth nothing;
 * paid seats are worth their share of what the kept paid seats are worth (`total_amount_cents`,
 * the unit price times the paid seats).
 */
export function valueOfSeatsGivenBack(
  booking: {
    guest_count: number;
    total_amount_cents: number;
    comp_guest_count?: number | undefined;
  },
  seats: number,
): number {
  const comp = Math.min(booking.comp_guest_count ?? 0, booking.guest_count);
  const paidSeats = booking.guest_count - comp;
  const paidGivenBack = Math.max(0, seats - comp);
  if (paidSeats <= 0 || paidGivenBack <= 0) return 0;
  return Math.floor((booking.total_amount_cents * Math.min(paidGivenBack, paidSeats)) / paidSeats);
}

/** The comp seats left after `seats` are given back (comp seats go first). */
export function compSeatsAfter(
  booking: { guest_count: number; comp_guest_count?: number | undefined },
  seats: number,
): number {
  return Math.max(0, Math.min(booking.comp_guest_count ?? 0, booking.guest_count) - seats);
}

/**
 * The money line of a booking in My Bookings: "Refunded €75.00 of €100.00" once the ledger (or,
 * for a booking older than the ledger, what it recorded) holds a refund, else null (the booking's
 * total shows).
 */
export function bookingRefundLine(booking: LedgerSource): string | null {
  const { chargedCents, refundedCents } = ledgerTotals(ledgerOf(booking));
  if (refundedCents <= 0) return null;
  return refundedOfCharged(formatEuros(refundedCents), formatEuros(chargedCents));
}
