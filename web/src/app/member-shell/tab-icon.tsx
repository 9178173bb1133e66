import type { TabIcon as IconName } from './member-tabs';
import { StrokeIcon } from '../../ui/stroke-icon';

// Simple line icons (24×24, stroke) for the member tabs.
const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z',
  places: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  stories: 'M4 5a2 2 0 012-2h12v16H6a2 2 0 00-2 2zm0 0v16M8 7h7M8 11h7',
  discover:
    'M12 21l-1.4-1.3C5.4 15 2 12 2 8.4A4.4 4.4 0 016.5 4 4.8 4.8 0 0112 6.6 4.8 4.8 0 0117.5 4 4.4 4.4 0 0122 8.4c0 3.6-3.4 6.6-8.6 11.3z',
  path: 'M5 21V4m0 0h11l-2 4 2 4H5',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9c1.5-4 4.5-6 8-6s6.5 2 8 6',
  partner: 'M9 11l3 3 8-8M20 12v7a2 2 0 01-2 2H6a2 2 0 01-2-2V5a2 2 0 012-2h9',
  admin: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
};

export function TabIcon({ name, className }: { name: IconName; className?: string }) {
  return <StrokeIcon path={PATHS[name]} className={className} />;
}
