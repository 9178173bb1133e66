// The profile's language choice (issue 37), beside the header's switcher (from md up): on a phone
// this is where a member changes language. Saved on the profile (mails follow it) and in this
// browser.
import { HTML_LANG, isLocale, LANGUAGE, LOCALE_NAMES, LOCALES } from '@brunchers/model';
import { chooseLanguage, t, useLocale } from '../../lib/i18n';

export function ProfileLanguage({ uid }: { uid: string }) {
  const locale = useLocale();
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    // Saved first: the page follows the profile's language once it re-renders in the new one.
    try {
      // Its own chunk, as the header's switcher loads it: a static import pulls Firestore's set-up
      // into the chunks the sign-in shares, and the first sign-in of a fresh browser then hung.
      const { saveProfileLocale } = await import('../../lib/profile-locale');
      await saveProfileLocale(uid, value);
    } catch (error) {
      // A member without a profile document yet: the choice still holds in this browser.
      console.warn('Language not saved on the profile', error);
    }
    await chooseLanguage(value);
  };
  return (
    <select
      aria-label={t(LANGUAGE)}
      value={locale}
      onChange={(event) =>
        void choose(event.target.value).catch((error: unknown) =>
          console.warn('Language not loaded', error),
        )
      }
      className="h-9 rounded-full bg-white px-3 text-sm font-semibold text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-200"
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={HTML_LANG[option]}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
