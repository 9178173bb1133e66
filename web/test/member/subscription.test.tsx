// Subscription status (§4, §6, §8) with fake timers: asked at load and on every authentication
// change, again every 60 s and when the member's membership document changes; a failure or a signed-out user resets it to "not subscribed"; the
// portal needs a session (Authentication Required) and shows the catalogue's error when it fails.
// Auth, reactfire and the callables are replaced here; the real ones are driven by the e2e suite.
import {
  AUTH_REQUIRED_PORTAL,
  PORTAL_FAILED,
  SUBSCRIPTION_POLL_MS,
  type CheckSubscriptionOutput,
} from '@brunchers/model';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionProvider, useSubscription } from '../../src/lib/subscription';
import { renderWithApp } from '../render';

const fake = vi.hoisted(() => ({
  auth: { currentUser: null as null | { uid: string } },
  firestore: {},
  tokenListeners: [] as Array<() => void>,
  membershipListeners: new Map<string, (snapshot: { metadata: { fromCache: boolean } }) => void>(),
  checkSubscription: vi.fn<() => Promise<CheckSubscriptionOutput>>(),
  customerPortal: vi.fn<() => Promise<{ url: string }>>(),
}));

vi.mock('reactfire', () => ({
  useAuth: () => fake.auth,
  useFirestore: () => fake.firestore,
}));
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    const withUser = () => listener(fake.auth.currentUser);
    fake.tokenListeners.push(withUser);
    withUser(); // Firebase calls the listener once with the current user on subscription.
    return () => {
      fake.tokenListeners = fake.tokenListeners.filter((other) => other !== withUser);
    };
  },
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  onSnapshot: (path: string, next: (snapshot: { metadata: { fromCache: boolean } }) => void) => {
    fake.membershipListeners.set(path, next);
    return () => fake.membershipListeners.delete(path);
  },
}));

/** The membership document of `uid` as the server sends it (the webhook wrote it). */
async function membershipChanges(uid: string) {
  await act(async () => {
    fake.membershipListeners.get(`memberships/${uid}`)?.({ metadata: { fromCache: false } });
  });
}
vi.mock('../../src/lib/callables', () => ({
  callable: (name: string) =>
    name === 'checkSubscription' ? fake.checkSubscription : fake.customerPortal,
}));

const SUBSCRIBED: CheckSubscriptionOutput = {
  subscribed: true,
  product_id: 'prod_club',
  subscription_end: '2030-02-01T00:00:00.000Z',
};

