// The member's default dietary and access needs (member_needs/{uid}, owner-only): optional, given
// with consent, they prefill the booking dialog, which asks for consent again for each booking.
import {
  COLLECTIONS,
  countsFromDefaults,
  DIETARY_NEEDS,
  memberNeedsSchema,
  NEEDS_CONSENT_VERSION,
  NEEDS_SAVED,
  NEEDS_TEXTS,
  type MemberNeedsDoc,
  type NeedCounts,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { NeedsFieldset } from '../../ui/needs-fieldset';
import { notify } from '../../ui/toast';

const parseNeeds = (_id: string, data: unknown): MemberNeedsDoc => memberNeedsSchema.parse(data);

export function MemberNeeds({ uid }: { uid: string }) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.memberNeeds, uid), [db, uid]);
  const stored = useLiveDoc(ref, parseNeeds);
  // The form's own copy once edited; until then the stored needs.
  const [edited, setEdited] = useState<NeedCounts | null>(null);
  const [consent, setConsent] = useState(false);
  const [saving, setSaving] = useState(false);
  if (stored.status === 'loading' || stored.status === 'error') return null;
  const saved = stored.status === 'ready' ? stored.data.needs : [];
  const counts = edited ?? countsFromDefaults(saved);
  const chosen = DIETARY_NEEDS.filter((need) => (counts[need] ?? 0) > 0);

  async function save() {
    if (chosen.length > 0 && !consent) {
      notify.error(t(NEEDS_TEXTS.consentRequired));
      return;
    }
    setSaving(true);
    try {
      if (chosen.length === 0) await deleteDoc(ref);
      else
        await setDoc(ref, {
          needs: chosen,
          consent_version: NEEDS_CONSENT_VERSION,
          consented_at: serverTimestamp(),
        });
      setEdited(null);
      setConsent(false);
      notify.success(t(NEEDS_SAVED));
    } catch {
      notify.error(t(NEEDS_TEXTS.profileSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-xl font-semibold">{t(NEEDS_TEXTS.profileTitle)}</h2>
      <NeedsFieldset
        partySize={1}
        counts={counts}
        onChange={setEdited}
        consent={edited ? consent : null}
        onConsentChange={setConsent}
        disabled={saving}
        legend={t(NEEDS_TEXTS.legend)}
        hint={t(NEEDS_TEXTS.profileHint)}
      />
      {edited ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save()} disabled={saving}>
            {chosen.length === 0 && saved.length > 0
              ? t(NEEDS_TEXTS.profileClear)
              : t(NEEDS_TEXTS.profileSave)}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
