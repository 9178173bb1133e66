// /account-deleted: what a member sees, signed out, once their account is deleted: that it went,
// the receipt on its way, and what was cancelled and refunded (carried in the navigation's state).
import {
  ACCOUNT_DELETED_TEXT,
  ACCOUNT_DELETED_TITLE,
  BROWSE_EVENTS,
  accountDeletedRefunds,
  formatMoney,
} from '@brunchers/model';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { currentLocale, t } from '../../lib/i18n';

export interface AccountDeletedState {
  cancelledBookings: number;
  refundCents: number;
}

function readState(state: unknown): AccountDeletedState | null {
  const value = state as Partial<AccountDeletedState> | null;
  return typeof value?.cancelledBookings === 'number' && typeof value.refundCents === 'number'
    ? { cancelledBookings: value.cancelledBookings, refundCents: value.refundCents }
    : null;
}

export function Component() {
  const summary = readState(useLocation().state);
  const refunds = summary
    ? t(
        accountDeletedRefunds,
        summary.cancelledBookings,
        formatMoney(summary.refundCents, currentLocale()),
      )
    : '';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <div role="status" className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold">{t(ACCOUNT_DELETED_TITLE)}</h1>
          <p className="text-ink-700">{t(ACCOUNT_DELETED_TEXT)}</p>
          {refunds ? <p className="text-ink-700">{refunds}</p> : null}
        </div>
        <ButtonLink to={paths.home} variant="outline">
          {t(BROWSE_EVENTS)}
        </ButtonLink>
      </Card>
    </div>
  );
}
