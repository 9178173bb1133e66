// The console's pricing reads (issue 39.4): promotion codes, newest first and bounded. Admins
// read them (rules: the read-everything rule); codes and tiers change only through callables.
import { COLLECTIONS, promotionCodeSchema, type PromotionCodeDoc } from '@brunchers/model';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';

/** Codes the console lists (bounded reads at any size). */
export const PROMO_CODES_PAGE = 50;

export type PromotionCodeRow = PromotionCodeDoc & { id: string };

const parseCode = (id: string, data: unknown): PromotionCodeRow => ({
  id,
  ...promotionCodeSchema.parse(data),
});

export function usePromotionCodes(): LiveList<PromotionCodeRow> {
  const db = useFirestore();
  const newest = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.promotionCodes),
        orderBy('created_at', 'desc'),
        limit(PROMO_CODES_PAGE),
      ),
    [db],
  );
  return useLiveQuery(newest, 'promotion-codes', parseCode);
}

/** Euros typed in a field as integer cents, or null when empty or not a sum of whole cents. */
export function centsOf(euros: string): number | null {
  const text = euros.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** A datetime-local value as an ISO instant (the browser's time zone), or null when empty. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function localOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
