// afterPaint: on a first visit, SDK downloads wait for the browser's report of the first contentful
// paint (a frame callback comes before the frame is shown); later, for the next frame; and never
// longer than PAINT_FALLBACK_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, PAINT_FALLBACK_MS } from '../src/lib/firebase/lazy';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;
let observers: { callback: PaintCallback; disconnected: boolean }[] = [];
let painted: unknown[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'longtask'];
  private readonly record: { callback: PaintCallback; disconnected: boolean };
  constructor(callback: PaintCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function reportFirstContentfulPaint() {
  painted = [{ name: 'first-contentful-paint' }];
  for (const observer of observers)
    if (!observer.disconnected)
      observer.callback({
        getEntriesByName: (name) => painted.filter(() => name === 'first-contentful-paint'),
      });
}

beforeEach(() => {
  observers = [];
  painted = [];
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    name === 'first-contentful-paint' ? (painted as PerformanceEntryList) : [],
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterPaint', () => {
  it('before any content is shown, waits for the first contentful paint, not the next frame', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(100); // several frames
    expect(work).not.toHaveBeenCalled();
    reportFirstContentfulPaint();
    expect(work).not.toHaveBeenCalled(); // in a task of its own
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAINT_FALLBACK_MS);
    expect(work).toHaveBeenCalledTimes(1);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('once content has been shown, runs after the next frame', () => {
    painted = [{ name: 'first-contentful-paint' }];
    const work = vi.fn();
    afterPaint(work);
    expect(observers).toHaveLength(0);
    vi.advanceTimersByTime(17); // one frame, then the task queued from it
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no paint is reported (a hidden tab)', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(PAINT_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    reportFirstContentfulPaint();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = afterPaint(work);
    cancel();
    reportFirstContentfulPaint();
    vi.advanceTimersByTime(PAINT_FALLBACK_MS * 2);
    expect(work).not.toHaveBeenCalled();
  });
});
