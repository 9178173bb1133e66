import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { toastOutletMounted } from './outlet';

/**
 * Toasts open just below the sticky headers (the public top bar is 72 px tall, the member header
 * 64 px), never over them: a toast pauses while the pointer rests on it, so one that covered the
 * navigation stayed on screen, and in the way, for as long as the pointer waited on a link under it.
 */
const BELOW_HEADERS_PX = 80;

/** Where toasts appear and how they look (loaded with the first toast, see toaster.tsx). */
export default function ToasterView() {
  useEffect(toastOutletMounted, []);
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: BELOW_HEADERS_PX }}
      toastOptions={{
        className:
          '!rounded-2xl !bg-white !px-4 !py-3 !shadow-lg !ring-1 !ring-ink-900/10 !max-w-sm',
      }}
    />
  );
}
