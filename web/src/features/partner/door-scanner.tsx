import { DOOR_CAMERA_LABEL } from '@brunchers/model';
// The door's camera: qr-scanner (a kept library; its decoder runs in a worker, offline) reads QR
// codes from the back camera and hands over the first one it sees.
import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';

/** Fresh starts (camera cut off, decoder failing) before the door is told the scanner failed. */
const RESTARTS = 2;
/** Frames in a row the decoder failed on (an error, not "no code in this frame") before a restart. */
const DECODER_FAILURES = 3;

/** What failed: the camera never opened, or it films but its decoder keeps failing. */
export type ScannerFailure = 'camera' | 'decoder';

// A start cut short rather than refused: the page was hidden and shown again while the camera
// opened (a permission prompt, a switch of apps), qr-scanner started it a second time, and the
// second stream cut off the first one's play(), which leaves that scanner stopped.
const wasInterrupted = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

export function DoorScanner({
  onCode,
  onFailure,
}: {
  onCode: (text: string) => void;
  onFailure: (failure: ScannerFailure, error: unknown) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  // The latest callbacks, without restarting the camera when they change.
  const handlers = useRef({ onCode, onFailure });
  handlers.current = { onCode, onFailure };
  const [restarts, setRestarts] = useState(0);

  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    // A <video> of its own for each scanner, never shared: 300 ms after stop(), qr-scanner ends
    // whatever stream its element then shows, which on a shared element is the next scanner's (a
    // restart, or React's second mount in development): the door then films black, in silence.
    const element = document.createElement('video');
    element.muted = true;
    element.playsInline = true;
    element.setAttribute('aria-label', t(DOOR_CAMERA_LABEL));
    element.className = 'size-full object-cover';
    box.append(element);
    let done = false;
    let decoderFailures = 0;
    const scanner = new QrScanner(
      element,
      (result) => {
        if (done) return;
        done = true;
        handlers.current.onCode(result.data);
      },
      {
        preferredCamera: 'environment',
        maxScansPerSecond: 8,
        returnDetailedScanResult: true,
        // qr-scanner only logs a failing decoder (its worker crashed, timed out or never loaded):
        // every frame would then fail in silence while the door waits for an answer.
        onDecodeError: (error) => {
          if (done) return;
          if (error === QrScanner.NO_QR_CODE_FOUND) {
            decoderFailures = 0;
            return;
          }
          decoderFailures += 1;
          if (decoderFailures < DECODER_FAILURES) return;
          done = true;
          if (restarts < RESTARTS) {
            console.warn('QR decoder failing, restarting the scanner', error);
            setRestarts(restarts + 1);
          } else handlers.current.onFailure('decoder', error);
        },
        // The whole picture, not qr-scanner's default centre square: a ticket held close to the
        // phone fills the frame. Scaled down to 640 px at most, keeping the aspect ratio.
        calculateScanRegion: (view) => {
          const scale = Math.min(1, 640 / Math.max(view.videoWidth, view.videoHeight));
          return {
            x: 0,
            y: 0,
            width: view.videoWidth,
            height: view.videoHeight,
            downScaledWidth: Math.round(view.videoWidth * scale),
            downScaledHeight: Math.round(view.videoHeight * scale),
          };
        },
      },
    );
    // A scanner stopped while its camera was opening fails its start: nobody is waiting for it.
    scanner.start().catch((error: unknown) => {
      if (done) return;
      if (wasInterrupted(error) && restarts < RESTARTS) setRestarts(restarts + 1);
      else handlers.current.onFailure('camera', error);
    });
    return () => {
      done = true;
      scanner.stop();
      scanner.destroy();
      element.remove();
    };
  }, [restarts]);

  return (
    <div ref={frame} className="aspect-square w-full overflow-hidden rounded-2xl bg-ink-900" />
  );
}
