// Members who joined before sign-up asked for a name are asked once, on their next visit, before
// anything else (issue 36): a friendly dialog that cannot be dismissed. A member with a profile
// but no name gives a first name (their own profile's display_name, which the rules let them
// set and never blank); an account without any profile (it never completed sign-up) gives the
// full join details, checked by the server (completeSignUp): first name, date of birth, terms.
// A member the owner's CSV import invited gets the same, filled with the owner's details, until
// they accept the terms (issue 39 item 8).
import {
  COLLECTIONS,
  errorToast,
  memberName,
  NAME_MAX,
  NAME_PROMPT_SAVE,
  NAME_PROMPT_TEXT,
  NAME_PROMPT_TITLE,
  NAME_SAVED,
  PROFILE_PROMPT_TEXT,
  PROFILE_PROMPT_TITLE,
  SIGN_OUT,
  SIGNUP_DETAILS_NOT_SAVED,
  SIGNUP_FIRST_NAME_HINT,
  SIGNUP_FIRST_NAME_LABEL,
  SIGNUP_UNDER_AGE,
} from '@brunchers/model';
import { signOut } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { currentLocale, followProfileLocale, t } from '../../lib/i18n';
import { useMember } from '../../lib/member-context';
import { useOwnProfile } from '../../lib/member-data';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { JoinDetailsFields, JOIN_FIELDS, readJoinDetails } from './join-details';

const InvitedTermsGate = lazy(() => import('./invited-terms'));

/** The prompt when the member's profile lacks a name (or is missing); else `children`. */
export function CompleteProfilePrompt({ children }: { children: ReactNode }) {
  const { uid, invited } = useMember();
  const profile = useOwnProfile(uid);
  // The profile's language (chosen on another device, or at sign-up) wins on every screen, not
  // only on /profile: this listener runs in the shell of every member page.
  const savedLocale = profile.status === 'ready' ? profile.data.locale : null;
  useEffect(() => followProfileLocale(savedLocale), [savedLocale]);
  if (profile.status === 'missing') return <JoinPrompt />;
  // Loaded on use: only invited members run this check (the terms they have not accepted yet).
  if (profile.status === 'ready' && invited)
    return (
      <Suspense fallback={null}>
        <InvitedTermsGate
          uid={uid}
          firstName={memberName(profile.data) ?? ''}
          prompt={(invitedJoin) => <JoinPrompt invited={invitedJoin} />}
        >
          {children}
        </InvitedTermsGate>
      </Suspense>
    );
  if (profile.status === 'ready' && !memberName(profile.data)) return <NamePrompt uid={uid} />;
  return children;
}

function SignOutLink() {
  const auth = useAuth();
  return (
    <button
      type="button"
      onClick={() => void signOut(auth)}
      className="self-center rounded-full px-3 py-1.5 text-sm font-semibold text-ink-700 underline underline-offset-2 hover:bg-ink-900/5"
    >
      {t(SIGN_OUT)}
    </button>
  );
}

function NamePrompt({ uid }: { uid: string }) {
  const db = useFirestore();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get(JOIN_FIELDS.firstName)).trim();
    if (!name) return;
    setBusy(true);
    try {
      await updateDoc(doc(db, COLLECTIONS.userProfiles, uid), {
        display_name: name,
        updated_at: serverTimestamp(),
      });
      notify.success(t(NAME_SAVED));
    } catch (error) {
      console.warn('Name not saved', error);
      notify.error(errorToast(t(SIGNUP_DETAILS_NOT_SAVED)));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={t(NAME_PROMPT_TITLE)}
      description={t(NAME_PROMPT_TEXT)}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <FormField
          label={t(SIGNUP_FIRST_NAME_LABEL)}
          name={JOIN_FIELDS.firstName}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX}
          hint={t(SIGNUP_FIRST_NAME_HINT)}
        />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Saving...' : t(NAME_PROMPT_SAVE)}
        </Button>
        <SignOutLink />
      </form>
    </Dialog>
  );
}

/** What the join prompt of an invited member differs by (InvitedTermsGate gives it). */
export interface InvitedJoin {
  title: string;
  description: string;
  details: { firstName: string; dateOfBirth: string | undefined };
  onJoined: () => void;
}

function JoinPrompt({ invited }: { invited?: InvitedJoin }) {
  const [busy, setBusy] = useState(false);
  const [ageError, setAgeError] = useState<string>();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const details = readJoinDetails(new FormData(event.currentTarget), new Date());
    if (!details.ok) {
      setAgeError(
        details.problem === SIGNUP_UNDER_AGE ? t(details.problem).description : undefined,
      );
      notify.error(t(details.problem));
      return;
    }
    setAgeError(undefined);
    setBusy(true);
    try {
      await callable('completeSignUp')({ locale: currentLocale(), ...details.input });
      notify.success(t(NAME_SAVED));
      invited?.onJoined();
    } catch (error) {
      notify.error(errorToast(t(callableErrorMessage(error, t(SIGNUP_DETAILS_NOT_SAVED)))));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={invited?.title ?? t(PROFILE_PROMPT_TITLE)}
      description={invited?.description ?? t(PROFILE_PROMPT_TEXT)}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <JoinDetailsFields ageError={ageError} defaults={invited?.details} />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Saving...' : t(NAME_PROMPT_SAVE)}
        </Button>
        <SignOutLink />
      </form>
    </Dialog>
  );
}
