// useLazyLiveDoc: shows what it is given until the live listener answers, then the listener's
// answers; an answer equal to what is shown does not re-render.
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLazyLiveDoc } from '../src/lib/firebase/lazy';
import type { LiveDoc } from '../src/lib/firebase/live-data';

type Listener = (value: LiveDoc<{ title: string }>) => void;
const listeners = new Map<string, Listener>();
const stopped: string[] = [];

vi.mock('../src/lib/firebase/live-doc-at', () => ({
  followDocAt: (path: string, _parse: unknown, onValue: Listener) => {
    listeners.set(path, onValue);
    return () => stopped.push(path);
  },
}));

const parse = (_id: string, data: unknown) => data as { title: string };
let renders = 0;

function Probe({
  path,
  meanwhile,
  onAnswer,
}: {
  path: string;
  meanwhile?: LiveDoc<{ title: string }>;
  onAnswer?: () => void;
}) {
  renders += 1;
  const value = useLazyLiveDoc(path, parse, meanwhile, onAnswer);
  return <p>{value.status === 'ready' ? value.data.title : value.status}</p>;
}

async function answer(path: string, value: LiveDoc<{ title: string }>) {
  await waitFor(() => expect(listeners.has(path)).toBe(true));
  act(() => listeners.get(path)!(value));
}

beforeEach(() => {
  listeners.clear();
  stopped.length = 0;
  renders = 0;
});

describe('useLazyLiveDoc', () => {
  it('is loading until the listener answers, then follows it', async () => {
    render(<Probe path="events/a" />);
    expect(screen.getByText('loading')).toBeDefined();
    await answer('events/a', { status: 'ready', data: { title: 'First' } });
    expect(screen.getByText('First')).toBeDefined();
    await answer('events/a', { status: 'missing' });
    expect(screen.getByText('missing')).toBeDefined();
  });

  it('shows the copy it is given meanwhile; an equal answer does not re-render, a new one does', async () => {
    const onAnswer = vi.fn();
    const meanwhile = { status: 'ready', data: { title: 'Prefetched' } } as const;
    render(<Probe path="events/b" meanwhile={meanwhile} onAnswer={onAnswer} />);
    expect(screen.getByText('Prefetched')).toBeDefined();
    await waitFor(() => expect(listeners.has('events/b')).toBe(true));
    const before = renders;
    await answer('events/b', { status: 'ready', data: { title: 'Prefetched' } });
    expect(renders).toBe(before);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await answer('events/b', { status: 'ready', data: { title: 'Changed' } });
    expect(screen.getByText('Changed')).toBeDefined();
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('stops listening when the path changes or the component goes', async () => {
    const { rerender, unmount } = render(<Probe path="events/c" />);
    await waitFor(() => expect(listeners.has('events/c')).toBe(true));
    rerender(<Probe path="events/d" />);
    expect(screen.getByText('loading')).toBeDefined();
    await waitFor(() => expect(listeners.has('events/d')).toBe(true));
    expect(stopped).toEqual(['events/c']);
    unmount();
    expect(stopped).toEqual(['events/c', 'events/d']);
  });
});
