// The landing page's events grid (and the Firebase SDKs it brings) starts when it nears the
// screen, or once the page has settled after loading.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_AFTER_LOAD_MS, useNearViewport } from '../src/features/landing/use-near-viewport';

let observers: {
  callback: IntersectionObserverCallback;
  margin?: string;
  disconnected: boolean;
}[] = [];

class FakeIntersectionObserver {
  entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

function intersect(isIntersecting: boolean) {
  const { callback } = observers.at(-1)!;
  act(() =>
    callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('turns true when the element comes within a screen of the viewport, then stops observing', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeDefined();
    expect(observers[0]?.margin).toBe('100% 0px');
    intersect(false);
    expect(screen.getByText('far')).toBeDefined();
    intersect(true);
    expect(screen.getByText('near')).toBeDefined();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('turns true once the page has settled after loading, without scrolling', () => {
    render(<Probe />); // jsdom's document is already complete: the wait starts now
    act(() => vi.advanceTimersByTime(SETTLED_AFTER_LOAD_MS - 1));
    expect(screen.getByText('far')).toBeDefined();
    act(() => vi.advanceTimersByTime(1_001)); // the idle callback's own deadline
    expect(screen.getByText('near')).toBeDefined();
  });
});
