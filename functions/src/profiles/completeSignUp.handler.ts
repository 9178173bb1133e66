// completeSignUp (issue 36 §1): what a new account must give before it is a member, checked by the
// server so no client can skip it: a first name, a date of birth of someone MEMBER_MIN_AGE or
// older (on the city's calendar), and the acceptance of the current terms and privacy notice.
// One transaction then creates (or completes) the member's profiles (memberProfiles.ts, the path
// the CSV import shares) and records the acceptance in user_agreements/{uid}: the versions
// accepted and the server's time.
// A member who joined before names were asked calls it from the prompt; a date of birth already
// recorded is never changed here.

import {
  COLLECTIONS,
  completeSignUpInputSchema,
  dateOfBirthProblem,
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
import { prepareMemberProfilesIn } from './memberProfiles.js';

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
  const agreementRef = db.collection(COLLECTIONS.userAgreements).doc(auth.uid);
  const displayName = input.firstName;
  await db.runTransaction(async (tx) => {
    const write = await prepareMemberProfilesIn(tx, db, auth.uid, {
      firstName: displayName,
      dateOfBirth: input.dateOfBirth,
      locale: input.locale ?? null,
    });
    if (write === 'date_of_birth_differs')
      fail('failed-precondition', sentence(SIGNUP_DATE_OF_BIRTH_FIXED));
    write();
    tx.set(agreementRef, {
      user_id: auth.uid,
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_NOTICE_VERSION,
      accepted_at: FieldValue.serverTimestamp(),
    });
  });
  return { displayName };
}
