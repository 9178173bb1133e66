// A dialog that is one step of the browser history (issue 33, the organiser's booking actions):
// opening it pushes the same URL with the dialog named in location.state, so the browser's Back
// closes the dialog instead of leaving the page, and a reload brings the same dialog back with
// fresh data (and the same request id, so a Confirm retried after a reload is not applied twice).
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useHistoryDialog<T>(
  key: string,
  /** Reads the stored value back; null when it is not this dialog's (or malformed). */
  parse: (value: unknown) => T | null,
): [value: T | null, open: (value: T) => void, close: () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = isRecord(location.state) ? location.state : {};
  const value = key in state ? parse(state[key]) : null;
  // Close once per history entry: the close button and the dialog's own onClose may both fire.
  const closedEntry = useRef<string | null>(null);

  function open(next: T) {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...state, [key]: next }, preventScrollReset: true },
    );
  }

  function close() {
    if (value === null || closedEntry.current === location.key) return;
    closedEntry.current = location.key;
    void navigate(-1);
  }

  return [value, open, close];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
