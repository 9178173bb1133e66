import { PASSWORD_MIN_LENGTH } from '../constants';
import { msg } from '../i18n/message';
import { ERROR_TITLE, type ToastText } from './common';

// --- Auth ---
export const LOGIN_SUCCESS: ToastText = {
  title: 'Welcome back!',
  description: "You've successfully logged in.",
};
export const SIGNUP_SUCCESS: ToastText = {
  title: 'Account created!',
  description: 'Please check your email to confirm your account.',
};
export const RESET_LINK_SENT: ToastText = {
  title: 'Check your email',
  description: "We've sent you a password reset link.",
};
export const RESET_LINK_NOT_SENT = "We couldn't send the link. Please try again in a minute.";
export const PASSWORD_UPDATED: ToastText = {
  title: 'Password updated',
  description: 'Your password has been successfully updated.',
};
export const PASSWORDS_DONT_MATCH: ToastText = {
  title: "Passwords don't match",
  description: 'Please make sure both passwords are the same.',
};
export const PASSWORD_TOO_SHORT: ToastText = {
  title: 'Password too short',
  description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
};
/** An e-mailed link (other than a password reset) that is unknown, used or expired. */
export const INVALID_LINK: ToastText = {
  title: 'Invalid or expired link',
  description: 'Please ask for a new link.',
};
export const INVALID_RESET_LINK: ToastText = {
  title: 'Invalid or expired link',
  description: 'Please request a new password reset link.',
};
/**
 * Issue 36: booking and the waitlist wait for a verified address (the server's sentence when a
 * member who has not verified calls createCheckout or joinWaitlist; the web shows the prompt).
 */
export const EMAIL_NOT_VERIFIED =
  'Please verify your e-mail first: open the link we sent you, or send a new one.';
export const VERIFY_EMAIL_TITLE = 'Verify your e-mail';
export const VERIFY_EMAIL_BODY =
  'We sent you a link when you signed up. Open it to confirm your address, then you can book brunches and join waitlists.';
export const RESEND_VERIFICATION = 'Send a new link';
export const VERIFICATION_SENT: ToastText = {
  title: 'Link sent',
  description: 'Check your inbox for the new verification link.',
};
export const VERIFICATION_NOT_SENT = "We couldn't send the link. Please try again in a minute.";
export const I_VERIFIED = "I've verified";
export const FORGOT_PASSWORD = 'Forgot password?';
export const SEND_RESET_LINK = 'Send Reset Link';
export const BACK_TO_SIGN_IN = 'Back to Sign In';

// --- Subscription ---
export const AUTH_REQUIRED_PORTAL: ToastText = {
  title: 'Authentication Required',
  description: 'Please log in to manage your subscription.',
};
export const PORTAL_FAILED: ToastText = {
  title: ERROR_TITLE,
  description: 'Failed to open subscription management.',
};

// --- Sign in, reset and sign up pages (issue 37 moved them from the JSX) ---
export const LOGIN_TITLE = 'Welcome back';
export const LOGIN_SUBTITLE = 'Sign in to see your brunches and matches.';
export const NEW_TO_BRUNCHERS = 'New to Brunchers?';
export const EMAIL_LABEL = 'Email';
export const PASSWORD_LABEL = 'Password';
export const SIGNING_IN = 'Signing in...';
export const RESET_TITLE = 'Reset your password';
export const RESET_SUBTITLE = "We'll e-mail you a link to choose a new one.";
export const SENDING = 'Sending...';
export const SIGNUP_TITLE = 'Join Brunchers';
export const SIGNUP_SUBTITLE = 'Great brunches, new friends, every weekend.';
export const HAVE_ACCOUNT = 'Already have an account?';
export const SIGN_IN_LINK = 'Sign in';
export const passwordHint = msg(
  'auth.passwordHint',
  (minLength: number) => `At least ${minLength} characters.`,
);
export const CREATING_ACCOUNT = 'Creating account...';
export const CREATE_ACCOUNT_BUTTON = 'Create Account';

// --- Links from the mails (verify, reset the password) ---
export const CHECKING_LINK = 'Checking your link...';
export const RESET_PASSWORD_TEXTS = {
  title: 'Choose a new password',
  password: 'New password',
  confirm: 'Confirm new password',
} as const;
