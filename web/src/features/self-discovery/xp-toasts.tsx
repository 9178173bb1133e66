// +XP and Level Up toasts, driven by the profile the server updates: the XP triggers award
// points after a review or an answer, and this watcher announces what changed.
import { levelUp, xpEarned } from '@brunchers/model';
import { useEffect, useMemo, useRef } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { useOwnProfile } from '../../lib/member-data';
import { notify } from '../../ui/toast';
import { takeAnnouncedXp, xpLedgerReader } from '../../lib/xp-notices';
import { t } from '../../lib/i18n';

export function XpToasts() {
  const { uid } = useMember();
  const db = useFirestore();
  const readAward = useMemo(() => xpLedgerReader(db), [db]);
  const profile = useOwnProfile(uid);
  const last = useRef<{ xp: number; level: number } | null>(null);
  const xp = profile.status === 'ready' ? profile.data.experience_points : null;
  const level = profile.status === 'ready' ? profile.data.level : null;

  useEffect(() => {
    if (xp === null || level === null) return;
    const before = last.current;
    last.current = { xp, level };
    if (!before || xp <= before.xp) return;
    const gained = xp - before.xp;
    const leveledUp = level > before.level;
    void takeAnnouncedXp(readAward).then((announced) => {
      if (leveledUp) notify.success(t(levelUp, level));
      else if (gained > announced) notify.success(t(xpEarned, gained - announced));
    });
  }, [xp, level, readAward]);
  return null;
}
