// A member the owner's CSV import invited (issue 39 item 8) has not accepted the terms until their
// user_agreements document exists: until then, the join prompt with the owner's details (first
// name, date of birth) for them to check, and the terms; completeSignUp records the acceptance.
import { COLLECTIONS, INVITE_PROMPT_TEXT, INVITE_PROMPT_TITLE } from '@brunchers/model';
import { t } from '../../lib/i18n';
import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState, type ReactNode } from 'react';
import { useFirestore } from 'reactfire';
import type { InvitedJoin } from './complete-profile-prompt';

type Gate = { status: 'loading' } | { status: 'accepted' } | { status: 'pending'; dob?: string };

export default function InvitedTermsGate({
  uid,
  firstName,
  prompt,
  children,
}: {
  uid: string;
  firstName: string;
  /** The join prompt (complete-profile-prompt's), given from there: no import cycle. */
  prompt: (invited: InvitedJoin) => ReactNode;
  children: ReactNode;
}) {
  const db = useFirestore();
  const [gate, setGate] = useState<Gate>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const agreement = await getDoc(doc(db, COLLECTIONS.userAgreements, uid));
      if (agreement.exists()) return live && setGate({ status: 'accepted' });
      const own = await getDoc(doc(db, COLLECTIONS.userPrivateProfiles, uid));
      const dob: unknown = own.get('date_of_birth');
      if (live) setGate({ status: 'pending', dob: typeof dob === 'string' ? dob : undefined });
    })().catch((error: unknown) => {
      console.warn('Could not read the invitation state', error);
      if (live) setGate({ status: 'accepted' });
    });
    return () => {
      live = false;
    };
  }, [db, uid]);
  if (gate.status === 'loading') return null;
  if (gate.status === 'pending')
    return prompt({
      title: t(INVITE_PROMPT_TITLE),
      description: t(INVITE_PROMPT_TEXT),
      details: { firstName, dateOfBirth: gate.dob },
      onJoined: () => setGate({ status: 'accepted' }),
    });
  return children;
}
