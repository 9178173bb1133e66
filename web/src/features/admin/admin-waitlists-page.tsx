// /admin/waitlists: every event's open waitlist, in offer order (the overview's tabs are the
// spec's three since issue 39, so the waitlists have their own place in the console).
import { ADMIN_SECTIONS } from '@brunchers/model';
import { t } from '../../lib/i18n';
import { AdminWaitlists } from './admin-waitlists';

export function Component() {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.waitlists)}</h1>
      <AdminWaitlists />
    </div>
  );
}
