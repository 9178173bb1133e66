// Reads the owner's members CSV (papaparse) into rows by column with the model's rules (header
// aliases, required columns, row and size limits). The server checks every row again.
import {
  importProblemText,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_TOO_LARGE,
  readMemberCsv,
  type MemberCsvRead,
} from '@brunchers/model';
import { t } from '../../lib/i18n';

/** The file's rows, or why it is refused in the page's language. */
export type MembersFileRead = Extract<MemberCsvRead, { ok: true }> | { ok: false; error: string };

/** The chosen file (a File; only its size and text are used). */
export async function readMembersFile(file: Pick<File, 'size' | 'text'>): Promise<MembersFileRead> {
  if (file.size > MEMBER_IMPORT_MAX_BYTES)
    return { ok: false, error: t(MEMBER_IMPORT_TOO_LARGE, MEMBER_IMPORT_MAX_BYTES) };
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  const read = header ? readMemberCsv(header, body) : null;
  if (read?.ok) return read;
  const problems = read?.problems ?? [{ key: 'fileEmpty' as const }];
  return { ok: false, error: problems.map((problem) => importProblemText(problem, t)).join(' ') };
}
