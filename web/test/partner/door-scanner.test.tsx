// The door's scanner never fails in silence: a decoder that keeps failing (its worker crashed,
// timed out or never loaded) restarts the scanner, then tells the door, as a camera that cannot be
// opened does. Frames without a code are not failures. qr-scanner is replaced by a stand-in whose
// decode errors the test sends.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DecodeError = Error | string;
const scanners = vi.hoisted(() => ({
  made: [] as {
    onDecodeError: (error: DecodeError) => void;
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
      _video: HTMLVideoElement,
      _onDecode: unknown,
      options: { onDecodeError: (error: DecodeError) => void },
    ) {
      this.record = {
        onDecodeError: options.onDecodeError,
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
