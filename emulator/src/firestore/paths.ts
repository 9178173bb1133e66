/** Resource names (projects/p/databases/d/documents/...) and field paths. */
import { invalid } from './errors.js';
import { checkFieldPathText, checkPathLength, checkPathSegment } from './limits.js';
import type { DatabaseId, Fields, Value } from './types.js';

export interface ParsedName extends DatabaseId {
  /** Path below .../documents, '' for the root. */
  path: string;
  segments: string[];
}

const NAME = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export function parseResourceName(name: string): ParsedName {
  const m = NAME.exec(name);
  if (!m) throw invalid(`Invalid resource name: ${JSON.stringify(name)}`);
  const path = m[3] ?? '';
  const segments = path === '' ? [] : path.split('/');
  if (segments.some((s) => s === ''))
    throw invalid(`Invalid resource name: ${JSON.stringify(name)}`);
  for (const s of segments) checkPathSegment(s, name);
  checkPathLength(path, segments.length, name);
  return { project: m[1]!, database: m[2]!, path, segments };
}

export function parseDocumentName(name: string): ParsedName {
  const parsed = parseResourceName(name);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0)
    throw invalid(
      `Document name ${JSON.stringify(name)} is not a document path (it needs an even number of segments).`,
    );
  return parsed;
}

export function databaseRoot(db: DatabaseId): string {
  return `projects/${db.project}/databases/${db.database}/documents`;
}

export function documentName(db: DatabaseId, path: string): string {
  return `${databaseRoot(db)}/${path}`;
}

export function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

// ---- field paths ----

const SIMPLE = /^[A-Za-z_][A-Za-z_0-9]*$/;

/** Splits "a.b.`c.d`" into ["a", "b", "c.d"]. */
export function parseFieldPath(text: string): string[] {
  if (text === '') throw invalid('Field path must not be empty.');
  checkFieldPathText(text);
  const segments: string[] = [];
  let i = 0;
  while (i < text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        segment += text[i++];
      }
      if (text[i] !== '`')
        throw invalid(`Unterminated backquote in field path ${JSON.stringify(text)}`);
      i++;
    } else {
      while (i < text.length && text[i] !== '.') segment += text[i++];
    }
    if (segment === '') throw invalid(`Invalid field path ${JSON.stringify(text)}`);
    segments.push(segment);
    if (i < text.length) {
      if (text[i] !== '.') throw invalid(`Invalid field path ${JSON.stringify(text)}`);
      i++;
      if (i === text.length) throw invalid(`Invalid field path ${JSON.stringify(text)}`);
    }
  }
  return segments;
}

export function formatFieldPath(segments: string[]): string {
  return segments
    .map((s) => (SIMPLE.test(s) ? s : '`' + s.replace(/[\\`]/g, (c) => '\\' + c) + '`'))
    .join('.');
}

export function getField(fields: Fields, segments: string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < segments.length; i++) {
    const value: Value | undefined = current?.[segments[i]!];
    if (value === undefined) return undefined;
    if (i === segments.length - 1) return value;
    current = value.mapValue ? (value.mapValue.fields ?? {}) : undefined;
  }
  return undefined;
}

/** Sets a nested field, replacing non-map intermediates with maps (fields are copied on write). */
export function setField(fields: Fields, segments: string[], value: Value): void {
  let current = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!;
    const existing = current[key];
    const child: Fields = existing?.mapValue ? { ...(existing.mapValue.fields ?? {}) } : {};
    current[key] = { mapValue: { fields: child } };
    current = child;
  }
  current[segments[segments.length - 1]!] = value;
}

export function deleteField(fields: Fields, segments: string[]): void {
  let current = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const existing = current[segments[i]!];
    if (!existing?.mapValue) return;
    const child: Fields = { ...(existing.mapValue.fields ?? {}) };
    current[segments[i]!] = { mapValue: { fields: child } };
    current = child;
  }
  delete current[segments[segments.length - 1]!];
}
