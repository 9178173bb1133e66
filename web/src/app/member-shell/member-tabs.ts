// The member tabs: six for everyone, plus Partner and Admin by role.
import { MEMBER_TABS, type Role } from '@brunchers/model';
import { paths } from '../../lib/paths';

export type TabIcon =
  'home' | 'places' | 'stories' | 'discover' | 'path' | 'profile' | 'partner' | 'admin';

export interface MemberTab {
  to: string;
  label: string;
  icon: TabIcon;
}

const BASE_TABS: MemberTab[] = [
  { to: paths.dashboard, label: MEMBER_TABS.home, icon: 'home' },
  { to: paths.places, label: MEMBER_TABS.places, icon: 'places' },
  { to: paths.stories, label: MEMBER_TABS.stories, icon: 'stories' },
  { to: paths.discover, label: MEMBER_TABS.discover, icon: 'discover' },
  { to: paths.selfDiscovery, label: MEMBER_TABS.path, icon: 'path' },
  { to: paths.profile, label: MEMBER_TABS.profile, icon: 'profile' },
];

export function memberTabs(roles: ReadonlySet<Role>): MemberTab[] {
  const tabs = [...BASE_TABS];
  if (roles.has('partner'))
    tabs.push({ to: paths.partner, label: MEMBER_TABS.partner, icon: 'partner' });
  if (roles.has('admin')) tabs.push({ to: paths.admin, label: MEMBER_TABS.admin, icon: 'admin' });
  return tabs;
}

/**
 * Mobile bottom bar: with more tabs than fit their labels at 390 px (staff with both roles, and
 * Portuguese labels are longer), only the current tab shows its label, twice as wide; the others
 * show their icon and keep the label for screen readers (Material's bottom navigation does so).
 */
export const LABELLED_TABS_MAX = 6;

export function tabsCrowded(count: number): boolean {
  return count > LABELLED_TABS_MAX;
}
