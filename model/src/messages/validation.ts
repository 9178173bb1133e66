// The forms' and callables' validation errors (issue 37): the English texts stay beside their
// zod schemas (model/src/schemas/*), gathered here so each language's catalogue names them. A zod
// issue's message is such a text, i.e. its catalogue key: the web shows t(issue.message), and a
// callable's refusal (an HttpsError carrying it) is read the same way (web/src/lib/callable-errors.ts).
import { FIRST_NAME_REQUIRED } from '../schemas/callables';
import { EMAIL_INVALID } from '../schemas/common';
import { MESSAGE_TEXT_ERRORS } from '../schemas/connections';
import { EVENT_FORM_ERRORS } from '../schemas/events';
import { HOST_FORM_ERRORS } from '../schemas/hosts';
import { VENUE_FORM_ERRORS } from '../schemas/bookings';
import { POLICY_FIELD_ERRORS } from '../schemas/policy';
import { PRICING_FORM_ERRORS } from '../schemas/pricing';
import { PROFILE_FORM_ERRORS, PROFILE_NAME_REQUIRED } from '../schemas/profile-form';
import { PLAN_FORM_ERRORS } from '../schemas/settings';
import { ANSWER_REQUIRED } from '../schemas/social';

export const VALIDATION_TEXTS = {
  emailInvalid: EMAIL_INVALID,
  firstNameRequired: FIRST_NAME_REQUIRED,
  profileNameRequired: PROFILE_NAME_REQUIRED,
  answerRequired: ANSWER_REQUIRED,
  profile: PROFILE_FORM_ERRORS,
  message: MESSAGE_TEXT_ERRORS,
  event: EVENT_FORM_ERRORS,
  host: HOST_FORM_ERRORS,
  venue: VENUE_FORM_ERRORS,
  plan: PLAN_FORM_ERRORS,
  pricing: PRICING_FORM_ERRORS,
  policy: POLICY_FIELD_ERRORS,
} as const;
