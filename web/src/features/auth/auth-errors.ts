// Firebase Auth errors as sentences people can act on (the raw SDK text looks like
// "Firebase: Error (auth/invalid-credential).").
import { FirebaseError } from 'firebase/app';

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/wrong-password': 'Invalid email or password.',
  'auth/user-not-found': 'Invalid email or password.',
  'auth/invalid-login-credentials': 'Invalid email or password.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/expired-action-code': 'This link has expired. Please request a new one.',
  'auth/invalid-action-code': 'This link is invalid or was already used. Please request a new one.',
  'auth/user-disabled': 'This account has been disabled.',
};

export function authErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError) {
    const known = MESSAGES[error.code];
    if (known) return known;
    const cleaned = error.message
      .replace(/^Firebase:\s*/, '')
      .replace(/\s*\(auth\/[^)]*\)\.?$/, '')
      .trim();
    return cleaned && cleaned !== 'Error' ? cleaned : 'Something went wrong. Please try again.';
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
