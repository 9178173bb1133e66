// The event page's first paint from the document index.html prefetched (Firestore REST), and the
// hand-over to the live listener.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEvent } from '../src/lib/event-data';
import type { LiveDoc } from '../src/lib/firebase/live-data';
import {
  dropPrefetched,
  fromRestFields,
  usePrefetchedDoc,
  usePrefetchedList,
  type RestValue,
} from '../src/lib/firebase/prefetched-doc';
import { orderedListKey } from '../src/lib/firebase/ordered-list';
import { PLACES_BY_NAME } from '../src/lib/public-lists';

const restEvent: Record<string, RestValue> = {
  title: { stringValue: 'Sunday Slow Brunch' },
  description: { stringValue: 'Long tables.\n\nGood company.' },
  style: { stringValue: 'Classic' },
  event_date: { stringValue: '2026-11-29' },
  event_time: { stringValue: '11:00' },
  location_name: { stringValue: 'Alfama Terrace' },
  address: { stringValue: 'Largo 12' },
  city: { stringValue: 'Lisbon' },
  country: { stringValue: 'Portugal' },
  spots_total: { integerValue: '24' },
  spots_left: { integerValue: '9' },
  price: { integerValue: '25' },
  price_cents: { integerValue: '2500' },
  image_url: { stringValue: '/images/seed/events/sunday-slow-brunch.svg' },
  host_name: { stringValue: 'Pedro Costa' },
  host_avatar: { nullValue: null },
  host_rating: { doubleValue: 4.9 },
};

afterEach(() => {
  delete window.__brunchersPrefetch;
});

describe('fromRestFields', () => {
  it('turns REST values into what the SDK hands the app', () => {
    const data = fromRestFields({
      text: { stringValue: 'a' },
      count: { integerValue: '42' },
      ratio: { doubleValue: 0.5 },
      flag: { booleanValue: true },
      none: { nullValue: null },
      at: { timestampValue: '2026-01-02T03:04:05.000Z' },
      list: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'b' }] } },
      empty: { arrayValue: {} },
      map: { mapValue: { fields: { inner: { booleanValue: false } } } },
      ref: { referenceValue: 'projects/p/databases/(default)/documents/venues/v1' },
    });
    expect(data).toEqual({
      text: 'a',
      count: 42,
      ratio: 0.5,
      flag: true,
      none: null,
      at: new Date('2026-01-02T03:04:05.000Z'),
      list: [1, 'b'],
      empty: [],
      map: { inner: false },
      ref: 'venues/v1',
    });
  });

  it('gives the event schema a valid event', () => {
    const event = parseEvent('sunday', fromRestFields(restEvent));
    expect(event).toMatchObject({
      id: 'sunday',
      spots_left: 9,
      price_cents: 2500,
      host_avatar: null,
    });
  });
});

function Probe({ path }: { path: string }) {
  const value: LiveDoc<{ title: string }> = usePrefetchedDoc(path, parseEvent);
  return <p>{value.status === 'ready' ? value.data.title : value.status}</p>;
}

type Entry = NonNullable<Window['__brunchersPrefetch']>[string];

function prefetch(key: string) {
  let answer!: (value: NonNullable<Entry['d']> | null) => void;
  const entry: Entry = { p: new Promise((resolve) => (answer = resolve)) };
  window.__brunchersPrefetch = { [key]: entry };
  return async (value: NonNullable<Entry['d']> | null) => {
    entry.d = value;
    entry.ok = 1;
    answer(value);
    await act(async () => {});
  };
}

describe('usePrefetchedDoc', () => {
  it('stays loading without a prefetch for the path', () => {
    render(<Probe path="events/other" />);
    expect(screen.getByText('loading')).toBeDefined();
  });

  it('shows the document once the request answers, and missing for a 404', async () => {
    const answer = prefetch('events/sunday');
    const { unmount } = render(<Probe path="events/sunday" />);
    expect(screen.getByText('loading')).toBeDefined();
    await answer({ fields: restEvent });
    expect(screen.getByText('Sunday Slow Brunch')).toBeDefined();
    unmount();

    const missing = prefetch('events/gone');
    render(<Probe path="events/gone" />);
    await missing(null);
    expect(screen.getByText('missing')).toBeDefined();
  });

  it('reads an answer that arrived before the first render at once', async () => {
    const answer = prefetch('events/sunday');
    await answer({ fields: restEvent });
    render(<Probe path="events/sunday" />);
    expect(screen.getByText('Sunday Slow Brunch')).toBeDefined();
  });

  it('leaves a document the parser rejects to the live listener', async () => {
    const answer = prefetch('events/broken');
    await answer({ fields: { title: { stringValue: 'No date' } } });
    render(<Probe path="events/broken" />);
    expect(screen.getByText('loading')).toBeDefined();
  });

  it('keeps showing the copy after it is dropped; a later visit starts without it', async () => {
    const answer = prefetch('events/sunday');
    await answer({ fields: restEvent });
    const { rerender, unmount } = render(<Probe path="events/sunday" />);
    dropPrefetched('events/sunday');
    expect(window.__brunchersPrefetch?.['events/sunday']).toBeUndefined();
    rerender(<Probe path="events/sunday" />);
    expect(screen.getByText('Sunday Slow Brunch')).toBeDefined();
    unmount();
    render(<Probe path="events/sunday" />);
    expect(screen.getByText('loading')).toBeDefined();
  });
});

function parseTitle(id: string, data: unknown): { id: string; title: string } {
  const { title } = data as { title?: unknown };
  if (typeof title !== 'string') throw new Error('no title');
  return { id, title };
}

function ListProbe() {
  const value = usePrefetchedList(PLACES_BY_NAME, parseTitle);
  return (
    <p>
      {value.status === 'ready'
        ? value.data.map((row) => `${row.id}:${row.title}`).join(',')
        : value.status}
    </p>
  );
}

describe('usePrefetchedList', () => {
  const row = (id: string, fields: Record<string, RestValue>) => ({
    document: { name: `projects/p/databases/(default)/documents/brunch_spots/${id}`, fields },
  });

  it("shows the runQuery answer's documents in order, leaving out those the parser rejects", async () => {
    const answer = prefetch(orderedListKey(PLACES_BY_NAME));
    render(<ListProbe />);
    expect(screen.getByText('loading')).toBeDefined();
    await answer([
      row('a', { title: { stringValue: 'Alfama' } }),
      row('b', { name: { stringValue: 'no title' } }),
      row('c', { title: { stringValue: 'Chiado' } }),
    ]);
    expect(screen.getByText('a:Alfama,c:Chiado')).toBeDefined();
  });

  it('reads an empty answer (one row without a document) as an empty list', async () => {
    const answer = prefetch(orderedListKey(PLACES_BY_NAME));
    await answer([{}]);
    render(<ListProbe />);
    expect(screen.getByRole('paragraph').textContent).toBe('');
  });

  it('stays loading without a prefetch of that list', () => {
    prefetch('brunch_spots|city|ASCENDING');
    render(<ListProbe />);
    expect(screen.getByText('loading')).toBeDefined();
  });
});
