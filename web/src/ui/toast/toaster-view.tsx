import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { toastOutletMounted } from './outlet';

/** Where toasts appear and how they look (loaded with the first toast, see toaster.tsx). */
export default function ToasterView() {
  useEffect(toastOutletMounted, []);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        className:
          '!rounded-2xl !bg-white !px-4 !py-3 !shadow-lg !ring-1 !ring-ink-900/10 !max-w-sm',
      }}
    />
  );
}
