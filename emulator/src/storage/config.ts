/** Where each bucket's rules come from: one file for every bucket, or one per bucket. */
export interface StorageRulesFile {
  /** The bucket these rules apply to; absent: every bucket. */
  bucket?: string;
  /** The rules file, as written in firebase.json (relative to it). */
  rules: string;
}

/**
 * firebase.json's `storage`: `{ rules }` for every bucket, or deploy targets
 * `[{ bucket, rules }, { target, rules }]` each giving its buckets their own rules (a `target` is
 * resolved through .firebaserc `targets.<project>.storage.<target>`, as `firebase deploy` does).
 * Throws on a shape firebase deploy would refuse.
 */
export function storageRulesFiles(
  firebaseJson: unknown,
  firebaserc: unknown,
  project: string,
): StorageRulesFile[] {
  const storage = (firebaseJson as { storage?: unknown } | undefined)?.storage;
  if (storage === undefined) return [];
  if (!Array.isArray(storage)) {
    const rules = (storage as { rules?: unknown }).rules;
    if (typeof rules !== 'string')
      throw new Error('firebase.json: storage.rules must be a file name');
    return [{ rules }];
  }
  const targets = (
    firebaserc as { targets?: Record<string, { storage?: Record<string, unknown> }> }
  )?.targets?.[project]?.storage;
  return storage.flatMap((entry: unknown): StorageRulesFile[] => {
    const { bucket, target, rules } = (entry ?? {}) as Record<string, unknown>;
    if (typeof rules !== 'string')
      throw new Error('firebase.json: each storage entry needs a rules file');
    if (typeof bucket === 'string' && bucket) return [{ bucket, rules }];
    if (typeof target !== 'string' || !target)
      throw new Error("firebase.json: each storage entry needs a 'bucket' or a 'target'");
    const buckets = targets?.[target];
    if (!Array.isArray(buckets) || buckets.length === 0)
      throw new Error(`.firebaserc: storage target '${target}' has no bucket for ${project}`);
    return buckets.map((b) => ({ bucket: String(b), rules }));
  });
}
