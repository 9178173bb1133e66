import { parseWithoutEval } from '@brunchers/model';
import { Fragment, startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { applyLocale, browserLocale, useLocale } from './lib/i18n';
import { reloadOnStaleChunks } from './lib/stale-chunks';
import { AppToaster } from './ui/toast/toaster';
import './styles.css';

// Before any schema parses: the CSP allows no eval (model/src/zod-no-eval.ts).
parseWithoutEval();
/** Created in start(); until then no navigation is under way. */
let router: ReturnType<typeof createAppRouter> | undefined;
// A tab on the previous build after a deploy reloads (once) instead of failing to load a route,
// at the address a navigation under way was going to.
reloadOnStaleChunks(() => {
  const going = router?.state.navigation.location;
  return going && router ? router.createHref(going) : null;
});

/** A language switch renders the app anew in the new language (lib/i18n.ts). */
function InLocale({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}

/** Resolves in a task of its own, after what the main thread is doing now. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating the app's modules, creating the router (it matches the URL and starts loading the
 * page's code) and the first render are three tasks, not one long one: on a phone each takes tens
 * of milliseconds, and a long task is time the page cannot answer a tap. (Not a top-level await:
 * with one, the bundler moves modules the lazy pages share with the entry into a chunk of their
 * own, one more request before the first paint.)
 */
async function start(): Promise<void> {
  // A language other than English loads its texts while the router loads the page's code.
  const language = applyLocale(browserLocale());
  await nextTask();
  const created = createAppRouter();
  router = created;
  await language;
  await nextTask();
  // The first render is a transition, like the router's own updates: React renders it in slices
  // and gives the main thread back between them.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <InLocale>
          <RouterProvider router={created} />
          <AppToaster />
        </InLocale>
      </StrictMode>,
    );
  });
}

void start();
