// The public pages' session: a visitor who never signed in in this browser is signed out at once
// and Auth's SDK is never loaded; where someone signed in (the hint auth.ts keeps), Auth loads and
// its user is followed; another tab signing in loads it too.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  loads: 0,
  user: null as { uid: string } | null,
  listeners: [] as ((user: { uid: string } | null) => void)[],
}));

function mockAuthSdk() {
  vi.doMock('../src/lib/firebase/app', () => ({}));
  vi.doMock('../src/lib/firebase/auth', () => {
    sdk.loads++;
    return {
      auth: {
        currentUser: null,
        onAuthStateChanged(listener: (user: { uid: string } | null) => void) {
          sdk.listeners.push(listener);
          listener(sdk.user);
          return () => {};
        },
      },
    };
  });
}

const HINT = 'brunchers.signed-in';

async function renderSession() {
  const { useLazySession } = await import('../src/lib/firebase/lazy');
  function Probe() {
    const session = useLazySession();
    const text =
      session.status === 'loading' ? 'loading' : session.user ? `in:${session.user.uid}` : 'out';
    return <p data-testid="session">{text}</p>;
  }
  render(<Probe />);
  return () => screen.getByTestId('session').textContent;
}

beforeEach(() => {
  // Fresh modules per test: lazy.ts keeps the loaded Auth in module state.
  vi.resetModules();
  mockAuthSdk();
  window.localStorage.clear();
  sdk.loads = 0;
  sdk.user = null;
  sdk.listeners = [];
});
afterEach(() => window.localStorage.clear());

describe('useLazySession', () => {
  it('is signed out at once for a visitor, and never loads Auth', async () => {
    const session = await renderSession();
    expect(session()).toBe('out');
    // Past the moment Auth would start loading for a member (the page's afterPaint, which runs
    // before one scheduled later), and once every import started by then has settled.
    const { afterPaint } = await import('../src/lib/firebase/lazy');
    await act(() => new Promise<void>((resolve) => afterPaint(() => setTimeout(resolve, 0))));
    await vi.dynamicImportSettled();
    expect(sdk.loads).toBe(0);
    expect(session()).toBe('out');
  });

  it('loads Auth and follows its user where someone signed in in this browser', async () => {
    window.localStorage.setItem(HINT, '1');
    sdk.user = { uid: 'member-1' };
    const session = await renderSession();
    expect(session()).toBe('loading');
    await waitFor(() => expect(session()).toBe('in:member-1'));
    expect(sdk.loads).toBe(1);
    act(() => sdk.listeners.forEach((listener) => listener(null)));
    expect(session()).toBe('out');
  });

  it('loads Auth when another tab signs in', async () => {
    const session = await renderSession();
    expect(session()).toBe('out');
    sdk.user = { uid: 'member-2' };
    window.localStorage.setItem(HINT, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: HINT, newValue: '1' }));
    });
    await waitFor(() => expect(session()).toBe('in:member-2'));
    expect(sdk.loads).toBe(1);
  });
});

describe('the signed-in hint', () => {
  it('is set and cleared with Auth’s answer, and assumed when storage cannot be read', async () => {
    const { mayBeSignedIn, rememberSignedIn } = await import('../src/lib/firebase/session-hint');
    expect(mayBeSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(mayBeSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(mayBeSignedIn()).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(mayBeSignedIn()).toBe(true);
  });
});
