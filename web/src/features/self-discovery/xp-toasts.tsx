// +XP and Level Up toasts (§8), driven by the profile the server updates: the XP triggers award
// points after a review or an answer, and this watcher announces what changed.
import { levelUp, xpEarned } from '@brunchers/model';
import { useEffect, useRef } from 'react';
import { useMember } from '../../app/member-shell/member-context';
import { useOwnProfile } from '../../lib/member-data';
import { notify } from '../../ui/toast';
import { consumeSilencedGain } from './xp-notices';

export function XpToasts() {
  const { uid } = useMember();
  const profile = useOwnProfile(uid);
  const last = useRef<{ xp: number; level: number } | null>(null);
  const xp = profile.status === 'ready' ? profile.data.experience_points : null;
  const level = profile.status === 'ready' ? profile.data.level : null;

  useEffect(() => {
    if (xp === null || level === null) return;
    const before = last.current;
    last.current = { xp, level };
    if (!before || xp <= before.xp) return;
    const announced = consumeSilencedGain(xp - before.xp);
    if (level > before.level) notify.success(levelUp(level));
    else if (!announced) notify.success(xpEarned(xp - before.xp));
  }, [xp, level]);
  return null;
}
