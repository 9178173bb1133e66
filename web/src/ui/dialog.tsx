// Headless UI (~17 KB gzip) loads with a page's first Dialog, not with the page: a closed dialog
// renders nothing, so no screen needs it to paint (issue 41: the member shell's review, question
// and profile prompts put it on every member route). A mounted Dialog starts the download after
// the page's first render, so it is there before anyone opens one; one that opens sooner shows as
// soon as it arrives.
import { useEffect, useState, type ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
  dismissible?: boolean;
};

type FrameModule = typeof import('./dialog-frame');

let loaded: FrameModule | undefined;
let loading: Promise<FrameModule> | undefined;

/** Starts loading the dialog's code (once); resolves when it is there. */
export function preloadDialog(): Promise<FrameModule> {
  loading ??= import('./dialog-frame').then((module) => (loaded = module));
  return loading;
}

/**
 * A modal dialog (Headless UI): focus trapped, Escape and backdrop click close, the title labels
 * it. Content scrolls inside the panel on small screens. `dismissible={false}`: a step the member
 * must finish (no Close button; Escape and the backdrop do nothing).
 */
export function Dialog(props: DialogProps) {
  const [frame, setFrame] = useState(loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (frame) return;
    let current = true;
    preloadDialog().then(
      (module) => current && setFrame(module),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [frame]);
  // A chunk that cannot be loaded is the route error boundary's job, as for a lazy route; only
  // once someone opens the dialog.
  if (error && props.open) throw error;
  return frame ? <frame.DialogFrame {...props} /> : null;
}

/**
 * A dialog's buttons, in reading order (Back, then Confirm): side by side at the end from the
 * `sm` width up; stacked full width below it, Confirm on top, so long labels ("Confirm: Cancel
 * and refund") never wrap inside or beside a button on a phone.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 *:w-full sm:flex-row sm:justify-end sm:*:w-auto">
      {children}
    </div>
  );
}
