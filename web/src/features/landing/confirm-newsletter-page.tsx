// /newsletter/confirm?token=… — the double opt-in link of a newsletter sign-up (issue 36).
import {
  BROWSE_MORE_EVENTS,
  NEWSLETTER_CONFIRM_FAILED,
  NEWSLETTER_CONFIRM_TITLE,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_CONFIRMING,
} from '@brunchers/model';
import { callable, callableErrorMessage } from '../../lib/callables';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { ConfirmLinkCard } from '../../ui/confirm-link-card';

export function Component() {
  return (
    <ConfirmLinkCard
      title={t(NEWSLETTER_CONFIRM_TITLE)}
      working={t(NEWSLETTER_CONFIRMING)}
      confirm={async (token) => {
        await callable('confirmNewsletter')({ token });
        return t(NEWSLETTER_CONFIRMED);
      }}
      failure={(error) => t(callableErrorMessage(error, NEWSLETTER_CONFIRM_FAILED))}
      invalid={t(NEWSLETTER_CONFIRM_FAILED)}
      next={{ label: t(BROWSE_MORE_EVENTS), to: paths.home }}
    />
  );
}
