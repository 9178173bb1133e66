// The trust pages (issue 36): terms, privacy notice, community guidelines, safety tips. Each is
// one LegalPage of the model's texts, rendered the same way; the routes pick the page.
import {
  GUIDELINES_PAGE,
  legalVersion,
  PRIVACY_PAGE,
  SAFETY_PAGE,
  TERMS_PAGE,
  TRUST_PAGES,
  type LegalPage as LegalPageText,
} from '@brunchers/model';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { t } from '../../lib/i18n';

const linkClass = 'font-semibold text-terracotta-700 underline underline-offset-2';

function LegalPage({ page }: { page: LegalPageText }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl font-semibold">{page.title}</h1>
        {page.version ? (
          <p className="text-sm text-ink-600">{t(legalVersion, page.version)}</p>
        ) : null}
        <p className="text-lg text-ink-700">{page.intro}</p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="text-ink-700">
              {paragraph}
            </p>
          ))}
          {section.bullets ? (
            <ul className="list-disc space-y-1 pl-6 text-ink-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <nav aria-label={t(TRUST_PAGES)} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <Link to={paths.terms} className={linkClass}>
          {t(TERMS_PAGE.title)}
        </Link>
        <Link to={paths.privacy} className={linkClass}>
          {t(PRIVACY_PAGE.title)}
        </Link>
        <Link to={paths.guidelines} className={linkClass}>
          {t(GUIDELINES_PAGE.title)}
        </Link>
        <Link to={paths.safety} className={linkClass}>
          {t(SAFETY_PAGE.title)}
        </Link>
      </nav>
    </article>
  );
}

export const TermsPage = () => <LegalPage page={t(TERMS_PAGE)} />;
export const PrivacyPage = () => <LegalPage page={t(PRIVACY_PAGE)} />;
export const GuidelinesPage = () => <LegalPage page={t(GUIDELINES_PAGE)} />;
export const SafetyPage = () => <LegalPage page={t(SAFETY_PAGE)} />;
