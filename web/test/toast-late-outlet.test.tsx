// A toast asked for while the outlet still loads (a slow phone, a page busy loading its route)
// must still be seen: react-hot-toast counts a toast's time from its creation, so one created
// long before the outlet mounts used to be dismissed the moment it appeared.
import { act, render, screen } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { afterEach, expect, it, vi } from 'vitest';
import { loadToasts, notify } from '../src/ui/toast';
import { AppToaster } from '../src/ui/toast/toaster';

/** The titles of the toasts react-hot-toast counts as on screen (a dismissed one animates out). */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return <output aria-label="visible toasts">{toasts.filter((t) => t.visible).length}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

it('shows a toast asked for long before the outlet mounted', async () => {
  await loadToasts();
  act(() => notify.success('E-mail verified'));
  // The outlet's code arrives 10 s later (longer than any toast's duration).
  const later = Date.now() + 10_000;
  vi.spyOn(Date, 'now').mockImplementation(() => later);
  render(
    <>
      <AppToaster />
      <VisibleToasts />
    </>,
  );
  expect(await screen.findByText('E-mail verified')).toBeTruthy();
  expect(screen.getByLabelText('visible toasts').textContent).toBe('1');
});
