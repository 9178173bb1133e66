// Role gate for /admin, /partner and the import screens: members without the role are
// sent to /dashboard. (The shell already sent guests to /login; rules and callables enforce the
// same on the server.)
import type { Role } from '@brunchers/model';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from './paths';
import { useMember } from './member-context';

export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { roles } = useMember();
  return roles.has(role) ? children : <Navigate to={paths.dashboard} replace />;
}
