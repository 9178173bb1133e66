// Subscription status: asked from checkSubscription at load, on every authentication change
// and every 60 s; a failure or a missing session resets it to "not subscribed" (logged, no
// message). openCustomerPortal opens Stripe's portal in a new tab.
import {
  AUTH_REQUIRED_PORTAL,
  NOT_SUBSCRIBED,
  PORTAL_FAILED,
  SUBSCRIPTION_POLL_MS,
  type CheckSubscriptionOutput,
} from '@brunchers/model';
import { onIdTokenChanged } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAuth, useFunctions } from 'reactfire';
import { notify } from '../ui/toast';
import { callable } from './callables';

interface SubscriptionValue {
  status: CheckSubscriptionOutput;
  openCustomerPortal: () => Promise<void>;
}

const SubscriptionContext = createContext<SubscriptionValue | null>(null);

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const functions = useFunctions();
  const [status, setStatus] = useState<CheckSubscriptionOutput>(NOT_SUBSCRIBED);

  useEffect(() => {
    const check = callable(functions, 'checkSubscription');
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
    const unsubscribe = onIdTokenChanged(auth, () => void refresh());
    const timer = window.setInterval(() => void refresh(), SUBSCRIPTION_POLL_MS);
    return () => {
      live = false;
      unsubscribe();
      window.clearInterval(timer);
    };
  }, [auth, functions]);

  const openCustomerPortal = useCallback(async () => {
    if (!auth.currentUser) {
      notify.error(AUTH_REQUIRED_PORTAL);
      return;
    }
    // Open the tab inside the click (popup blockers), then point it at the portal.
    const tab = window.open('', '_blank');
    try {
      const { url } = await callable(functions, 'customerPortal')(null);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      console.warn('Customer portal failed', error);
      tab?.close();
      notify.error(PORTAL_FAILED);
    }
  }, [auth, functions]);

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
