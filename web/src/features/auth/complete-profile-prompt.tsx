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
  INVITE_PROMPT_TEXT,
  INVITE_PROMPT_TITLE,
  MEMBER_INVITED_CLAIM,
  memberName,
  NAME_MAX,
  NAME_PROMPT_SAVE,
  NAME_PROMPT_TEXT,
  NAME_PROMPT_TITLE,
  NAME_SAVED,
  PROFILE_PROMPT_TEXT,
  PROFILE_PROMPT_TITLE,
  SIGNUP_DETAILS_NOT_SAVED,
  SIGNUP_FIRST_NAME_HINT,
  SIGNUP_FIRST_NAME_LABEL,
  SIGNUP_UNDER_AGE,
} from '@brunchers/model';
import { signOut, type User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useAuth, useFirestore, useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useMember } from '../../lib/member-context';
import { useOwnProfile } from '../../lib/member-data';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { JoinDetailsFields, JOIN_FIELDS, readJoinDetails } from './join-details';

/** The prompt when the member's profile lacks a name (or is missing); else `children`. */
export function CompleteProfilePrompt({ children }: { children: ReactNode }) {
  const { uid, user } = useMember();
  const profile = useOwnProfile(uid);
  const invited = useInvitedTermsPending(user, uid);
  if (profile.status === 'missing') return <JoinPrompt />;
  if (profile.status === 'ready' && invited.status === 'pending')
    return (
      <JoinPrompt
        invited={{ firstName: memberName(profile.data) ?? '', dateOfBirth: invited.dateOfBirth }}
        onJoined={invited.done}
      />
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
      Sign out
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
      notify.success(NAME_SAVED);
    } catch (error) {
      console.warn('Name not saved', error);
      notify.error(errorToast(SIGNUP_DETAILS_NOT_SAVED));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={NAME_PROMPT_TITLE}
      description={NAME_PROMPT_TEXT}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <FormField
          label={SIGNUP_FIRST_NAME_LABEL}
          name={JOIN_FIELDS.firstName}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX}
          hint={SIGNUP_FIRST_NAME_HINT}
        />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Saving...' : NAME_PROMPT_SAVE}
        </Button>
        <SignOutLink />
      </form>
    </Dialog>
  );
}

type InvitedState =
  { status: 'no' } | { status: 'pending'; dateOfBirth: string | undefined; done: () => void };

/**
 * An account the owner's CSV import made (its token carries MEMBER_INVITED_CLAIM) whose member
 * has not accepted the terms yet (no user_agreements document): the details the owner gave, for
 * the join prompt. Other accounts read nothing more.
 */
function useInvitedTermsPending(user: User, uid: string): InvitedState {
  const db = useFirestore();
  const [state, setState] = useState<{ uid: string; dateOfBirth: string | undefined } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const token = await user.getIdTokenResult();
      if (token.claims[MEMBER_INVITED_CLAIM] !== true) return;
      const agreement = await getDoc(doc(db, COLLECTIONS.userAgreements, uid));
      if (agreement.exists() || !live) return;
      const own = await getDoc(doc(db, COLLECTIONS.userPrivateProfiles, uid));
      const dateOfBirth: unknown = own.get('date_of_birth');
      if (live)
        setState({ uid, dateOfBirth: typeof dateOfBirth === 'string' ? dateOfBirth : undefined });
    })().catch((error: unknown) => console.warn('Could not read the invitation state', error));
    return () => {
      live = false;
    };
  }, [db, user, uid]);
  if (state?.uid !== uid) return { status: 'no' };
  return { status: 'pending', dateOfBirth: state.dateOfBirth, done: () => setState(null) };
}

function JoinPrompt({
  invited,
  onJoined,
}: {
  invited?: { firstName: string; dateOfBirth: string | undefined };
  onJoined?: () => void;
} = {}) {
  const functions = useFunctions();
  const [busy, setBusy] = useState(false);
  const [ageError, setAgeError] = useState<string>();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const details = readJoinDetails(new FormData(event.currentTarget), new Date());
    if (!details.ok) {
      setAgeError(details.problem === SIGNUP_UNDER_AGE ? details.problem.description : undefined);
      notify.error(details.problem);
      return;
    }
    setAgeError(undefined);
    setBusy(true);
    try {
      await callable(functions, 'completeSignUp')(details.input);
      notify.success(NAME_SAVED);
      onJoined?.();
    } catch (error) {
      notify.error(errorToast(callableErrorMessage(error, SIGNUP_DETAILS_NOT_SAVED)));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={invited ? INVITE_PROMPT_TITLE : PROFILE_PROMPT_TITLE}
      description={invited ? INVITE_PROMPT_TEXT : PROFILE_PROMPT_TEXT}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <JoinDetailsFields ageError={ageError} defaults={invited} />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Saving...' : NAME_PROMPT_SAVE}
        </Button>
        <SignOutLink />
      </form>
    </Dialog>
  );
}
