// What the event page's booking card needs from Firebase, without reactfire's providers (the page
// paints before the SDKs arrive): whether someone is signed in, and the createCheckout call.
import type {
  CheckPromotionCodeInput,
  CheckPromotionCodeOutput,
  CreateCheckoutInput,
  CreateCheckoutOutput,
  DietaryNeed,
  SaveBookingNeedsInput,
  SaveBookingNeedsOutput,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import {
  afterPaint,
  loadAuth,
  loadFunctions,
  useLazyAuth,
  yieldThen,
} from '../../lib/firebase/lazy';
import { loadBookingDialog } from './lazy-booking-dialog';

export interface BookingAccess {
  /** 'loading' until Auth has loaded and knows whether someone is signed in. */
  status: 'loading' | 'success';
  signedIn: boolean;
  /** A signed-in member whose address is not verified yet: they verify before booking (issue 36). */
  unverified: boolean;
}

/**
 * Calls createCheckout (create-checkout.ts and the Functions SDK load on first use, together).
 */
export async function requestCheckout(input: CreateCheckoutInput): Promise<CreateCheckoutOutput> {
  const [{ createCheckout }] = await Promise.all([import('./create-checkout'), loadFunctions()]);
  return createCheckout(input);
}

/** Stores the party's needs on the member's new booking (saveBookingNeeds). */
export async function saveBookingNeeds(
  input: SaveBookingNeedsInput,
): Promise<SaveBookingNeedsOutput> {
  const [{ callable }] = await Promise.all([import('../../lib/callables'), loadFunctions()]);
  return callable('saveBookingNeeds')(input);
}

/** The signed-in member's default needs (member_needs/{uid}), or none. */
export async function loadDefaultNeeds(): Promise<DietaryNeed[]> {
  const [{ auth }, { readDefaultNeeds }] = await Promise.all([
    loadAuth(),
    import('./default-needs'),
  ]);
  const uid = auth.currentUser?.uid;
  return uid ? readDefaultNeeds(uid) : [];
}

/** Whether a promotion code applies to the event (issue 39.4); the booking checks it again. */
export async function requestCodeCheck(
  input: CheckPromotionCodeInput,
): Promise<CheckPromotionCodeOutput> {
  const [{ callable }] = await Promise.all([import('../../lib/callables'), loadFunctions()]);
  return callable('checkPromotionCode')(input);
}

/** Whether the signed-in member's membership is active (the member price shows). */
export async function requestMemberStatus(): Promise<boolean> {
  const [{ callable }] = await Promise.all([import('../../lib/callables'), loadFunctions()]);
  return (await callable('checkSubscription')(null)).subscribed;
}

/** Fetches the dialog's code (in a task of its own), so Book Event opens it at once. */
function prefetchDialog(): ReturnType<typeof setTimeout> {
  return yieldThen(() => void loadBookingDialog().catch(() => {}));
}

/**
 * Auth's answer to "is someone signed in?", following sign-in and sign-out like useSigninCheck.
 * A visitor who never signed in in this browser is signed out at once, without Auth.
 */
export function useBookingAccess(): BookingAccess {
  const { wanted, auth } = useLazyAuth();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [unverified, setUnverified] = useState(false);
  useEffect(() => {
    if (wanted) return;
    // The page is up: fetch the dialog now.
    let prefetch: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPaint(() => (prefetch = prefetchDialog()));
    return () => {
      cancel();
      clearTimeout(prefetch);
    };
  }, [wanted]);
  useEffect(() => {
    if (!auth) return;
    let stop: (() => void) | undefined;
    let prefetch: ReturnType<typeof setTimeout> | undefined;
    // Auth starts (reading its persisted session) in a task of its own, not React's.
    const timer = yieldThen(() => {
      // ID-token changes too: "I've verified" refreshes the token, and the prompt goes.
      stop = auth.onIdTokenChanged((user) => {
        setSignedIn(user !== null);
        setUnverified(user !== null && !user.emailVerified);
      });
      // The page is up and Auth is in: fetch the dialog now (in a further task).
      prefetch = prefetchDialog();
    });
    return () => {
      clearTimeout(timer);
      clearTimeout(prefetch);
      stop?.();
    };
  }, [auth]);
  if (!wanted) return { status: 'success', signedIn: false, unverified: false };
  return signedIn === null
    ? { status: 'loading', signedIn: false, unverified: false }
    : { status: 'success', signedIn, unverified };
}
