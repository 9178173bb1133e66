import {
  errorToast,
  NEWSLETTER_EMAIL_LABEL,
  NEWSLETTER_FAILED,
  NEWSLETTER_JOIN,
  NEWSLETTER_JOINING,
  NEWSLETTER_WELCOME,
} from '@brunchers/model';
import { useId, useState, type FormEvent } from 'react';
import { currentLocale, t } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { inputOnDarkClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';

export type SaveSignup = (email: string) => Promise<void>;

// Loaded on first submit so the landing page's first download carries no Firebase code.
const saveLazily: SaveSignup = async (email) => {
  const { saveNewsletterSignup } = await import('./newsletter-signup');
  // In the page's language: the confirmation mail is written in it.
  await saveNewsletterSignup(email, currentLocale());
};

/** The Now Live e-mail-only Join form: stores the address, welcomes, clears the field. */
export function NewsletterForm({ save = saveLazily }: { save?: SaveSignup }) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function join(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await save(email);
      notify.success(t(NEWSLETTER_WELCOME));
      setEmail('');
    } catch (error) {
      console.warn('Newsletter sign-up failed', error);
      notify.error(t(errorToast(NEWSLETTER_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={join} className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t(NEWSLETTER_EMAIL_LABEL)}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(change) => setEmail(change.target.value)}
        className={inputOnDarkClasses}
      />
      {/* The form sits on the dark terracotta Now Live band: a light button whose hover and focus
          states stay visible there (the primary button turned the band's colour on hover). */}
      <Button type="submit" variant="inverse" size="lg" disabled={busy} className="shrink-0">
        {t(busy ? NEWSLETTER_JOINING : NEWSLETTER_JOIN)}
      </Button>
    </form>
  );
}
