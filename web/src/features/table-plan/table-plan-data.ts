// Reads and calls of table plans (issue 24). The plan document is read live by admins (and the
// venue's partner); members get their table from their attendance and ticket, and their
// tablemates from the getTablemates callable, which answers only once they are checked in.
import { COLLECTIONS, tablePlanSchema, type TablePlanDoc } from '@brunchers/model';
import { doc, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../lib/callables';
import { useLiveDoc, type LiveDoc } from '../../lib/firebase/live-data';

export type TablePlanView = TablePlanDoc & { id: string };

function parsePlan(id: string, data: unknown): TablePlanView {
  return { ...tablePlanSchema.parse(data), id };
}

export function useTablePlan(eventId: string): LiveDoc<TablePlanView> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.tablePlans, eventId), [db, eventId]);
  return useLiveDoc(ref, parsePlan);
}

export const planEventTables = () => callable('planEventTables');

export const moveTableParty = () => callable('moveTableParty');

export const getTablemates = () => callable('getTablemates');

export const finishAfterBrunch = () => callable('finishAfterBrunch');

export function afterBrunchRef(db: Firestore, bookingId: string) {
  return doc(db, COLLECTIONS.afterBrunch, bookingId);
}
