// Reads the owner's members CSV (papaparse) into rows by column with the model's rules (header
// aliases, required columns, row and size limits). The server checks every row again.
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_TOO_LARGE, readMemberCsv } from '@brunchers/model';
import type { MemberCsvRead } from '@brunchers/model';
import { t } from '../../lib/i18n';

/** The chosen file (a File; only its size and text are used). */
export async function readMembersFile(file: Pick<File, 'size' | 'text'>): Promise<MemberCsvRead> {
  if (file.size > MEMBER_IMPORT_MAX_BYTES)
    return { ok: false, error: t(MEMBER_IMPORT_TOO_LARGE, MEMBER_IMPORT_MAX_BYTES) };
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, error: 'The file is empty.' };
  return readMemberCsv(header, body);
}
