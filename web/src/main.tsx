import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { AppToaster } from './ui/toaster';
import './styles.css';

const router = createAppRouter();

// The first render is a transition, like the router's own updates: React renders it in slices
// and gives the main thread back between them, instead of one long task while the page loads.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
      <AppToaster />
    </StrictMode>,
  );
});
