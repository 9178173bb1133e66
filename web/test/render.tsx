// Renders a component the way the app does: inside a router, with the toast outlet mounted.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { AppToaster } from '../src/ui/toaster';

afterEach(() => {
  toast.remove();
});

export function renderWithApp(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
}
