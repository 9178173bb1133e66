import { LANGUAGE, LOCALE_NAMES, LOCALES, HTML_LANG, isLocale } from '@brunchers/model';
import { chooseLanguage, t, useLocale } from '../lib/i18n';
import { cx } from '../ui/cx';

/**
 * The language switcher (top bar and profile): each language named in itself. The choice is kept
 * in this browser and, for a signed-in member (`uid`), on their profile, which their mails follow.
 */
export function LanguageSwitcher({ uid, className }: { uid?: string | null; className?: string }) {
  const locale = useLocale();
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    if (uid) {
      const { saveProfileLocale } = await import('../lib/profile-locale');
      await saveProfileLocale(uid, value);
    }
    await chooseLanguage(value);
  };
  return (
    <select
      aria-label={t(LANGUAGE)}
      value={locale}
      onChange={(event) => void choose(event.target.value)}
      className={cx(
        'h-9 rounded-full bg-white px-2 text-sm font-semibold text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-200',
        className,
      )}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={HTML_LANG[option]}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
