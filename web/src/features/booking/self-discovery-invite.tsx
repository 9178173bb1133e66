import { BOOKING_SUCCESS_DIALOG_MS } from '@brunchers/model';
import { useEffect, useState } from 'react';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** The self-discovery dialog of /booking-success: opens 1.5 s after arrival. */
export function SelfDiscoveryInvite() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), BOOKING_SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Start your self-discovery path">
      <div className="flex flex-col gap-4 text-ink-700">
        <img src="/images/path.svg" alt="" className="mx-auto h-28" />
        <p>
          After your first brunch, your self-discovery path unlocks: short questions about your
          preferences, social style and lifestyle. Each answer earns XP, levels you up and helps us
          seat you with people you'll click with.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <ButtonLink to={paths.selfDiscovery} fullWidth>
            See my path
          </ButtonLink>
          <Button variant="ghost" fullWidth onClick={() => setOpen(false)}>
            Maybe later
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
