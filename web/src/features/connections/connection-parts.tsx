// Pieces both Connections screens use: the other member's name and photo, their profile in a
// dialog, and the unmatch confirmation (unmatch ends the conversation for both).
import {
  CONNECTIONS_TEXTS,
  UNMATCHED,
  memberName,
  type PublicProfileWithId,
  photoOfMember,
  CLOSE,
  metAtTable,
  type Met,
} from '@brunchers/model';
import { useState } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { notify } from '../../ui/toast';
import { t } from '../../lib/i18n';

/** The first name shown for a member (their profile's first word; '…' while unknown). */
export function firstName(profile: PublicProfileWithId | null): string {
  return memberName(profile)?.split(/\s+/)[0] ?? '…';
}

export function initialsOf(name: string): string {
  return name.slice(0, 1).toUpperCase();
}

export function ProfileDialog({
  profile,
  open,
  onClose,
}: {
  profile: PublicProfileWithId | null;
  open: boolean;
  onClose: () => void;
}) {
  const name = firstName(profile);
  return (
    <Dialog open={open} onClose={onClose} title={name}>
      <div className="flex flex-col items-center gap-3 text-center">
        <Avatar
          size="lg"
          initials={initialsOf(name)}
          photoUrl={profile?.photo_url}
          alt={t(photoOfMember, name)}
        />
        {profile?.job_title ? (
          <p className="font-semibold text-ink-700">{profile.job_title}</p>
        ) : null}
        {profile?.bio ? <p className="whitespace-pre-line text-ink-700">{profile.bio}</p> : null}
      </div>
      <DialogActions>
        <Button type="button" variant="outline" onClick={onClose}>
          {t(CLOSE)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function UnmatchDialog({
  memberId,
  name,
  open,
  onClose,
  onDone,
}: {
  memberId: string;
  name: string;
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function unmatch() {
    setBusy(true);
    setError(null);
    try {
      await callable('unmatch')({ memberId });
      notify.success(t(UNMATCHED));
      onClose();
      onDone?.();
    } catch (caught) {
      setError(t(callableErrorMessage(caught, CONNECTIONS_TEXTS.notFound)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(CONNECTIONS_TEXTS.unmatchTitle, name)}
      description={t(CONNECTIONS_TEXTS.unmatchBody)}
    >
      {error ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-terracotta-700">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button type="button" variant="outline" onClick={onClose}>
          {t(CONNECTIONS_TEXTS.cancel)}
        </Button>
        <Button type="button" variant="danger" onClick={() => void unmatch()} disabled={busy}>
          {t(CONNECTIONS_TEXTS.unmatchConfirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Where two members met, in the page's language. */
export function metText(met: Met): string {
  return met.kind === 'discover'
    ? t(CONNECTIONS_TEXTS.matchedInDiscover)
    : t(metAtTable, met.table_number, met.place_name, met.event_date);
}
