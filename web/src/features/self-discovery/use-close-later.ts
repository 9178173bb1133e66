// Runs a close action after the question dialog's delay (2 s), cancelled on unmount.
import { QUESTION_DIALOG_CLOSE_MS } from '@brunchers/model';
import { useCallback, useEffect, useRef } from 'react';

export function useCloseLater(delayMs = QUESTION_DIALOG_CLOSE_MS): (close: () => void) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (close: () => void) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(close, delayMs);
    },
    [delayMs],
  );
}
