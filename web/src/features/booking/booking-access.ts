// What the event page's booking card needs from Firebase, without reactfire's providers (the page
// paints before the SDKs arrive): whether someone is signed in, and the createCheckout call.
import type { CreateCheckoutInput, CreateCheckoutOutput } from '@brunchers/model';
import { useEffect, useState } from 'react';
import { loadFunctions, useLazyAuth, yieldThen } from '../../lib/firebase/lazy';
import { loadBookingDialog } from './lazy-booking-dialog';

export interface BookingAccess {
  /** 'loading' until Auth has loaded and knows whether someone is signed in. */
  status: 'loading' | 'success';
  signedIn: boolean;
}

/**
 * Calls createCheckout with the app's Functions instance (create-checkout.ts and the Functions SDK
 * load on first use).
 */
export async function requestCheckout(input: CreateCheckoutInput): Promise<CreateCheckoutOutput> {
  const [{ createCheckout }, { functions }] = await Promise.all([
    import('./create-checkout'),
    loadFunctions(),
  ]);
  return createCheckout(functions, input);
}

/** Auth's answer to "is someone signed in?", following sign-in and sign-out like useSigninCheck. */
export function useBookingAccess(): BookingAccess {
  const auth = useLazyAuth();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!auth) return;
    let stop: (() => void) | undefined;
    let prefetch: ReturnType<typeof setTimeout> | undefined;
    // Auth starts (reading its persisted session) in a task of its own, not React's.
    const timer = yieldThen(() => {
      stop = auth.onAuthStateChanged((user) => setSignedIn(user !== null));
      // The page is up and Auth is in: fetch the dialog now (in a further task), so Book Event
      // opens it at once.
      prefetch = yieldThen(() => void loadBookingDialog().catch(() => {}));
    });
    return () => {
      clearTimeout(timer);
      clearTimeout(prefetch);
      stop?.();
    };
  }, [auth]);
  return signedIn === null
    ? { status: 'loading', signedIn: false }
    : { status: 'success', signedIn };
}
