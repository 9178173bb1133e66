import { SKIP_TO_CONTENT } from '@brunchers/model';
import { Outlet, ScrollRestoration } from 'react-router';
import { t } from '../lib/i18n';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** Layout of the public pages: sticky top bar, page, footer. Loads no Firebase code. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t(SKIP_TO_CONTENT)}
      </a>
      <TopBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
