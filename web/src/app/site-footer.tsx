import {
  CONTACT_ADDRESS,
  contactUs,
  FOOTER_TAGLINE,
  LEGAL_PAGE_TITLES,
  NAV_FOOTER,
  NAV_JOIN,
  NAV_PLACES,
  NAV_STORIES,
  PRODUCT_NAME,
} from '@brunchers/model';
import { Link } from 'react-router';
import { t } from '../lib/i18n';
import { paths } from '../lib/paths';

export const CONTACT_EMAIL = CONTACT_ADDRESS;

/** Footer with the contact mail link and the current year. */
export function SiteFooter() {
  const legal = t(LEGAL_PAGE_TITLES);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-ink-900/10 bg-cream-200/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="font-display text-lg font-semibold">{t(PRODUCT_NAME)}</p>
          <p className="text-sm text-ink-600">{t(FOOTER_TAGLINE)}</p>
        </div>
        <nav
          aria-label={t(NAV_FOOTER)}
          className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-ink-700"
        >
          <Link to={paths.places} className="hover:text-ink-900">
            {t(NAV_PLACES)}
          </Link>
          <Link to={paths.stories} className="hover:text-ink-900">
            {t(NAV_STORIES)}
          </Link>
          <Link to={paths.signup} className="hover:text-ink-900">
            {t(NAV_JOIN)}
          </Link>
          <Link to={paths.privacy} className="hover:text-ink-900">
            {legal.privacy}
          </Link>
          <Link to={paths.terms} className="hover:text-ink-900">
            {legal.terms}
          </Link>
          <Link to={paths.guidelines} className="hover:text-ink-900">
            {legal.guidelines}
          </Link>
          <Link to={paths.safety} className="hover:text-ink-900">
            {legal.safety}
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-ink-900">
            {t(contactUs, CONTACT_EMAIL)}
          </a>
        </nav>
        <p className="text-sm text-ink-600">
          © {year} {t(PRODUCT_NAME)}
        </p>
      </div>
    </footer>
  );
}
