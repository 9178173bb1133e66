import { NOT_FOUND_HOME_LINK, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@brunchers/model';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { t } from '../../lib/i18n';

/** Any unknown path. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <img src="/images/not-found.svg" alt="" className="w-56" />
      <p className="font-display text-6xl font-semibold text-terracotta-600">404</p>
      <h1 className="text-3xl font-semibold">{t(NOT_FOUND_TITLE)}</h1>
      <p className="text-ink-700">{t(NOT_FOUND_TEXT)}</p>
      <ButtonLink to={paths.home}>{t(NOT_FOUND_HOME_LINK)}</ButtonLink>
    </div>
  );
}
