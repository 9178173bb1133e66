// What the event page's booking card needs from Firebase, without reactfire's providers (the page
// paints before the SDKs arrive): whether someone is signed in, and the createCheckout call.
import type { CreateCheckoutInput, CreateCheckoutOutput } from '@brunchers/model';
import { useEffect, useState } from 'react';
import { loadFirebase, useLazyFirebase, yieldThen } from '../../lib/lazy-firebase';
import { loadBookingDialog } from './lazy-booking-dialog';

export interface BookingAccess {
  /** 'loading' until the SDKs have loaded and Auth knows whether someone is signed in. */
  status: 'loading' | 'success';
  signedIn: boolean;
}

/** Calls createCheckout with the app's Functions instance (create-checkout.ts loads on first use). */
export async function requestCheckout(input: CreateCheckoutInput): Promise<CreateCheckoutOutput> {
  const [{ createCheckout }, { functions }] = await Promise.all([
    import('./create-checkout'),
    loadFirebase(),
  ]);
  return createCheckout(functions, input);
}

/** Auth's answer to "is someone signed in?", following sign-in and sign-out like useSigninCheck. */
export function useBookingAccess(): BookingAccess {
  const firebase = useLazyFirebase();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!firebase) return;
    let stop: (() => void) | undefined;
    // Auth starts (reading its persisted session) in a task of its own, not React's.
    const timer = yieldThen(() => {
      stop = firebase.auth.onAuthStateChanged((user) => setSignedIn(user !== null));
      // The page is up and the SDKs are in: fetch the dialog now, so Book Event opens it at once.
      void loadBookingDialog().catch(() => {});
    });
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [firebase]);
  return signedIn === null
    ? { status: 'loading', signedIn: false }
    : { status: 'success', signedIn };
}
