// The console's e-mail lookup over a live list that grows while listUsers is answering: every
// answer is kept and each uid is asked for once (a lookup cancelled by each change never showed an
// e-mail on a busy console).
import type { CallableOutput } from '@brunchers/model';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Page = CallableOutput<'listUsers'>;
const fake = vi.hoisted(() => ({
  calls: [] as { uids: string[]; resolve: (page: unknown) => void; reject: (e: unknown) => void }[],
}));
vi.mock('../src/lib/callables', () => ({
  callable: () => (input: { uids: string[] }) =>
    new Promise((resolve, reject) => fake.calls.push({ uids: input.uids, resolve, reject })),
}));
const { useUserEmails } = await import('../src/features/admin/user-emails');

const page = (...ids: string[]) =>
  ({ users: ids.map((id) => ({ id, email: `${id}@example.com` })) }) as unknown as Page;

afterEach(() => {
  fake.calls.length = 0;
});

describe('useUserEmails', () => {
  it('keeps the answer for uids asked before the list grew, and asks only for the new ones', async () => {
    const { result, rerender } = renderHook(({ uids }) => useUserEmails(uids), {
      initialProps: { uids: ['a', 'b'] },
    });
    expect(fake.calls.map((call) => call.uids)).toEqual([['a', 'b']]);
    rerender({ uids: ['a', 'b', 'c'] });
    expect(fake.calls.map((call) => call.uids)).toEqual([['a', 'b'], ['c']]);
    await act(async () => fake.calls[0]!.resolve(page('a', 'b')));
    expect(result.current('a')).toBe('a@example.com');
    expect(result.current('c')).toBe('c');
    await act(async () => fake.calls[1]!.resolve(page('c')));
    expect(['a', 'b', 'c'].map(result.current)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    rerender({ uids: ['c', 'a'] });
    expect(fake.calls).toHaveLength(2);
  });

  it('asks again for uids whose lookup failed when the list next changes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, rerender } = renderHook(({ uids }) => useUserEmails(uids), {
      initialProps: { uids: ['a'] },
    });
    await act(async () => fake.calls[0]!.reject(new Error('unavailable')));
    rerender({ uids: ['a', 'b'] });
    expect(fake.calls.map((call) => call.uids)).toEqual([['a'], ['a', 'b']]);
    await act(async () => fake.calls[1]!.resolve(page('a', 'b')));
    expect(result.current('a')).toBe('a@example.com');
  });
});
