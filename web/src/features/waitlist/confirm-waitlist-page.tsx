// /waitlist/confirm?token=… — the link in a guest's first waitlist mail (issue 36): only now is
// the place queued, so seats can be offered to it.
import {
  BROWSE_MORE_EVENTS,
  WAITLIST_CONFIRM_FAILED,
  WAITLIST_CONFIRM_TITLE,
  WAITLIST_CONFIRMED,
  waitlistPositionLabel,
} from '@brunchers/model';
import { useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { paths } from '../../lib/paths';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';

export function Component() {
  const functions = useFunctions();
  return (
    <ConfirmLinkCard
      title={WAITLIST_CONFIRM_TITLE}
      working="Confirming your place..."
      confirm={async (token) => {
        const { position } = await callable(functions, 'confirmWaitlistPlace')({ token });
        return `${waitlistPositionLabel(position)}. ${WAITLIST_CONFIRMED}`;
      }}
      failure={(error) => callableErrorMessage(error, WAITLIST_CONFIRM_FAILED)}
      invalid={WAITLIST_CONFIRM_FAILED}
      next={{ label: BROWSE_MORE_EVENTS, to: paths.home }}
    />
  );
}
