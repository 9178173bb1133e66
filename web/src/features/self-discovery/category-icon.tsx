import type { QuestionCategory } from '@brunchers/model';
import { StrokeIcon } from '../../ui/stroke-icon';

// Fixed icons per category (the model names them heart, users, sparkles, brain, coffee).
const PATHS: Record<QuestionCategory, string> = {
  preferences:
    'M12 21l-1.4-1.3C5.4 15 2 12 2 8.4A4.4 4.4 0 016.5 4 4.8 4.8 0 0112 6.6 4.8 4.8 0 0117.5 4 4.4 4.4 0 0122 8.4c0 3.6-3.4 6.6-8.6 11.3z',
  social:
    'M16 21v-2a4 4 0 00-4-4H6a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zm13 10v-2a4 4 0 00-3-3.9M16 3.1a4 4 0 010 7.8',
  reflection:
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z',
  personality:
    'M9 3a3 3 0 00-3 3 3 3 0 00-2 5 3 3 0 002 5 3 3 0 006 1V4a3 3 0 00-3-1zm6 0a3 3 0 013 3 3 3 0 012 5 3 3 0 01-2 5 3 3 0 01-6 1',
  lifestyle: 'M4 8h13v6a5 5 0 01-5 5H9a5 5 0 01-5-5zm13 1h1a3 3 0 010 6h-1M7 2v3M11 2v3M15 2v3',
};

export function CategoryIcon({
  category,
  className,
}: {
  category: QuestionCategory;
  className?: string;
}) {
  return <StrokeIcon path={PATHS[category]} className={className} />;
}
