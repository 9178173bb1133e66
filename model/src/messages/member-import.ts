import { englishT, msg, type MessageFn, type Translate } from '../i18n/message';
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

/**
 * Why a row of a members or stories CSV is skipped or fails (the web's preview, the import
 * callables): catalogue keys the server and the model answer with (ImportProblem: a key and its
 * values), shown in the reader's language by importProblemText.
 */
export const IMPORT_PROBLEMS = {
  emailMissing: 'Email is missing.',
  emailTooLong: 'Email is too long.',
  emailInvalid: msg(
    'member-import.IMPORT_PROBLEMS.emailInvalid',
    (input: string) => `"${input}" is not a valid email address.`,
  ),
  firstNameMissing: 'First name is missing.',
  firstNameTooLong: msg(
    'member-import.IMPORT_PROBLEMS.firstNameTooLong',
    (max: number) => `First name is longer than ${max} characters.`,
  ),
  lastNameTooLong: msg(
    'member-import.IMPORT_PROBLEMS.lastNameTooLong',
    (max: number) => `Last name is longer than ${max} characters.`,
  ),
  dateOfBirthMissing: 'Date of birth is missing.',
  dateOfBirthInvalid: msg(
    'member-import.IMPORT_PROBLEMS.dateOfBirthInvalid',
    (value: string) => `Date of birth "${value}" is not a date (use YYYY-MM-DD or DD/MM/YYYY).`,
  ),
  underAge: msg(
    'member-import.IMPORT_PROBLEMS.underAge',
    (age: number) => `Under ${age}: members must be ${age} or older.`,
  ),
  localeUnsupported: msg(
    'member-import.IMPORT_PROBLEMS.localeUnsupported',
    (value: string, supported: string) => `Locale "${value}" is not supported (use ${supported}).`,
  ),
  consentInvalid: msg(
    'member-import.IMPORT_PROBLEMS.consentInvalid',
    (value: string) => `Marketing consent "${value}" must be yes or no (empty means no).`,
  ),
  createdMeanwhile: 'An account with this email was created meanwhile: run the import again.',
  dateOfBirthDiffers: 'This account already has a different date of birth: nothing was changed.',
  notCreated: msg(
    'member-import.IMPORT_PROBLEMS.notCreated',
    (detail: string) => `The account could not be created (${detail}).`,
  ),
  notFinished: 'The account exists: run the import again to finish it.',
  blankRow: 'blank row',
  tooFewCells: msg(
    'member-import.IMPORT_PROBLEMS.tooFewCells',
    (cells: number, columns: number) => `only ${cells} of ${columns} cells`,
  ),
  missingCells: msg(
    'member-import.IMPORT_PROBLEMS.missingCells',
    (columns: string) => `missing ${columns}`,
  ),
  publishDateInvalid: msg(
    'member-import.IMPORT_PROBLEMS.publishDateInvalid',
    (value: string) => `publish_date: "${value}" is not a date (use YYYY-MM-DD)`,
  ),
  storyIdInvalid: 'rowId: id may use letters, digits, - and _ (max 100)',
  fieldTooLong: msg(
    'member-import.IMPORT_PROBLEMS.fieldTooLong',
    (field: string, max: number) => `${field}: longer than ${max} characters`,
  ),
  fieldInvalid: msg(
    'member-import.IMPORT_PROBLEMS.fieldInvalid',
    (field: string) => `${field}: invalid`,
  ),
  duplicateRowId: 'Duplicate row id in this file',
  // The whole file (members and stories).
  fileEmpty: 'The file is empty.',
  fileNoRows: 'The file has no rows after its header.',
  fileMissingColumns: msg(
    'member-import.IMPORT_PROBLEMS.fileMissingColumns',
    (columns: string, count: number) => `Missing column${count > 1 ? 's' : ''}: ${columns}.`,
  ),
  fileAgeOnly: 'An age is not enough: a member needs a date of birth.',
  fileColumnTwice: msg(
    'member-import.IMPORT_PROBLEMS.fileColumnTwice',
    (column: string, header: string) => `Two columns mean ${column} ("${header}"): keep one.`,
  ),
  fileTooManyRows: msg(
    'member-import.IMPORT_PROBLEMS.fileTooManyRows',
    (rows: number, max: number) =>
      `The file has ${rows} rows; at most ${max} per import: split it.`,
  ),
} as const;
export type ImportProblemKey = keyof typeof IMPORT_PROBLEMS;

/** One reason a row is refused: a key of IMPORT_PROBLEMS and its message's values. */
export interface ImportProblem {
  key: ImportProblemKey;
  values?: (string | number)[];
}

/** A problem in the reader's language (`t`: the page's; English by default). */
export function importProblemText(problem: ImportProblem, t: Translate = englishT): string {
  const text = IMPORT_PROBLEMS[problem.key] as unknown as
    string | MessageFn<(string | number)[]> | undefined;
  // A key this build does not know (a newer server): as it is.
  if (text === undefined) return problem.key;
  return typeof text === 'string' ? t(text) : t(text, ...(problem.values ?? []));
}

/** The first sign-in of a member the import invited (loaded with that check only). */
export const INVITE_PROMPT_TITLE = 'Welcome to Brunchers';
export const INVITE_PROMPT_TEXT =
  'The team added you from their member list. Check your first name and date of birth, and accept our terms, to start booking brunches.';
