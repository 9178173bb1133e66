// "Your data" on the profile (issue 36 items 5 and 6): download a copy, delete the account.
import { msg } from '../i18n/message';
import { DELETE_ACCOUNT_CONFIRMATION } from '../privacy/member-data';
import type { ToastText } from './common';

export const YOUR_DATA_TITLE = 'Your data';
export const YOUR_DATA_INTRO =
  'Download a copy of everything Brunchers stores about you, or delete your account and the data tied to it.';
export const DOWNLOAD_MY_DATA = 'Download my data';
export const DOWNLOADING_MY_DATA = 'Preparing your data…';
export const DATA_DOWNLOADED: ToastText = {
  title: 'Your data is ready',
  description: 'The file brunchers-my-data.json was downloaded.',
};
export const DATA_DOWNLOAD_FAILED: ToastText = {
  title: 'Could not prepare your data',
  description: 'Please try again in a moment.',
};
/** The name of the downloaded export file. */
export const DATA_EXPORT_FILE_NAME = 'brunchers-my-data.json';

export const DELETE_MY_ACCOUNT = 'Delete my account';
export const DELETE_ACCOUNT_TITLE = 'Delete your account?';
/** What deleting does, shown in the first step of the confirmation. */
export const DELETE_ACCOUNT_EXPLAINED: readonly string[] = [
  'Your profile, photos, self-discovery answers, likes (yours and those you received), matches, mail preferences, roles and membership are deleted. Your membership is cancelled.',
  'Upcoming bookings are cancelled first under the refund policy: a booking cancelled 48 hours or more before the brunch is refunded in full, later ones are not refunded.',
  'Past bookings are kept for accounting without your name or e-mail, and your reviews stay as anonymous ratings of the venues.',
  'You get a receipt by e-mail. This cannot be undone.',
];
export const DELETE_ACCOUNT_CONTINUE = 'Continue';
export const DELETE_ACCOUNT_CONFIRM_TITLE = 'Confirm the deletion';
export const DELETE_ACCOUNT_TYPE_LABEL = `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`;
export const DELETE_ACCOUNT_PASSWORD_LABEL = 'Your password';
export const DELETE_ACCOUNT_PASSWORD_HINT = 'For your safety we check it is you.';
export const DELETE_ACCOUNT_TYPE_MISMATCH = `Type ${DELETE_ACCOUNT_CONFIRMATION} in capitals to confirm.`;
export const DELETE_ACCOUNT_SUBMIT = 'Delete my account for good';
export const DELETING_ACCOUNT = 'Deleting your account…';
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'That password is not right.';
export const DELETE_ACCOUNT_FAILED: ToastText = {
  title: 'Your account was not deleted',
  description: 'Something went wrong. Nothing was lost; please try again.',
};
/** deleteAccount refuses a sign-in older than DELETE_ACCOUNT_REAUTH_MINUTES. */
export const DELETE_ACCOUNT_REAUTH_REQUIRED =
  'Please confirm your password again to delete your account.';

/** /account-deleted: what the member sees after the deletion, signed out. */
export const ACCOUNT_DELETED_TITLE = 'Your account was deleted';
export const ACCOUNT_DELETED_TEXT =
  'Everything tied to your account is gone, and a receipt is on its way to your e-mail address. Thank you for brunching with us.';
export const accountDeletedRefunds = msg(
  'privacy.accountDeletedRefunds',
  (cancelled: number, refund: string) =>
    cancelled === 0
      ? ''
      : `${cancelled} upcoming ${cancelled === 1 ? 'booking was' : 'bookings were'} cancelled; ${refund} is on its way back to you.`,
);
