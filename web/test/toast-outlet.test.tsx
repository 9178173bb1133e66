// The toast outlet and the toast code load with the first toast: nothing is rendered before it,
// and that first toast (kept in react-hot-toast's store meanwhile) shows once the outlet is in.
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../src/ui/toast/toaster';
import { notify } from '../src/ui/toast';

afterEach(() => {
  toast.remove();
});

describe('AppToaster', () => {
  it('renders nothing until the first toast, then shows it and the ones after it', async () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      notify.success({ title: 'Saved', description: 'Your changes are saved.' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your changes are saved.')).toBeTruthy();
    act(() => {
      notify.error('Something failed');
    });
    expect(await screen.findByText('Something failed')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
