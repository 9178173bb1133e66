// The member shell's Connections link (issue 38 §2), in the header at every width so it is in
// reach on a phone beside the tab bar: a speech-bubble icon with the unread total as a badge, and
// the total in its accessible name ("Connections, 3 unread").
import { connectionsUnreadLabel, unreadBadge } from '@brunchers/model';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { StrokeIcon } from '../../ui/stroke-icon';

const BUBBLE = 'M4 5h16v11H9l-5 4z';

export function ConnectionsLink({ unread }: { unread: number }) {
  return (
    <NavLink
      to={paths.connections}
      aria-label={connectionsUnreadLabel(unread)}
      className="relative ml-auto rounded-full p-2 text-ink-700 hover:bg-ink-900/5 hover:text-ink-900 aria-[current=page]:bg-terracotta-100 aria-[current=page]:text-terracotta-700"
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
