// The mailed verification link under React's StrictMode (as `npm run dev` renders it): the effect
// runs twice, but a code works only once, so the page must apply it once and say "verified".
// Auth and reactfire are replaced here; the real ones are driven by e2e/tests/public/verify-email.
import { EMAIL_VERIFIED, INVALID_LINK } from '@brunchers/model';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import ToasterView from '../../src/ui/toast/toaster-view';
import '../render';

const fake = vi.hoisted(() => {
  const used = new Set<string>();
  return {
    auth: { currentUser: null, authStateReady: async () => {} },
    // Like Auth's server: a code is deleted when applied, so a second call is refused.
    applyActionCode: vi.fn(async (_auth: unknown, code: string) => {
      await Promise.resolve();
      if (used.has(code)) throw new Error('auth/invalid-action-code');
      used.add(code);
    }),
  };
});
vi.mock('reactfire', () => ({ useAuth: () => fake.auth }));
vi.mock('firebase/auth', () => ({ applyActionCode: fake.applyActionCode }));

const { Component: AuthActionPage } = await import('../../src/features/auth/auth-action-page');

it('applies a verification code once under StrictMode and confirms the address', async () => {
  const router = createMemoryRouter(
    [
      { path: '/auth/action', element: <AuthActionPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: ['/auth/action?mode=verifyEmail&oobCode=code-1'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
      <ToasterView />
    </StrictMode>,
  );
  expect(await screen.findByText(EMAIL_VERIFIED.title)).toBeTruthy();
  expect(screen.queryByText(INVALID_LINK.title)).toBeNull();
  expect(fake.applyActionCode).toHaveBeenCalledTimes(1);
  expect(router.state.location.pathname).toBe('/dashboard');
});
