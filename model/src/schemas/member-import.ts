// Importing members from the owner's CSV (issue 39 item 8). The web reads the file (papaparse) and
// maps its columns by header (aliases tolerated: "E-mail", "Email address", "DOB"...); the
// importMembers callable checks every row again with memberImportRowSchema (the server decides),
// then answers per row: create, or skip with the reason. A dry run writes nothing.
// A member needs what sign-up asks (completeSignUp): a first name and a date of birth of someone
// MEMBER_MIN_AGE or older. Marketing consent is never assumed: empty is no, and yes only starts
// the newsletter's double opt-in.

import { z } from 'zod';
import { dateOfBirthProblem, MEMBER_MIN_AGE } from '../rules/sign-up';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX } from './common';
import type { ImportProblem, ImportProblemKey } from '../messages/member-import';

/** Rows per file (and per call): an import of this many finishes well inside a call's time-out. */
export const MEMBER_IMPORT_MAX_ROWS = 1000;
/** The largest file the page reads (1,000 rows of a few columns are far below it). */
export const MEMBER_IMPORT_MAX_BYTES = 1024 * 1024;
/** A raw cell longer than this is refused before any parsing. */
export const MEMBER_IMPORT_CELL_MAX = 500;

/** The columns the import knows; email, first_name and date_of_birth are required. */
export const MEMBER_IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'date_of_birth',
  'locale',
  'marketing_consent',
] as const;
export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];
export const MEMBER_IMPORT_REQUIRED_COLUMNS = [
  'email',
  'first_name',
  'date_of_birth',
] as const satisfies readonly MemberImportColumn[];

/** Header spellings accepted per column, compared after headerKey (case, spaces, dashes ignored). */
const HEADER_ALIASES: Record<MemberImportColumn, readonly string[]> = {
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'emailaddress'],
  first_name: ['first name', 'firstname', 'given name', 'first', 'forename', 'name', 'nome'],
  last_name: ['last name', 'lastname', 'surname', 'family name', 'last', 'apelido'],
  date_of_birth: ['date of birth', 'birth date', 'birthdate', 'dob', 'birthday', 'born'],
  locale: ['locale', 'language', 'lang', 'idioma'],
  marketing_consent: [
    'marketing consent',
    'marketing',
    'consent',
    'newsletter',
    'marketing opt in',
    'opt in',
  ],
};

/** "E-mail Address" → "emailaddress": what aliases are compared on. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// Pure: a route that never reads a members CSV drops these (web/bench/bundle-size.mjs).
const ALIAS_TO_COLUMN = /* @__PURE__ */ new Map<string, MemberImportColumn>(
  MEMBER_IMPORT_COLUMNS.flatMap((column) =>
    [column, ...HEADER_ALIASES[column]].map((alias) => [headerKey(alias), column] as const),
  ),
);

/** The column a header names, or null when the import does not use it. */
export function memberImportColumnOf(header: string): MemberImportColumn | null {
  return ALIAS_TO_COLUMN.get(headerKey(header)) ?? null;
}

/** The locales a member can be invited in. */
export const MEMBER_IMPORT_LOCALES = ['en', 'pt-PT'] as const;
export type MemberImportLocale = (typeof MEMBER_IMPORT_LOCALES)[number];
const LOCALE_ALIASES: Record<string, MemberImportLocale> = {
  en: 'en',
  engb: 'en',
  enus: 'en',
  english: 'en',
  pt: 'pt-PT',
  ptpt: 'pt-PT',
  portuguese: 'pt-PT',
  portugues: 'pt-PT',
};

const YES = /* @__PURE__ */ new Set(['yes', 'y', 'true', '1', 'sim', 's', 'x']);
const NO = /* @__PURE__ */ new Set(['', 'no', 'n', 'false', '0', 'nao', 'não']);

