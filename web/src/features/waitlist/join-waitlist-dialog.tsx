// "Join the waitlist": the party size wanted (members), plus a name and e-mail (guests); the order
// freed seats are offered in is stated before joining.
import {
  ACCOUNT_SUSPENDED,
  JOIN_WAITLIST,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
  EMAIL_NOT_VERIFIED,
  PROCESSING,
  WAITLIST_CONFIRM_SENT,
  WAITLIST_DIALOG_TITLE,
  WAITLIST_JOIN_FAILED,
  WAITLIST_JOINED,
  WAITLIST_PARTY_LABEL,
  WAITLIST_OFFER_MINUTES,
  waitlistPriorityNote,
  errorToast,
  validateGuestContact,
  waitlistPositionLabel,
  type EventWithId,
  contentText,
} from '@brunchers/model';
import { useEventPolicy } from '../../lib/policy';
import { useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PartySizeSelect } from '../../ui/party-size-select';
import { GuestContactFields } from '../../ui/guest-contact-fields';
import { notify } from '../../ui/toast';
import { joinWaitlist } from './waitlist-calls';
import { VerifyEmailPrompt } from '../auth/verify-email-prompt';
import { SuspendedNotice } from '../safety/suspended-notice';
import { currentLocale, t } from '../../lib/i18n';

const PARTY_SIZES = Array.from(
  { length: MAX_GUESTS_PER_BOOKING - MIN_GUESTS_PER_BOOKING + 1 },
  (_, index) => index + MIN_GUESTS_PER_BOOKING,
);

export interface JoinWaitlistDialogProps {
  open: boolean;
  onClose: () => void;
  event: EventWithId;
  signedIn: boolean;
  /** A member who has not verified their address verifies first (issue 36). */
  unverified?: boolean;
}

export function JoinWaitlistDialog({
  open,
  onClose,
  event,
  signedIn,
  unverified = false,
}: JoinWaitlistDialogProps) {
  const [party, setParty] = useState(1);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [mustVerify, setMustVerify] = useState(signedIn && unverified);
  // The server refused a suspended member: the notice says why and how to appeal.
  const [suspended, setSuspended] = useState(false);
  const policy = useEventPolicy(event);

  async function join(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!signedIn) {
      const problem = validateGuestContact(name, email);
      if (problem) {
        notify.error(t(problem));
        return;
      }
    }
    setBusy(true);
    try {
      const { position, unconfirmed } = await joinWaitlist(
        signedIn
          ? { eventId: event.id, partySize: party }
          : {
              eventId: event.id,
              partySize: party,
              guestName: name.trim(),
              guestEmail: email.trim(),
            },
      );
      // A guest's place counts once they open the link we mailed them.
      if (unconfirmed) notify.success(t(WAITLIST_CONFIRM_SENT));
      else
        notify.success({
          title: t(WAITLIST_JOINED.title),
          description: `${t(waitlistPositionLabel, position)}. ${t(WAITLIST_JOINED.description ?? '')}`,
        });
      onClose();
    } catch (error) {
      const message = callableErrorMessage(error, t(WAITLIST_JOIN_FAILED));
      if (message === EMAIL_NOT_VERIFIED) setMustVerify(true);
      else if (message === ACCOUNT_SUSPENDED) setSuspended(true);
      else notify.error(t(errorToast(message)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t(WAITLIST_DIALOG_TITLE)}
      description={contentText(event, 'title', currentLocale())}
    >
      {suspended ? (
        <SuspendedNotice />
      ) : mustVerify ? (
        <VerifyEmailPrompt onVerified={() => setMustVerify(false)} />
      ) : (
        <form onSubmit={join} noValidate className="flex flex-col gap-4">
          <PartySizeSelect
            label={t(WAITLIST_PARTY_LABEL)}
            value={party}
            sizes={PARTY_SIZES}
            onChange={setParty}
            disabled={busy}
          />
          {signedIn ? null : (
            <GuestContactFields
              name={name}
              email={email}
              onNameChange={setName}
              onEmailChange={setEmail}
              disabled={busy}
              emailHint="We e-mail you here when seats are yours to book."
            />
          )}
          <p className="rounded-2xl bg-cream-200/70 p-4 text-sm text-ink-700">
            {t(waitlistPriorityNote, policy?.waitlist_offer_minutes ?? WAITLIST_OFFER_MINUTES)}
          </p>
          <Button type="submit" size="lg" fullWidth disabled={busy}>
            {t(busy ? PROCESSING : JOIN_WAITLIST)}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
