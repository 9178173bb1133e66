// Renders a component the way the app does: inside a router, with the toast outlet mounted (the
// outlet and the toast code already loaded, so a toast shows at once: the app loads them with the
// first toast, see toast-outlet.test.tsx).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { loadToasts } from '../src/ui/toast';
import ToasterView from '../src/ui/toast/toaster-view';

await loadToasts();

afterEach(() => {
  toast.remove();
});

export function renderWithApp(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <>
      <RouterProvider router={router} />
      <ToasterView />
    </>,
  );
}
