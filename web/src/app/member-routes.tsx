// Member, partner, admin and import routes (owned by the member-areas work). They render below
// FirebaseLayout, so reactfire's providers are available.
import type { RouteObject } from 'react-router';

export const memberRoutes: RouteObject[] = [];
