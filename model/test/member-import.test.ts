import { describe, expect, it } from 'vitest';
import {
  checkMemberImportRow,
  importMembersInputSchema,
  MEMBER_IMPORT_MAX_ROWS,
  memberImportColumnOf,
  memberImportCounts,
  normaliseBirthDate,
  readMemberCsv,
  importProblemText,
  type CheckedMemberRow,
} from '../src';
import { createTranslator } from '../src/i18n/translator';
import memberImportPt from '../src/i18n/compiled/pt-PT/member-import.json';

/** A file refused with its problems in English words, as one sentence. */
const readCsv = (...args: Parameters<typeof readMemberCsv>) => {
  const read = readMemberCsv(...args);
  return read.ok
    ? read
    : { ok: false, error: read.problems.map((p) => importProblemText(p)).join(' ') };
};

/** A checked row with its problems in English words. */
const english = (checked: CheckedMemberRow) =>
  checked.ok
    ? checked
    : { ...checked, problems: checked.problems.map((p) => importProblemText(p)) };

const NOW = new Date('2026-11-28T12:00:00Z');

describe('member CSV columns', () => {
  it('accepts the usual spellings of each header', () => {
    for (const header of ['E-mail', 'email', 'EMAIL', 'Email Address', ' e_mail ', '\uFEFFEmail'])
      expect(memberImportColumnOf(header)).toBe('email');
    expect(memberImportColumnOf('First name')).toBe('first_name');
    expect(memberImportColumnOf('first_name')).toBe('first_name');
    expect(memberImportColumnOf('Surname')).toBe('last_name');
    expect(memberImportColumnOf('DOB')).toBe('date_of_birth');
    expect(memberImportColumnOf('Birth date')).toBe('date_of_birth');
    expect(memberImportColumnOf('Language')).toBe('locale');
    expect(memberImportColumnOf('Marketing consent')).toBe('marketing_consent');
    expect(memberImportColumnOf('Phone')).toBeNull();
  });

  it('maps rows by header, skips blank lines, and lists the columns it ignores', () => {
    const read = readMemberCsv(
      ['E-mail', 'First Name', 'DOB', 'Phone'],
      [
        ['ana@example.com', 'Ana', '1990-05-01', '+351 900'],
        ['', '', '', ''],
        ['rui@example.com', 'Rui', '02/03/1985', ''],
      ],
    );
    expect(read).toEqual({
      ok: true,
      ignoredColumns: ['Phone'],
      rows: [
        { line: 2, email: 'ana@example.com', first_name: 'Ana', date_of_birth: '1990-05-01' },
        { line: 4, email: 'rui@example.com', first_name: 'Rui', date_of_birth: '02/03/1985' },
      ],
    });
  });

  it('refuses a file without the required columns, saying which', () => {
    expect(readCsv(['email', 'name'], [['a@b.pt', 'A']])).toEqual({
      ok: false,
      error: 'Missing column: date_of_birth.',
    });
    const ageOnly = readCsv(['email', 'first name', 'age'], [['a@b.pt', 'A', '30']]);
    expect(ageOnly.ok || ageOnly.error).toBe(
      'Missing column: date_of_birth. An age is not enough: a member needs a date of birth.',
    );
    expect(readCsv(['phone'], [])).toMatchObject({
      ok: false,
      error: 'Missing columns: email, first_name, date_of_birth.',
    });
  });

  it('refuses an empty file, a header alone, two columns for one field, and too many rows', () => {
    expect(readCsv([''], [])).toEqual({ ok: false, error: 'The file is empty.' });
    expect(readCsv(['email', 'first name', 'dob'], [])).toEqual({
      ok: false,
      error: 'The file has no rows after its header.',
    });
    expect(readCsv(['email', 'E-mail', 'first name', 'dob'], [])).toMatchObject({
      ok: false,
      error: 'Two columns mean email ("E-mail"): keep one.',
    });
    const many = Array.from({ length: MEMBER_IMPORT_MAX_ROWS + 1 }, (_, i) => [
      `m${i}@example.com`,
      'M',
      '1990-01-01',
    ]);
    expect(readCsv(['email', 'first name', 'dob'], many)).toEqual({
      ok: false,
      error: `The file has ${MEMBER_IMPORT_MAX_ROWS + 1} rows; at most ${MEMBER_IMPORT_MAX_ROWS} per import: split it.`,
    });
    expect(
      readMemberCsv(['email', 'first name', 'dob'], many.slice(0, MEMBER_IMPORT_MAX_ROWS)).ok,
    ).toBe(true);
  });
});

