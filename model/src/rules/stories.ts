// Stories: the CSV import rules and the category derived from tags. What the story pages show
// (read time, list filters) is story-list.ts: those pages need no import schema.
//
// CSV columns (header row required, order free, names case- and punctuation-insensitive, so
// `publish_date`, `publishDate` and `Publish Date` are the same column):
//   id, title, subtitle, description, author, publish_date, main_image, content, tags, language
// id, title and author are required per row; tags is a comma-separated list; language (optional,
// "pt" or "en") tags the story with the language it is written in (issue 37.3).

import { DEFAULT_READ_TIME, type StoryCategory } from '../constants';
import { parseDateString, toDateString } from '../format';
import { storyImportRowSchema, type StoryImportRow } from '../schemas/callables';
import type { BrunchStoryDoc } from '../schemas/content';
import { localeOfTag } from '../i18n/locales';
import type { ImportProblem } from '../messages/member-import';
import type { z } from 'zod';

export const STORY_CSV_COLUMNS = [
  'id',
  'title',
  'subtitle',
  'description',
  'author',
  'publish_date',
  'main_image',
  'content',
  'tags',
  'language',
] as const;
export type StoryCsvColumn = (typeof STORY_CSV_COLUMNS)[number];
export const STORY_CSV_REQUIRED_COLUMNS = ['id', 'title', 'author'] as const;

const normaliseColumn = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Tags (a comma/semicolon-separated cell, or a list) → category, case-insensitive. */
export function categoryFromTags(
  tags: string | readonly string[] | null | undefined,
): StoryCategory {
  const text = (typeof tags === 'string' ? tags : (tags ?? []).join(',')).toLowerCase();
  if (text.includes('wellness') || text.includes('health')) return 'Wellness';
  if (text.includes('tips') || text.includes('guide')) return 'Tips';
  if (text.includes('community') || text.includes('events')) return 'Community';
  return 'Stories';
}

/** A tags cell split into trimmed, non-empty tags. */
export function splitTags(tags: string): string[] {
  return tags
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A CSV date as 'YYYY-MM-DD', or '' when it is empty or unreadable. Accepts ISO dates (with or
 * without a time), 'YYYY/MM/DD' and English 'Jan 5, 2025' / 'January 5, 2025'.
 */
export function normalisePublishDate(raw: string): string {
  const text = raw.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(text);
  const english = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(text);
  let parts: [string, string, string] | null = null;
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  if (english) {
    const month = MONTHS.indexOf(english[1]!.slice(0, 3).toLowerCase()) + 1;
    if (month > 0) parts = [english[3]!, String(month), english[2]!];
  }
  if (!parts) return '';
  const candidate = `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  const date = parseDateString(candidate);
  return date ? toDateString(date) : '';
}

export interface StoryCsvResult {
  accepted: StoryImportRow[];
  /** `line` is the 1-based line in the file (the header is line 1); `problem` why it is skipped. */
  rejected: { line: number; problem: ImportProblem }[];
}

/** The required columns the header lacks (empty when the header is usable). */
export function missingStoryCsvColumns(header: readonly string[]): StoryCsvColumn[] {
  const present = new Set(header.map(normaliseColumn));
  return STORY_CSV_REQUIRED_COLUMNS.filter((column) => !present.has(normaliseColumn(column)));
}

/**
 * Applies the import's skip rules to parsed CSV rows: blank rows, rows with fewer cells than the
 * header, and rows without id, title or author are rejected; the others become import rows with
 * their category derived from the tags. Rows the import contract would refuse (e.g. an id with
 * a slash, an over-long title) are rejected here too, with the reason.
 */
export function parseStoryCsvRows(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): StoryCsvResult {
  const columnIndex = new Map<string, number>();
  header.forEach((name, index) => {
    const key = normaliseColumn(name);
    if (!columnIndex.has(key)) columnIndex.set(key, index);
  });
  const result: StoryCsvResult = { accepted: [], rejected: [] };

  rows.forEach((row, index) => {
    const line = index + 2;
    const cell = (column: StoryCsvColumn) => {
      const at = columnIndex.get(normaliseColumn(column));
      return at === undefined ? '' : (row[at] ?? '').trim();
    };
    if (row.every((value) => value.trim() === '')) {
      result.rejected.push({ line, problem: { key: 'blankRow' } });
      return;
    }
    if (row.length < header.length) {
      result.rejected.push({
        line,
        problem: { key: 'tooFewCells', values: [row.length, header.length] },
      });
      return;
    }
    const missing = STORY_CSV_REQUIRED_COLUMNS.filter((column) => cell(column) === '');
    if (missing.length > 0) {
      result.rejected.push({
        line,
        problem: { key: 'missingCells', values: [missing.join(', ')] },
      });
      return;
    }
    // A date that is there but unreadable is an error of the row, not a story without a date.
    const rawDate = cell('publish_date');
    const publishDate = normalisePublishDate(rawDate);
    if (rawDate !== '' && publishDate === '') {
      result.rejected.push({ line, problem: { key: 'publishDateInvalid', values: [rawDate] } });
      return;
    }
    const tags = cell('tags');
    const language = localeOfTag(cell('language'));
    const parsed = storyImportRowSchema.safeParse({
      rowId: cell('id'),
      title: cell('title'),
      subtitle: cell('subtitle'),
      description: cell('description'),
      author: cell('author'),
      publishDate,
      mainImage: cell('main_image'),
      content: cell('content'),
      tags,
      category: categoryFromTags(tags),
      ...(language ? { language } : {}),
    });
    if (parsed.success) {
      result.accepted.push(parsed.data);
    } else {
      result.rejected.push({ line, problem: storyRowProblem(parsed.error) });
    }
  });
  return result;
}

/** Why storyImportRowSchema refused a row (its first issue), as the admin reads it. */
export function storyRowProblem(error: z.ZodError): ImportProblem {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'row';
  if (issue?.message === 'storyIdInvalid') return { key: 'storyIdInvalid' };
  if (issue?.code === 'too_big')
    return { key: 'fieldTooLong', values: [field, Number(issue.maximum)] };
  return { key: 'fieldInvalid', values: [field] };
}

/** The brunch_stories document for an import row (empty texts become null). */
export function storyDocFromImportRow(row: StoryImportRow, now: Date): BrunchStoryDoc {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    title: row.title,
    subtitle: orNull(row.subtitle),
    description: orNull(row.description),
    author: row.author,
    publish_date: orNull(row.publishDate),
    created_at: now,
    read_time: DEFAULT_READ_TIME,
    category: row.category,
    main_image: orNull(row.mainImage),
    content: orNull(row.content),
    tags: splitTags(row.tags),
    ...(row.language ? { language: row.language } : {}),
  };
}
