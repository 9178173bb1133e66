// The profile's Self-Discovery dialog: level and progress, and the way to the path.
import { levelProgress, XP_PER_LEVEL } from '@brunchers/model';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ProgressBar } from '../../ui/progress-bar';

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
      title="Self-Discovery"
      description={`Level ${level.level} · ${experiencePoints} XP`}
    >
      <div className="flex flex-col gap-4">
        <ProgressBar
          value={level.pointsInLevel}
          max={XP_PER_LEVEL}
          label="Progress to next level"
        />
        <p className="text-sm text-ink-600">
          {level.pointsToNext} XP to level {level.level + 1}. Answer questions on your path to earn
          more.
        </p>
        <ButtonLink to={paths.selfDiscovery} fullWidth>
          Open my path
        </ButtonLink>
      </div>
    </Dialog>
  );
}
