// /waitlist/confirm?token=… — the link in a guest's first waitlist mail (issue 36): only now is
// the place queued, so seats can be offered to it.
import {
  BROWSE_MORE_EVENTS,
  WAITLIST_CONFIRM_FAILED,
  WAITLIST_CONFIRM_TITLE,
  WAITLIST_CONFIRMED,
  WAITLIST_CONFIRMING,
  waitlistPositionLabel,
} from '@brunchers/model';
import { callable, callableErrorMessage } from '../../lib/callables';
import { paths } from '../../lib/paths';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <ConfirmLinkCard
      title={t(WAITLIST_CONFIRM_TITLE)}
      working={t(WAITLIST_CONFIRMING)}
      confirm={async (token) => {
        const { position } = await callable('confirmWaitlistPlace')({ token });
        return `${t(waitlistPositionLabel, position)}. ${t(WAITLIST_CONFIRMED)}`;
      }}
      failure={(error) => t(callableErrorMessage(error, WAITLIST_CONFIRM_FAILED))}
      invalid={t(WAITLIST_CONFIRM_FAILED)}
      next={{ label: t(BROWSE_MORE_EVENTS), to: paths.home }}
    />
  );
}
