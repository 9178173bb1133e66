import { BOOKING_SUCCESS_DIALOG_MS, SELF_DISCOVERY_INVITE_TEXTS } from '@brunchers/model';
import { useEffect, useState } from 'react';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { t } from '../../lib/i18n';

/** The self-discovery dialog of /booking-success: opens 1.5 s after arrival. */
export function SelfDiscoveryInvite() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), BOOKING_SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t(SELF_DISCOVERY_INVITE_TEXTS.title)}>
      <div className="flex flex-col gap-4 text-ink-700">
        <img src="/images/path.svg" alt="" className="mx-auto h-28" />
        <p>{t(SELF_DISCOVERY_INVITE_TEXTS.text)}</p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <ButtonLink to={paths.selfDiscovery} fullWidth>
            {t(SELF_DISCOVERY_INVITE_TEXTS.open)}
          </ButtonLink>
          <Button variant="ghost" fullWidth onClick={() => setOpen(false)}>
            {t(SELF_DISCOVERY_INVITE_TEXTS.later)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
