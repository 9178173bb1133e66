import { msg } from '../i18n/message';

// --- Report and block (issue 36 §4) ---
export const REPORT_REASON_LABELS = {
  harassment: 'Harassment or bullying',
  inappropriate_content: 'Inappropriate or sexual content',
  fake_profile: 'Fake profile or impersonation',
  spam_or_scam: 'Spam or scam',
  hate_speech: 'Hate speech',
  safety_concern: 'Made me feel unsafe',
  underage: 'Seems to be under 18',
  other: 'Something else',
} as const;
export const REPORT_KIND_LABELS = {
  profile: 'Profile',
  photo: 'Photo',
  review: 'Review',
  door_incident: 'Incident at the door',
  message: 'Message',
  table_message: 'Table chat message',
} as const;
export const REPORT_MESSAGE_ACTION = 'Report';
export const REPORT_MESSAGE_LABEL = msg(
  'trust.REPORT_MESSAGE_LABEL',
  (name: string) => `Report this message from ${name}`,
);
export const SAFETY_MENU_LABEL = msg(
  'trust.SAFETY_MENU_LABEL',
  (name: string) => `Report or block ${name}`,
);
export const REPORT_PROFILE_ACTION = 'Report profile';
export const REPORT_PHOTO_ACTION = 'Report this photo';
export const BLOCK_ACTION = 'Block';
export const REPORT_DIALOG_TITLE = msg(
  'trust.REPORT_DIALOG_TITLE',
  (name: string) => `Report ${name}`,
);
export const REPORT_DIALOG_TEXT =
  'Tell us what is wrong. Only our team sees your report; we never tell the member who sent it.';
export const REPORT_REASON_LABEL = 'Reason';
export const REPORT_TEXT_LABEL = 'What happened? (optional)';
export const REPORT_SUBMIT = 'Send report';
export const REPORT_SENT = {
  title: 'Thank you for telling us',
  description: 'Our team will look at your report and write to you with what we decided.',
} as const;
export const REPORT_FAILED = 'Your report could not be sent. Please try again.';
export const TOO_MANY_REPORTS =
  'You have sent several reports today. Please wait a day before sending another, or write to us.';
export const BLOCK_DIALOG_TITLE = msg(
  'trust.BLOCK_DIALOG_TITLE',
  (name: string) => `Block ${name}?`,
);
export const BLOCK_DIALOG_TEXT =
  'You will not see each other in Discover and we will never seat you at the same table. They are not told. You can unblock them later from your profile.';
export const BLOCK_CONFIRM = 'Block';
export const BLOCKED_TITLE = 'Blocked';
export const blockedDescription = msg(
  'trust.blockedDescription',
  (name: string) => `You won't see ${name} again.`,
);
/** The toast after blocking (web: translate BLOCKED_TITLE and blockedDescription). */
export const BLOCKED_TOAST = (name: string) => ({
  title: BLOCKED_TITLE,
  description: blockedDescription(name),
});
export const BLOCK_FAILED = 'Could not block this member. Please try again.';
export const BLOCK_SELF = 'You cannot block yourself.';
export const BLOCKED_MEMBERS_TITLE = 'Blocked members';
export const BLOCKED_MEMBERS_EMPTY = 'You have not blocked anyone.';
export const UNBLOCK_ACTION = msg('trust.UNBLOCK_ACTION', (name: string) => `Unblock ${name}`);
export const UNBLOCKED_TOAST = { title: 'Unblocked' } as const;
export const UNBLOCK_FAILED = 'Could not unblock this member. Please try again.';
export const BLOCKED_MEMBER_FALLBACK_NAME = 'A member';
export const REPORT_TARGET_GONE = 'This content no longer exists.';
export const REPORT_SELF = 'You cannot report yourself.';
export const REPORT_NOT_MEMBER = 'You can only report messages in your own conversations.';

/** createCheckout's (and joinWaitlist's) refusal for a suspended member. */
export const ACCOUNT_SUSPENDED =
  'Your account is suspended, so you cannot book brunches. Reply to our decision e-mail to appeal.';

