// Where sign-in and sign-up lead: back to the page a guest asked for (the member shell and the top
// bar's Sign In pass it as the location state `from`), same-origin paths only, else the dashboard.
import { safeReturnPath } from '@brunchers/model';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';

export interface ReturnState {
  from?: string;
}

export function useReturnPath(): string {
  const location = useLocation();
  return safeReturnPath((location.state as ReturnState | null)?.from, paths.dashboard);
}