function Status() {
  const { status, openCustomerPortal } = useSubscription();
  return (
    <>
      <p data-testid="status">
        {status.subscribed ? `subscribed to ${status.product_id}` : 'not subscribed'}
      </p>
      <button onClick={() => void openCustomerPortal()}>Manage</button>
    </>
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderStatus() {
  renderWithApp(
    <SubscriptionProvider>
      <Status />
    </SubscriptionProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  fake.auth.currentUser = { uid: 'member-1' };
  fake.tokenListeners = [];
  fake.membershipListeners.clear();
  fake.checkSubscription.mockReset();
  fake.customerPortal.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('subscription status', () => {
  it('asks at load, then again every 60 s, and nothing in between', async () => {
    fake.checkSubscription.mockResolvedValue(SUBSCRIBED);
    renderStatus();
    await advance(0);
    expect(fake.checkSubscription).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status').textContent).toBe('subscribed to prod_club');

    await advance(SUBSCRIPTION_POLL_MS - 1);
    expect(fake.checkSubscription).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fake.checkSubscription).toHaveBeenCalledTimes(2);
    await advance(SUBSCRIPTION_POLL_MS);
    expect(fake.checkSubscription).toHaveBeenCalledTimes(3);
  });

  it('resets to not subscribed when a later check fails, and recovers on the next poll', async () => {
    fake.checkSubscription
      .mockResolvedValueOnce(SUBSCRIBED)
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue(SUBSCRIBED);
    renderStatus();
    await advance(0);
    expect(screen.getByTestId('status').textContent).toBe('subscribed to prod_club');

    await advance(SUBSCRIPTION_POLL_MS);
    expect(screen.getByTestId('status').textContent).toBe('not subscribed');
    expect(screen.queryByRole('alert')).toBeNull(); // §8: logged, no message

    await advance(SUBSCRIPTION_POLL_MS);
    expect(screen.getByTestId('status').textContent).toBe('subscribed to prod_club');
  });

  it('asks again on an authentication change and resets without a call once signed out', async () => {
    fake.checkSubscription.mockResolvedValue(SUBSCRIBED);
    renderStatus();
    await advance(0);
    expect(screen.getByTestId('status').textContent).toBe('subscribed to prod_club');

    fake.auth.currentUser = null;
    await act(async () => {
      for (const listener of fake.tokenListeners) listener();
    });
    expect(screen.getByTestId('status').textContent).toBe('not subscribed');
    expect(fake.checkSubscription).toHaveBeenCalledTimes(1);

    fake.auth.currentUser = { uid: 'member-2' };
    await act(async () => {
      for (const listener of fake.tokenListeners) listener();
    });
    expect(fake.checkSubscription).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('status').textContent).toBe('subscribed to prod_club');
  });

  it('asks again when the webhook changes the membership, not on its first answer', async () => {
    fake.checkSubscription
      .mockResolvedValueOnce({ subscribed: false, product_id: null, subscription_end: null })
      .mockResolvedValue(SUBSCRIBED);
    renderStatus();
    await advance(0);
    expect(screen.getByTestId('status').textContent).toBe('not subscribed');

    await membershipChanges('member-1'); // the listener's first answer: what load already asked
    expect(fake.checkSubscription).toHaveBeenCalledTimes(1);
    await membershipChanges('member-1'); // the webhook recorded a subscription
    expect(fake.checkSubscription).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('status').textContent).toBe('subscribed to prod_club');

    fake.auth.currentUser = null;
    await act(async () => {
      for (const listener of fake.tokenListeners) listener();
    });
    expect(fake.membershipListeners.size).toBe(0);
  });

  it('stops polling once unmounted', async () => {
    fake.checkSubscription.mockResolvedValue(SUBSCRIBED);
    renderStatus();
    await advance(0);
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    await advance(3 * SUBSCRIPTION_POLL_MS);
    expect(fake.checkSubscription).toHaveBeenCalledTimes(1);
    expect(fake.tokenListeners).toHaveLength(0);
    expect(fake.membershipListeners.size).toBe(0);
  });
});

describe('customer portal', () => {
  it('needs a session: Authentication Required, and no call', async () => {
    fake.auth.currentUser = null;
    renderStatus();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    await advance(0);
    expect(screen.getByText(AUTH_REQUIRED_PORTAL.title)).toBeTruthy();
    expect(screen.getByText(AUTH_REQUIRED_PORTAL.description!)).toBeTruthy();
    expect(fake.customerPortal).not.toHaveBeenCalled();
  });

  it('opens the tab inside the click, points it at the portal URL', async () => {
    fake.checkSubscription.mockResolvedValue(SUBSCRIBED);
    fake.customerPortal.mockResolvedValue({ url: 'http://127.0.0.1:12111/portal/bps_1' });
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderStatus();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await advance(0);
    expect(tab.location.href).toBe('http://127.0.0.1:12111/portal/bps_1');
  });

  it('closes the blank tab and shows the catalogue error when the portal call fails', async () => {
    fake.checkSubscription.mockResolvedValue(SUBSCRIBED);
    fake.customerPortal.mockRejectedValue(new Error('no customer'));
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderStatus();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    await advance(0);
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByText(PORTAL_FAILED.description!)).toBeTruthy();
  });
});
