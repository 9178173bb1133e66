// Firebase Auth errors as sentences people can act on (the raw SDK text looks like
// "Firebase: Error (auth/invalid-credential).").
// A FirebaseError is told by its name and code, not `instanceof`: importing the class would put
// Firebase's app SDK in the first download of /login and /signup, which load Auth on use.

/** An error the Firebase SDK threw (FirebaseError from 'firebase/app'). */
function isFirebaseError(error: unknown): error is Error & { code: string } {
  return (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

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
  if (isFirebaseError(error)) {
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
