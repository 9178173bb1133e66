import { Toaster } from 'react-hot-toast';

/** Mount once at the root: where toasts appear and how they look. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        className: '!rounded-2xl !bg-white !px-4 !py-3 !shadow-lg !ring-1 !ring-ink-900/10 !max-w-sm',
      }}
    />
  );
}
