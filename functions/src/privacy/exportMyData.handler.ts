// exportMyData (issue 36 item 6, GDPR Art. 20): everything stored about the signed-in member, as
// the privacy registry finds it, in one machine-readable JSON answer: per collection the member's
// documents (or only a count where the documents are others' data, e.g. likes received), the
// account, and the photo files with a link to each. Timestamps become ISO strings.

import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MEMBER_DATA_ENTRIES,
  MEMBER_STORAGE,
  exportMyDataInputSchema,
  type ExportMyDataOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';
import type { PrivacyDeps } from './deleteAccount.handler.js';
import { findMemberDocs, type Member } from './memberDocs.js';

type CollectionKey = keyof typeof COLLECTIONS;
type ExportDeps = Omit<PrivacyDeps, 'stripe'>;

export async function handleExportMyData(
  request: CallRequest,
  deps: ExportDeps,
): Promise<ExportMyDataOutput> {
  const caller = requireSignedIn(request);
  parseInput(exportMyDataInputSchema, request.data);
  const user = await deps.auth.getUser(caller.uid);
  const member: Member = { uid: caller.uid, email: user.email ?? null };

  const keys = Object.keys(MEMBER_DATA_ENTRIES) as CollectionKey[];
  const parts = await Promise.all(keys.map((key) => exportCollection(deps, key, member)));
  const collections: ExportMyDataOutput['collections'] = {};
  let documents = 0;
  for (const [index, part] of parts.entries()) {
    if (!part) continue;
    collections[COLLECTIONS[keys[index]!]] = part;
    documents += part.documents?.length ?? 0;
  }
  const photos = await exportPhotos(deps, member.uid, collections);
  logs.dataExported(documents, photos.length);
  return {
    format: 'brunchers-member-data',
    version: 1,
    exported_at: deps.clock().toISOString(),
    account: {
      uid: member.uid,
      email: member.email,
      created_at: user.metadata.creationTime
        ? new Date(user.metadata.creationTime).toISOString()
        : null,
    },
    collections,
    photos,
  };
}

async function exportCollection(deps: ExportDeps, key: CollectionKey, member: Member) {
  const entry = MEMBER_DATA_ENTRIES[key];
  if (entry.rules.every((rule) => rule.export === 'omit')) return null;
  const documents = new Map<string, { id: string; data: unknown }>();
  let count = 0;
  let counted = false;
  for (const rule of entry.rules) {
    if (rule.export === 'omit') continue;
    const docs = await findMemberDocs(deps.db, key, rule.select, member);
    if (rule.export === 'count') {
      counted = true;
      count += docs.length;
      continue;
    }
    for (const doc of docs) documents.set(doc.ref.path, { id: doc.id, data: plain(doc.data()) });
  }
  return {
    ...(documents.size > 0 || !counted ? { documents: [...documents.values()] } : {}),
    ...(counted ? { count } : {}),
  };
}

/** Firestore values as JSON: timestamps as ISO strings, the rest as is. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, plain(inner)]));
  return value;
}

/** The member's files, each with its gallery document's download link when it has one. */
async function exportPhotos(
  deps: ExportDeps,
  uid: string,
  collections: ExportMyDataOutput['collections'],
): Promise<ExportMyDataOutput['photos']> {
  const urls = new Map<string, string>();
  for (const doc of collections[COLLECTIONS.userPhotos]?.documents ?? []) {
    const data = doc.data as { storage_path?: string; photo_url?: string };
    if (data.storage_path && data.photo_url) urls.set(data.storage_path, data.photo_url);
  }
  const photos: ExportMyDataOutput['photos'] = [];
  for (const folder of Object.values(MEMBER_STORAGE)) {
    if (!folder.prefix) continue;
    const [files] = await deps.bucket.getFiles({ prefix: folder.prefix(uid) });
    for (const file of files)
      photos.push({
        path: file.name,
        content_type: file.metadata.contentType ?? null,
        size: Number(file.metadata.size ?? 0),
        url: urls.get(file.name) ?? null,
      });
  }
  return photos;
}
