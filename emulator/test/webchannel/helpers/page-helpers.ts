/** Node-side shortcuts for reading what the page harness recorded. */
import type { Page } from 'playwright-core';
import type { OpenOptions, SnapshotRecord } from '../page/harness.js';

/** Generous upper bounds for waiting on the browser; they are limits, not speed assertions. */
export const POLL = { timeout: 20_000, interval: 50 } as const;

export function openClient(page: Page, name: string, options: OpenOptions): Promise<void> {
  return page.evaluate(([n, o]) => window.h.open(n, o), [name, options] as const);
}

export function latest(page: Page, key: string): Promise<SnapshotRecord | undefined> {
  return page.evaluate((k) => window.h.latest(k), key);
}

/** Documents of the newest server-confirmed snapshot, as `id → data`. */
export async function latestDocs(
  page: Page,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  const snapshot = await latest(page, key);
  return snapshot && Object.fromEntries(snapshot.docs.map((d) => [d.id, d.data]));
}

/** Every document change a query listener has seen so far, e.g. `added:p1`. */
export function changesSeen(page: Page, key: string): Promise<string[]> {
  return page.evaluate(
    (k) =>
      window.h.watches
        .get(k)
        ?.snapshots.flatMap((s) => s.changes.map((c) => `${c.type}:${c.id}`)) ?? [],
    key,
  );
}

export function watchError(
  page: Page,
  key: string,
): Promise<{ code: string; message: string } | null> {
  return page.evaluate((k) => window.h.watches.get(k)?.error ?? null, key);
}

/** Starts recording the URLs of the WebChannel requests a page makes (from when it is called). */
export function recordChannelRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/google.firestore.v1.Firestore/')) urls.push(new URL(r.url()));
  });
  return urls;
}