/** One row as read from the file: the raw cells of the known columns (absent = empty). */
export const memberImportRawRowSchema = z.strictObject({
  /** The row's line in the file (the header is line 1), for the admin to find it. */
  line: z.number().int().min(2).max(1_000_000),
  ...(Object.fromEntries(
    MEMBER_IMPORT_COLUMNS.map((column) => [
      column,
      z.string().max(MEMBER_IMPORT_CELL_MAX).optional(),
    ]),
  ) as Record<MemberImportColumn, z.ZodOptional<z.ZodString>>),
});
export type MemberImportRawRow = z.infer<typeof memberImportRawRowSchema>;

/** YYYY-MM-DD, or the day-first DD/MM/YYYY (also with - or .) Lisbon lists use; else null. */
export function normaliseBirthDate(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!dayFirst) return null;
  const [, day, month, year] = dayFirst as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A row's cells checked and normalised, with one problem per issue (its message an
 * IMPORT_PROBLEMS key, its values in params: the admin reads it in their language).
 * `now` fixes the age check (on the city's calendar, as at sign-up).
 */
export function memberImportRowSchema(now: Date) {
  return z.object({
    line: z.number().int(),
    email: z
      .string({ error: 'emailMissing' })
      .trim()
      .toLowerCase()
      .min(1, 'emailMissing')
      .max(EMAIL_MAX, 'emailTooLong')
      .superRefine((value, ctx) => {
        if (!EMAIL_PATTERN.test(value)) ctx.addIssue(problemIssue('emailInvalid', value));
      }),
    first_name: z
      .string({ error: 'firstNameMissing' })
      .trim()
      .min(1, 'firstNameMissing')
      .max(NAME_MAX, 'firstNameTooLong'),
    last_name: z
      .string()
      .trim()
      .max(NAME_MAX, 'lastNameTooLong')
      .optional()
      .transform((value) => (value ? value : null)),
    date_of_birth: z
      .string({ error: 'dateOfBirthMissing' })
      .trim()
      .min(1, 'dateOfBirthMissing')
      .transform((value, ctx) => {
        const date = normaliseBirthDate(value);
        const problem = date ? dateOfBirthProblem(date, now) : 'invalid';
        if (problem === 'invalid') {
          ctx.addIssue(problemIssue('dateOfBirthInvalid', value));
          return z.NEVER;
        }
        if (problem === 'under_age') {
          ctx.addIssue(problemIssue('underAge', MEMBER_MIN_AGE));
          return z.NEVER;
        }
        return date as string;
      }),
    locale: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const key = headerKey(value ?? '');
        if (!key) return null;
        const locale = LOCALE_ALIASES[key];
        if (!locale) {
          ctx.addIssue(
            problemIssue('localeUnsupported', value ?? '', MEMBER_IMPORT_LOCALES.join(' / ')),
          );
          return z.NEVER;
        }
        return locale;
      }),
    marketing_consent: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = (value ?? '').trim().toLowerCase();
        if (YES.has(text)) return true;
        if (NO.has(text)) return false;
        ctx.addIssue(problemIssue('consentInvalid', value ?? ''));
        return z.NEVER;
      }),
  });
}

/** A zod issue naming an import problem: its message the key, its values in params. */
function problemIssue(key: ImportProblemKey, ...values: (string | number)[]) {
  return { code: 'custom' as const, message: key, params: { values } };
}

/** A zod issue of memberImportRowSchema as the problem it names. */
export function importProblemOf(issue: z.core.$ZodIssue): ImportProblem {
  const key = issue.message as ImportProblemKey;
  // A length check's limit is its value ("longer than 50 characters").
  if (issue.code === 'too_big') return { key, values: [Number(issue.maximum)] };
  const values = (issue as { params?: { values?: unknown } }).params?.values;
  return Array.isArray(values) ? { key, values: values as (string | number)[] } : { key };
}
export type MemberImportRow = z.output<ReturnType<typeof memberImportRowSchema>>;

/** A row checked: the member to create, or every reason it cannot be. */
export type CheckedMemberRow =
  | { line: number; ok: true; member: MemberImportRow }
  | { line: number; ok: false; email: string; problems: ImportProblem[] };

