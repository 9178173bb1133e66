// completeSignUp (issue 36 §1): what a new account must give before it is a member, checked by the
// server so no client can skip it: a first name, a date of birth of someone MEMBER_MIN_AGE or
// older (on the city's calendar), and the acceptance of the current terms and privacy notice.
// One transaction then creates (or completes) the member's profiles and records the acceptance:
// - user_profiles/{uid}: display_name and birth_year (the public age; the rules refuse both to
//   a client creating a profile, and birth_year to any client write);
// - user_private_profiles/{uid}: date_of_birth, which only the owner reads and no client writes;
// - user_agreements/{uid}: the versions accepted and the server's time.
// A member who joined before names were asked calls it from the prompt; a date of birth already
// recorded is never changed here.

import {
  COLLECTIONS,
  completeSignUpInputSchema,
  dateOfBirthProblem,
  FIRST_LEVEL,
  PRIVACY_NOTICE_VERSION,
  SIGNUP_DATE_OF_BIRTH_FIXED,
  SIGNUP_INVALID_DATE_OF_BIRTH,
  SIGNUP_TERMS_OUTDATED,
  SIGNUP_UNDER_AGE,
  TERMS_VERSION,
  type CompleteSignUpOutput,
  type ToastText,
} from '@brunchers/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';

const sentence = (text: ToastText) => `${text.title}. ${text.description ?? ''}`.trim();

export async function handleCompleteSignUp(
  request: CallRequest,
  deps: { db: Firestore; clock: () => Date },
): Promise<CompleteSignUpOutput> {
  const auth = requireSignedIn(request);
  const input = parseInput(completeSignUpInputSchema, request.data);
  if (input.termsVersion !== TERMS_VERSION || input.privacyVersion !== PRIVACY_NOTICE_VERSION)
    fail('failed-precondition', sentence(SIGNUP_TERMS_OUTDATED));
  const problem = dateOfBirthProblem(input.dateOfBirth, deps.clock());
  if (problem === 'invalid') fail('invalid-argument', sentence(SIGNUP_INVALID_DATE_OF_BIRTH));
  if (problem === 'under_age') {
    logs.signUpRefusedUnderAge();
    fail('failed-precondition', sentence(SIGNUP_UNDER_AGE));
  }

  const { db } = deps;
  const publicRef = db.collection(COLLECTIONS.userProfiles).doc(auth.uid);
  const privateRef = db.collection(COLLECTIONS.userPrivateProfiles).doc(auth.uid);
  const agreementRef = db.collection(COLLECTIONS.userAgreements).doc(auth.uid);
  const displayName = input.firstName;
  await db.runTransaction(async (tx) => {
    const [publicDoc, privateDoc] = await Promise.all([tx.get(publicRef), tx.get(privateRef)]);
    const recorded: unknown = privateDoc.get('date_of_birth');
    if (typeof recorded === 'string' && recorded !== input.dateOfBirth)
      fail('failed-precondition', sentence(SIGNUP_DATE_OF_BIRTH_FIXED));
    const now = FieldValue.serverTimestamp();
    const named = {
      display_name: displayName,
      birth_year: Number(input.dateOfBirth.slice(0, 4)),
      updated_at: now,
    };
    if (publicDoc.exists) tx.update(publicRef, named);
    else
      tx.create(publicRef, {
        user_id: auth.uid,
        level: FIRST_LEVEL,
        experience_points: 0,
        ...named,
        created_at: now,
      });
    tx.set(privateRef, { date_of_birth: input.dateOfBirth, updated_at: now }, { merge: true });
    tx.set(agreementRef, {
      user_id: auth.uid,
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_NOTICE_VERSION,
      accepted_at: now,
    });
  });
  return { displayName };
}
