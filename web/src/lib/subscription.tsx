// Subscription status: asked from checkSubscription at load, on every authentication change,
// every 60 s and as soon as the Stripe webhook changes the member's memberships/{uid} document
// (so a membership bought in another tab shows at once); a failure or a missing session resets it
// to "not subscribed" (logged, no message). openCustomerPortal opens Stripe's portal in a new tab.
import {
  AUTH_REQUIRED_PORTAL,
  NOT_SUBSCRIBED,
  PORTAL_FAILED,
  SUBSCRIPTION_POLL_MS,
  type CheckSubscriptionOutput,
} from '@brunchers/model';
import { COLLECTIONS } from '@brunchers/model';
import { t } from './i18n';
import { onIdTokenChanged } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { notify } from '../ui/toast';
import { callable } from './callables';

interface SubscriptionValue {
  status: CheckSubscriptionOutput;
  openCustomerPortal: () => Promise<void>;
}

const SubscriptionContext = createContext<SubscriptionValue | null>(null);

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const db = useFirestore();
  const [status, setStatus] = useState<CheckSubscriptionOutput>(NOT_SUBSCRIBED);

  useEffect(() => {
    const check = callable('checkSubscription');
    let live = true;
    const refresh = async () => {
      if (!auth.currentUser) {
        setStatus(NOT_SUBSCRIBED);
        return;
      }
      try {
        const next = await check(null);
        if (live) setStatus(next);
      } catch (error) {
        console.warn('Subscription check failed', error);
        if (live) setStatus(NOT_SUBSCRIBED);
      }
    };
    // The webhook's record changing is the cue to ask again (the callable stays the one answer).
    let stopMembership: (() => void) | undefined;
    const followMembership = (uid: string | undefined) => {
      stopMembership?.();
      stopMembership = undefined;
      if (!uid) return;
      // Its first answer is the state the sign-in's own check already asks about.
      let answered = false;
      stopMembership = onSnapshot(
        doc(db, COLLECTIONS.memberships, uid),
        (snapshot) => {
          if (snapshot.metadata.fromCache) return;
          if (answered) void refresh();
          answered = true;
        },
        (error) => console.warn('Membership listener failed', error),
      );
    };
    const unsubscribe = onIdTokenChanged(auth, (user) => {
      followMembership(user?.uid);
      void refresh();
    });
    const timer = window.setInterval(() => void refresh(), SUBSCRIPTION_POLL_MS);
    return () => {
      live = false;
      unsubscribe();
      stopMembership?.();
      window.clearInterval(timer);
    };
  }, [auth, db]);

  const openCustomerPortal = useCallback(async () => {
    if (!auth.currentUser) {
      notify.error(t(AUTH_REQUIRED_PORTAL));
      return;
    }
    // Open the tab inside the click (popup blockers), then point it at the portal.
    const tab = window.open('', '_blank');
    try {
      const { url } = await callable('customerPortal')(null);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      console.warn('Customer portal failed', error);
      tab?.close();
      notify.error(t(PORTAL_FAILED));
    }
  }, [auth]);

  return (
    <SubscriptionContext.Provider value={{ status, openCustomerPortal }}>
      {children}
    </SubscriptionContext.Provider>
  );
}

export function useSubscription(): SubscriptionValue {
  const value = useContext(SubscriptionContext);
  if (!value) throw new Error('useSubscription() needs a SubscriptionProvider above it');
  return value;
}
