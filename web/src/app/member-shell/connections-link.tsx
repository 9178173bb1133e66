// The member shell's Connections link (issue 38 §2), in the header at every width so it is in
// reach on a phone beside the tab bar: a speech-bubble icon with the unread total as a badge, and
// the total in its accessible name ("Connections, 3 unread"). The live count (member_unread) and
// its texts load after the shell (the routes' first download stays within budget); until then the
// same link without a badge holds its place.
import { connectionsUnreadLabel, unreadBadge } from '@brunchers/model';
import { NavLink } from 'react-router';
import { useUnreadTotal } from '../../lib/member-data';
import { paths } from '../../lib/paths';
import { StrokeIcon } from '../../ui/stroke-icon';
import { BUBBLE, LINK_CLASSES } from './connections-link-style';
import { t } from '../../lib/i18n';

/** The link with the member's live unread total. */
export default function LiveConnectionsLink({ uid }: { uid: string }) {
  return <ConnectionsLink unread={useUnreadTotal(uid)} />;
}

export function ConnectionsLink({ unread }: { unread: number }) {
  return (
    <NavLink
      to={paths.connections}
      aria-label={t(connectionsUnreadLabel, unread)}
      className={LINK_CLASSES}
    >
      <StrokeIcon path={BUBBLE} className="size-6" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-terracotta-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unreadBadge(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
