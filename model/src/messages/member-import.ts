import { msg } from '../i18n/message';
// The member import from a CSV (issue 39 item 8): the console's texts.
import type { MemberImportSkipReason } from '../schemas/member-import';
import { countOf } from './profile';

export const MEMBER_IMPORT_TITLE = 'Import members from a CSV';
export const MEMBER_IMPORT_INTRO =
  'Your own list of members: each new address gets an account and an invitation mail to choose a password. Nothing is created before you confirm.';
export const MEMBER_IMPORT_FILE_LABEL = 'Members CSV file';
export const MEMBER_IMPORT_COLUMNS_HINT =
  'Columns: email, first name, date of birth (YYYY-MM-DD or DD/MM/YYYY) required; last name, locale (en or pt-PT) and marketing consent (yes/no, empty is no) optional. At most 1,000 rows.';
export const MEMBER_IMPORT_CHECK = 'Check the file';
export const MEMBER_IMPORT_CHECKING = 'Checking...';
export const MEMBER_IMPORT_IMPORTING = 'Importing...';
export const MEMBER_IMPORT_DRY_RUN_TITLE = 'What the import would do';
export const MEMBER_IMPORT_RESULT_TITLE = 'Import result';
export const MEMBER_IMPORT_NOTHING_TO_CREATE = 'Nobody to create: every row is skipped.';
export const MEMBER_IMPORT_CANCEL = 'Choose another file';
export const MEMBER_IMPORT_FAILED = 'The import could not run.';
export const MEMBER_IMPORT_DONE_TITLE = 'Members imported';
export const MEMBER_IMPORT_TOO_LARGE = msg(
  'member-import.MEMBER_IMPORT_TOO_LARGE',
  (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024)} KB: split it.`,
);
export const MEMBER_IMPORT_IGNORED_COLUMNS = msg(
  'member-import.MEMBER_IMPORT_IGNORED_COLUMNS',
  (columns: readonly string[]) => `Columns not imported: ${columns.join(', ')}.`,
);
export const MEMBER_IMPORT_TABLE_HEADERS = {
  line: 'Line',
  email: 'Email',
  outcome: 'Outcome',
  reason: 'Reason',
} as const;
export const MEMBER_IMPORT_OUTCOMES = {
  dryRun: { create: 'Will be created', skip: 'Skipped', failed: 'Failed' },
  done: { create: 'Created, invited', skip: 'Skipped', failed: 'Failed' },
} as const;
export const MEMBER_IMPORT_REASONS: Record<MemberImportSkipReason, string> = {
  invalid: 'Invalid',
  duplicate_in_file: 'Duplicate in the file (an earlier line has this email)',
  already_member: 'Already a member',
  already_invited: 'Already invited by an earlier import',
};
export const MEMBER_IMPORT_PAGE = msg(
  'member-import.MEMBER_IMPORT_PAGE',
  (page: number, pages: number) => `Page ${page} of ${pages}`,
);
export const MEMBER_IMPORT_PREVIOUS = 'Previous';
export const MEMBER_IMPORT_NEXT = 'Next';

/** "1 to create, 2 skipped" (and the failures, when there are any). */
export const memberImportCounts = msg(
  'member-import.memberImportCounts',
  (counts: { create: number; skip: number; failed: number }, dryRun: boolean) => {
    const created = dryRun
      ? `${counts.create} to create`
      : `${countOf(counts.create, 'member', 'members')} created`;
    const failed = counts.failed > 0 ? `, ${counts.failed} failed` : '';
    return `${created}, ${counts.skip} skipped${failed}`;
  },
);
export const memberImportConfirm = msg(
  'member-import.memberImportConfirm',
  (count: number) => `Create ${countOf(count, 'member', 'members')} and send the invitations`,
);

/** The first sign-in of a member the import invited (loaded with that check only). */
export const INVITE_PROMPT_TITLE = 'Welcome to Brunchers';
export const INVITE_PROMPT_TEXT =
  'The team added you from their member list. Check your first name and date of birth, and accept our terms, to start booking brunches.';
