// Component tests run in jsdom. What jsdom lacks and Headless UI / react-hot-toast use is filled
// in here; an unexpected console.error fails the test that caused it.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadDialog } from '../src/ui/dialog';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// waitFor and findBy* wait on a condition; their default 1 s limit is a budget for an idle machine
// (a dynamic import took longer than that at load 30). The test's own timeout still ends a hang.
configure({ asyncUtilTimeout: 20_000 });

// A page's dialogs load Headless UI after its first render (ui/dialog.tsx); tests that open one
// synchronously (some under fake timers) start with it loaded, as a page is by the time it is used.
beforeAll(() => preloadDialog());

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  if (consoleErrors.length > 0) {
    throw new Error(
      `Unexpected console.error: ${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