/** The notice a suspended member sees in the member shell and the booking dialog. */
export const SUSPENDED_NOTICE_TITLE = 'Your account is suspended';
export const SUSPENDED_NOTICE_TEXT =
  'After a report, our team suspended your account: you cannot book brunches or join waitlists, and other members do not see you. Our decision e-mail says why. To appeal, reply to that e-mail: a different person will review the decision.';

// --- The moderation queue (organiser console) ---
export const MODERATION_OPEN_TAB = 'Open';
export const MODERATION_DECIDED_TAB = 'Decided';
export const MODERATION_EMPTY_OPEN = 'No open reports. Nice.';
export const MODERATION_EMPTY_DECIDED = 'No decisions yet.';
export const MODERATION_EVIDENCE = 'Evidence (as reported)';
/** The evidence's rows, as the server copied them at report time. */
export const MODERATION_EVIDENCE_LABELS = {
  name: 'Name',
  bio: 'Bio',
  job: 'Job',
  review: 'Review',
  rating: 'Rating',
  event: 'Event',
  message: 'Message',
  sent: 'Sent',
  sender: 'Sender',
  conversation: 'Conversation',
  tableChat: 'Table chat',
} as const;
export const moderationReportedPhoto = msg(
  'trust.moderationReportedPhoto',
  (name: string) => `Reported photo of ${name}`,
);
export const MODERATION_THE_MEMBER = 'the member';
export const MODERATION_DECISION_LABELS = {
  dismiss: 'Dismiss',
  remove_content: 'Remove content',
  warn: 'Warn member',
  suspend: 'Suspend member',
} as const;
export const MODERATION_REASON_LABEL = 'Statement of reasons (sent to both members)';
export const MODERATION_DECIDE = 'Decide';
export const MODERATION_DECIDED = { title: 'Decision recorded', description: 'Notices sent.' };
export const MODERATION_DECIDE_FAILED = 'The decision could not be recorded. Please try again.';
export const REPORT_ALREADY_DECIDED = 'This report has already been decided.';
export const LIFT_SUSPENSION_ACTION = 'Lift suspension';
export const LIFT_SUSPENSION_REASON_LABEL = 'Why the suspension is lifted (sent to the member)';
export const LIFT_SUSPENSION_DONE = {
  title: 'Suspension lifted',
  description: 'The member was told.',
} as const;
export const LIFT_SUSPENSION_FAILED = 'The suspension could not be lifted. Please try again.';
export const SUSPENSION_LIFTED_LABEL = 'Suspension lifted';
export const STILL_SUSPENDED_LABEL = 'Member is suspended';
export const NOT_SUSPENDED = 'This member is not suspended.';

// --- A partner's door incident ---
export const DOOR_INCIDENT_ACTION = 'Flag an incident';
export const DOOR_INCIDENT_TITLE = msg(
  'trust.DOOR_INCIDENT_TITLE',
  (name: string) => `Flag an incident with ${name}`,
);
export const DOOR_INCIDENT_TEXT_LABEL = 'What happened?';
export const DOOR_INCIDENT_SENT = {
  title: 'Incident flagged',
  description: 'The organiser team will review it.',
} as const;

// --- The moderation queue's labels (/admin/moderation) ---
export const MODERATION_LOADING = 'Loading reports...';
export const MODERATION_FROM_DOOR = 'From the door';
/** The queue's lists, named for screen readers. */
export const MODERATION_OPEN_LIST = 'Open reports';
export const MODERATION_DECIDED_LIST = 'Decided reports';
/** A reported member whose evidence kept no display name. */
export const MODERATION_MEMBER_FALLBACK = 'A member';
export const moderationReportedAt = msg(
  'trust.moderationReportedAt',
  (when: string) => `Reported ${when}`,
);
export const moderationDecisionIs = msg(
  'trust.moderationDecisionIs',
  (decision: string) => `Decision: ${decision}`,
);
export const moderationDecisionOn = msg(
  'trust.moderationDecisionOn',
  (name: string) => `Decision on ${name}`,
);
