// The door's scanner never fails in silence: a decoder that keeps failing (its worker crashed,
// timed out or never loaded) restarts the scanner, then tells the door, as a camera that cannot be
// opened does. Frames without a code are not failures. qr-scanner is replaced by a stand-in whose
// decode errors the test sends.
import { DOOR_CAMERA_LABEL } from '@brunchers/model';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DecodeError = Error | string;
const scanners = vi.hoisted(() => ({
  made: [] as {
    onDecodeError: (error: DecodeError) => void;
    video: HTMLVideoElement;
    destroyed: boolean;
    start: () => Promise<void>;
  }[],
  start: (): Promise<void> => Promise.resolve(),
}));
vi.mock('qr-scanner', () => ({
  default: class {
    static readonly NO_QR_CODE_FOUND = 'No QR code found';
    record: (typeof scanners.made)[number];
    constructor(
      video: HTMLVideoElement,
      _onDecode: unknown,
      options: { onDecodeError: (error: DecodeError) => void },
    ) {
      this.record = {
        onDecodeError: options.onDecodeError,
        video,
        destroyed: false,
        start: scanners.start,
      };
      scanners.made.push(this.record);
    }
    start() {
      return this.record.start();
    }
    stop() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const { DoorScanner } = await import('../../src/features/partner/door-scanner');

const NO_CODE = 'No QR code found';
const CRASHED = 'Scanner error: timeout';
const latest = () => scanners.made.at(-1)!;
const frames = (...errors: DecodeError[]) =>
  act(() => errors.forEach((error) => latest().onDecodeError(error)));

beforeEach(() => {
  scanners.made = [];
  scanners.start = () => Promise.resolve();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the door scanner', () => {
  it('keeps scanning through frames without a code and through a stray failed frame', () => {
    const onFailure = vi.fn();
    render(<DoorScanner onCode={vi.fn()} onFailure={onFailure} />);
    frames(NO_CODE, CRASHED, CRASHED, NO_CODE, CRASHED, CRASHED, NO_CODE, NO_CODE);
    expect(scanners.made).toHaveLength(1);
    expect(latest().destroyed).toBe(false);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('restarts a scanner whose decoder keeps failing, then tells the door it failed', () => {
    const onFailure = vi.fn();
    render(<DoorScanner onCode={vi.fn()} onFailure={onFailure} />);
    const broken = new TypeError('Failed to fetch dynamically imported module');
    frames(broken, broken, broken);
    // A fresh scanner (a fresh decoder) replaces the failing one.
    expect(scanners.made).toHaveLength(2);
    expect(scanners.made[0]!.destroyed).toBe(true);
    expect(onFailure).not.toHaveBeenCalled();
    frames(broken, broken, broken);
    expect(scanners.made).toHaveLength(3);
    expect(onFailure).not.toHaveBeenCalled();
    frames(broken, broken, broken);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith('decoder', broken);
    expect(latest().destroyed).toBe(false);
    // Whatever the given-up scanner still reports is not told twice.
    frames(broken, broken, broken);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(scanners.made).toHaveLength(3);
  });

  it("films into a video of each scanner's own, also through React's second mount", () => {
    render(
      <StrictMode>
        <DoorScanner onCode={vi.fn()} onFailure={vi.fn()} />
      </StrictMode>,
    );
    // qr-scanner ends whatever stream its element shows 300 ms after stop(): a shared element
    // would lose the next scanner's stream.
    expect(scanners.made).toHaveLength(2);
    const [first, second] = scanners.made;
    expect(first!.video).not.toBe(second!.video);
    expect(first!.destroyed).toBe(true);
    expect(first!.video.isConnected).toBe(false);
    expect(second!.video.isConnected).toBe(true);
    expect(second!.video.getAttribute('aria-label')).toBe(DOOR_CAMERA_LABEL);
    frames(CRASHED, CRASHED, CRASHED);
    expect(scanners.made).toHaveLength(3);
    expect(second!.video.isConnected).toBe(false);
    expect(scanners.made[2]!.video.isConnected).toBe(true);
  });

  it('tells the door when the camera cannot be opened', async () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    scanners.start = () => Promise.reject(refused);
    const onFailure = vi.fn();
    render(<DoorScanner onCode={vi.fn()} onFailure={onFailure} />);
    await act(async () => {});
    expect(onFailure).toHaveBeenCalledWith('camera', refused);
    expect(scanners.made).toHaveLength(1);
  });
});