export function checkMemberImportRow(raw: MemberImportRawRow, now: Date): CheckedMemberRow {
  const parsed = memberImportRowSchema(now).safeParse(raw);
  if (parsed.success) return { line: raw.line, ok: true, member: parsed.data };
  return {
    line: raw.line,
    ok: false,
    email: (raw.email ?? '').trim().toLowerCase(),
    problems: parsed.error.issues.map(importProblemOf),
  };
}

/** The file as the page reads it: its rows by column, or why the whole file is refused. */
export type MemberCsvRead =
  | { ok: true; rows: MemberImportRawRow[]; ignoredColumns: string[] }
  | { ok: false; problems: ImportProblem[] };

/**
 * Maps a parsed CSV (header row and body rows of cells) to raw rows by column. Refuses a file
 * without the required columns, with a column named twice, or with more than
 * MEMBER_IMPORT_MAX_ROWS rows. Blank lines are not rows.
 */
export function readMemberCsv(header: readonly string[], body: readonly string[][]): MemberCsvRead {
  if (header.every((cell) => cell.trim() === ''))
    return { ok: false, problems: [{ key: 'fileEmpty' }] };
  const columns = header.map(memberImportColumnOf);
  const seen = new Set<MemberImportColumn>();
  for (const [index, column] of columns.entries()) {
    if (!column) continue;
    if (seen.has(column))
      return {
        ok: false,
        problems: [
          { key: 'fileColumnTwice', values: [column.replace('_', ' '), header[index] ?? ''] },
        ],
      };
    seen.add(column);
  }
  const missing = MEMBER_IMPORT_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    const ageOnly =
      missing.includes('date_of_birth') && header.some((cell) => headerKey(cell) === 'age');
    return {
      ok: false,
      problems: [
        { key: 'fileMissingColumns', values: [missing.join(', '), missing.length] },
        ...(ageOnly ? [{ key: 'fileAgeOnly' } as const] : []),
      ],
    };
  }
  const rows: MemberImportRawRow[] = [];
  for (const [index, cells] of body.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const row: MemberImportRawRow = { line: index + 2 };
    for (const [position, column] of columns.entries()) {
      const cell = cells[position];
      if (column && cell !== undefined && cell.trim() !== '')
        row[column] = cell.slice(0, MEMBER_IMPORT_CELL_MAX);
    }
    rows.push(row);
  }
  if (rows.length === 0) return { ok: false, problems: [{ key: 'fileNoRows' }] };
  if (rows.length > MEMBER_IMPORT_MAX_ROWS)
    return {
      ok: false,
      problems: [{ key: 'fileTooManyRows', values: [rows.length, MEMBER_IMPORT_MAX_ROWS] }],
    };
  const ignoredColumns = header.filter((cell, index) => !columns[index] && cell.trim() !== '');
  return { ok: true, rows, ignoredColumns };
}

// --- importMembers (admin) ---
export const importMembersInputSchema = z.strictObject({
  /** true: answer what would happen and write nothing. */
  dryRun: z.boolean(),
  rows: z.array(memberImportRawRowSchema).min(1).max(MEMBER_IMPORT_MAX_ROWS),
});
export type ImportMembersInput = z.infer<typeof importMembersInputSchema>;

/**
 * Why a row is skipped: invalid (its `problems`), the same address earlier in the file,
 * or an account that exists (a member, or someone an earlier import invited).
 */
export const MEMBER_IMPORT_SKIP_REASONS = [
  'invalid',
  'duplicate_in_file',
  'already_member',
  'already_invited',
] as const;
export type MemberImportSkipReason = (typeof MEMBER_IMPORT_SKIP_REASONS)[number];

export interface MemberImportResultRow {
  line: number;
  /** The address as normalised (lower case), or as given when invalid. */
  email: string;
  /** create: created (or, in a dry run, would be); failed: the real run could not, `problems` say why. */
  outcome: 'create' | 'skip' | 'failed';
  reason: MemberImportSkipReason | null;
  /** Why, in detail (an invalid row's problems, a failure's): catalogue keys and their values. */
  problems: ImportProblem[];
}
export interface ImportMembersOutput {
  dryRun: boolean;
  rows: MemberImportResultRow[];
  counts: { create: number; skip: number; failed: number };
}
