// The status of a Checkout session, live: pending until Stripe's webhook confirms the booking.
// Guests have no account to read bookings with, so the server keeps a small public document per
// session (checkout_sessions/{sessionId}, no personal data); the session id Stripe's redirect
// hands over is the key, and nobody can guess or list them.
import { checkoutSessionSchema, COLLECTIONS, type CheckoutSessionDoc } from '@brunchers/model';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc, type LiveDoc } from '../../lib/firebase/live-data';

function parseCheckoutSession(_id: string, data: unknown): CheckoutSessionDoc {
  return checkoutSessionSchema.parse(data);
}

export function useCheckoutSession(sessionId: string): LiveDoc<CheckoutSessionDoc> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.checkoutSessions, sessionId), [db, sessionId]);
  return useLiveDoc(ref, parseCheckoutSession);
}
