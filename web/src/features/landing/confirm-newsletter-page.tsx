// /newsletter/confirm?token=… — the double opt-in link of a newsletter sign-up (issue 36).
import {
  BROWSE_MORE_EVENTS,
  NEWSLETTER_CONFIRM_FAILED,
  NEWSLETTER_CONFIRM_TITLE,
  NEWSLETTER_CONFIRMED,
} from '@brunchers/model';
import { useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { paths } from '../../lib/paths';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';

export function Component() {
  const functions = useFunctions();
  return (
    <ConfirmLinkCard
      title={NEWSLETTER_CONFIRM_TITLE}
      working="Confirming your sign-up..."
      confirm={async (token) => {
        await callable(functions, 'confirmNewsletter')({ token });
        return NEWSLETTER_CONFIRMED;
      }}
      failure={(error) => callableErrorMessage(error, NEWSLETTER_CONFIRM_FAILED)}
      invalid={NEWSLETTER_CONFIRM_FAILED}
      next={{ label: BROWSE_MORE_EVENTS, to: paths.home }}
    />
  );
}
