// The profile's Self-Discovery dialog: level and progress, and the way to the path.
import {
  levelProgress,
  XP_PER_LEVEL,
  SELF_DISCOVERY,
  levelAndXp,
  PROGRESS_TO_NEXT_LEVEL,
  xpToNextLevel,
  OPEN_MY_PATH,
} from '@brunchers/model';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ProgressBar } from '../../ui/progress-bar';
import { t } from '../../lib/i18n';

export function PathSummaryDialog({
  open,
  onClose,
  experiencePoints,
}: {
  open: boolean;
  onClose: () => void;
  experiencePoints: number;
}) {
  const level = levelProgress(experiencePoints);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(SELF_DISCOVERY)}
      description={t(levelAndXp, level.level, experiencePoints)}
    >
      <div className="flex flex-col gap-4">
        <ProgressBar
          value={level.pointsInLevel}
          max={XP_PER_LEVEL}
          label={t(PROGRESS_TO_NEXT_LEVEL)}
        />
        <p className="text-sm text-ink-600">
          {t(xpToNextLevel, level.pointsToNext, level.level + 1)}
        </p>
        <ButtonLink to={paths.selfDiscovery} fullWidth>
          {t(OPEN_MY_PATH)}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