describe('member CSV rows', () => {
  const row = (cells: Record<string, string>) => ({ line: 2, ...cells });

  it('normalises a valid row; consent is no unless it says yes', () => {
    expect(
      checkMemberImportRow(
        row({ email: ' Ana@Example.COM ', first_name: ' Ana ', date_of_birth: '1/5/1990' }),
        NOW,
      ),
    ).toEqual({
      line: 2,
      ok: true,
      member: {
        line: 2,
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: null,
        date_of_birth: '1990-05-01',
        locale: null,
        marketing_consent: false,
      },
    });
    const full = checkMemberImportRow(
      row({
        email: 'rui@example.com',
        first_name: 'Rui',
        last_name: 'Costa',
        date_of_birth: '1985-03-02',
        locale: 'PT',
        marketing_consent: 'Sim',
      }),
      NOW,
    );
    expect(full).toMatchObject({
      ok: true,
      member: { last_name: 'Costa', locale: 'pt-PT', marketing_consent: true },
    });
    for (const no of ['', 'no', 'N', 'false', '0', 'não'])
      expect(
        checkMemberImportRow(
          row({
            email: 'a@b.pt',
            first_name: 'A',
            date_of_birth: '1990-01-01',
            marketing_consent: no,
          }),
          NOW,
        ),
      ).toMatchObject({ ok: true, member: { marketing_consent: false } });
  });

  it('gives every problem of a row in words the owner can act on', () => {
    expect(english(checkMemberImportRow(row({}), NOW))).toEqual({
      line: 2,
      ok: false,
      email: '',
      problems: ['Email is missing.', 'First name is missing.', 'Date of birth is missing.'],
    });
    expect(
      english(
        checkMemberImportRow(
          row({
            email: 'not-an-address',
            first_name: 'A',
            date_of_birth: '31/02/1990',
            locale: 'fr',
            marketing_consent: 'maybe',
          }),
          NOW,
        ),
      ),
    ).toEqual({
      line: 2,
      ok: false,
      email: 'not-an-address',
      problems: [
        '"not-an-address" is not a valid email address.',
        'Date of birth "31/02/1990" is not a date (use YYYY-MM-DD or DD/MM/YYYY).',
        'Locale "fr" is not supported (use en / pt-PT).',
        'Marketing consent "maybe" must be yes or no (empty means no).',
      ],
    });
  });

  it('refuses someone under 18 on the city calendar, as sign-up does', () => {
    const at = (dob: string) =>
      checkMemberImportRow(row({ email: 'a@b.pt', first_name: 'A', date_of_birth: dob }), NOW);
    expect(at('2008-11-28')).toMatchObject({ ok: true });
    expect(english(at('2008-11-29'))).toMatchObject({
      ok: false,
      problems: ['Under 18: members must be 18 or older.'],
    });
  });

  it("gives them as catalogue keys with their values, read in the admin's language", () => {
    const checked = checkMemberImportRow(
      row({ email: 'x@', first_name: 'A', date_of_birth: '2010-01-01', locale: 'fr' }),
      NOW,
    );
    expect(checked).toMatchObject({
      ok: false,
      problems: [
        { key: 'emailInvalid', values: ['x@'] },
        { key: 'underAge', values: [18] },
        { key: 'localeUnsupported', values: ['fr', 'en / pt-PT'] },
      ],
    });
    const { t } = createTranslator('pt-PT', [memberImportPt]);
    expect(!checked.ok && checked.problems.map((problem) => importProblemText(problem, t))).toEqual(
      [
        '"x@" não é um endereço de e-mail válido.',
        'Menos de 18 anos: os membros têm de ter 18 anos ou mais.',
        'O idioma "fr" não é suportado (use en / pt-PT).',
      ],
    );
    const long = checkMemberImportRow(
      row({ email: 'a@b.pt', first_name: 'x'.repeat(200), date_of_birth: '1990-01-01' }),
      NOW,
    );
    expect(!long.ok && long.problems.map((problem) => importProblemText(problem, t))).toEqual([
      'O nome próprio tem mais de 100 caracteres.',
    ]);
    expect(importProblemText({ key: 'blankRow' }, t)).toBe('linha vazia');
    const refused = readMemberCsv(['email', 'name'], [['a@b.pt', 'A']]);
    expect(!refused.ok && refused.problems.map((problem) => importProblemText(problem, t))).toEqual(
      ['Falta a coluna: date_of_birth.'],
    );
    expect(importProblemText({ key: 'tooFewCells', values: [2, 9] }, t)).toBe('só 2 de 9 células');
  });

  it('reads day-first dates and refuses other shapes', () => {
    expect(normaliseBirthDate('1990-05-01')).toBe('1990-05-01');
    expect(normaliseBirthDate('01/05/1990')).toBe('1990-05-01');
    expect(normaliseBirthDate('1.5.1990')).toBe('1990-05-01');
    expect(normaliseBirthDate('05/01/90')).toBeNull();
    expect(normaliseBirthDate('May 1 1990')).toBeNull();
  });
});

describe('importMembers input', () => {
  it('bounds the rows per call and the cells', () => {
    const one = { line: 2, email: 'a@b.pt' };
    expect(importMembersInputSchema.safeParse({ dryRun: true, rows: [one] }).success).toBe(true);
    expect(importMembersInputSchema.safeParse({ dryRun: true, rows: [] }).success).toBe(false);
    expect(
      importMembersInputSchema.safeParse({
        dryRun: false,
        rows: Array.from({ length: MEMBER_IMPORT_MAX_ROWS + 1 }, () => one),
      }).success,
    ).toBe(false);
    expect(
      importMembersInputSchema.safeParse({
        dryRun: true,
        rows: [{ ...one, email: 'x'.repeat(501) }],
      }).success,
    ).toBe(false);
    expect(
      importMembersInputSchema.safeParse({ dryRun: true, rows: [{ ...one, phone: '1' }] }).success,
    ).toBe(false);
  });

  it('summarises the counts', () => {
    expect(memberImportCounts({ create: 1, skip: 2, failed: 0 }, true)).toBe(
      '1 to create, 2 skipped',
    );
    expect(memberImportCounts({ create: 1, skip: 2, failed: 1 }, false)).toBe(
      '1 member created, 2 skipped, 1 failed',
    );
  });
});
