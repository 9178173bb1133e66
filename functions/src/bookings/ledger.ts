// Writing the booking's money ledger (issue 33). The pure reads and sums are the model's
// (model/src/rules/ledger.ts); here the entries are made and added, each once by its key: a
// replayed cause (a webhook delivered again, a retried call) finds its key and adds nothing.

import {
  chargeKey,
  hasLedgerKey,
  ledgerOf,
  ledgerTotals,
  type LedgerEntry,
  type LedgerSource,
} from '@brunchers/model';
import { timestamp } from '../lib/time.js';

/** Why money moved: the ledger entry's reason, from the cause of the movement. */
export type LedgerReason =
  | 'payment'
  | 'member_cancel'
  | 'party_reduced'
  | 'event_cancelled'
  | 'late_payment'
  | 'organiser_cancel'
  | 'organiser_refund'
  | 'organiser_party_change'
  | 'organiser_move';

/**
 * The ledger with `entry` added, and the fields it keeps in step (`refunded_cents`, read by the
 * web's lists); null when an entry with the same key is there already.
 */
export function ledgerWith(
  booking: LedgerSource,
  entry: LedgerEntry,
): { ledger: LedgerEntry[]; refunded_cents: number } | null {
  const entries = ledgerOf(booking);
  if (hasLedgerKey(entries, entry.key)) return null;
  const ledger = [...entries, entry];
  return { ledger, refunded_cents: ledgerTotals(ledger).refundedCents };
}

export function chargeEntry(paymentIntentId: string, amountCents: number, now: Date): LedgerEntry {
  return {
    kind: 'charge',
    amount_cents: amountCents,
    reason: 'payment',
    stripe_id: paymentIntentId,
    key: chargeKey(paymentIntentId),
    at: timestamp(now),
  };
}

export function refundEntry(
  key: string,
  amountCents: number,
  reason: LedgerReason,
  refundId: string | null,
  now: Date,
): LedgerEntry {
  return {
    kind: 'refund',
    amount_cents: amountCents,
    reason,
    stripe_id: refundId,
    key,
    at: timestamp(now),
  };
}

/** The reason of a refund, from the key its cause gave it (the keys name their cause). */
export function reasonOfRefundKey(key: string): LedgerReason {
  if (key.startsWith('event-cancel-')) return 'event_cancelled';
  if (key.startsWith('refund-')) return 'late_payment';
  if (key.startsWith('org-cancel-')) return 'organiser_cancel';
  if (key.startsWith('org-refund-')) return 'organiser_refund';
  if (key.startsWith('org-party-')) return 'organiser_party_change';
  if (key.startsWith('org-move-')) return 'organiser_move';
  if (/-to-[1-9]/.test(key)) return 'party_reduced';
  return 'member_cancel';
}
