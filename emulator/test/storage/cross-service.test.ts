// storage.rules' firestore.get/exists read the Firestore of the project that owns the bucket, as
// production's cross-service rules do: one local stack serving several projects (the browser
// tests' per-worker projects) must not answer a bucket's rules from another project's documents.
import { describe, expect, it } from 'vitest';
import { rv, type DocumentLookup } from '../../src/rules/index.js';
import { projectOfBucket } from '../../src/storage/index.js';
import { StorageRules } from '../../src/storage/rules.js';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /covers/{file} {
      allow read: if firestore.exists(/databases/(default)/documents/roles/admin);
    }
  }
}`;

/** A Firestore where only `project` holds roles/admin. */
function firestoreWithAdminIn(project: string) {
  const asked: string[] = [];
  const lookupFor = (bucket: string): DocumentLookup => ({
    get: (path) => {
      const owner = projectOfBucket(bucket) ?? 'demo-default';
      asked.push(owner);
      return owner === project && path.endsWith('/documents/roles/admin')
        ? rv.map({ data: rv.map({}) })
        : null;
    },
  });
  return { lookupFor, asked };
}

describe('cross-service storage rules', () => {
  it('names the project of a default bucket, and none for another bucket name', () => {
    expect(projectOfBucket('demo-e2e-0.appspot.com')).toBe('demo-e2e-0');
    expect(projectOfBucket('brunchers-prod.firebasestorage.app')).toBe('brunchers-prod');
    expect(projectOfBucket('my-custom-bucket')).toBeNull();
  });

  it("reads the bucket's own project's documents", () => {
    const rules = new StorageRules();
    rules.load(RULES);
    const { lookupFor, asked } = firestoreWithAdminIn('demo-e2e-1');
    rules.linkFirestore(lookupFor);
    const read = (bucket: string) =>
      rules.check({
        bucket,
        name: 'covers/a.png',
        method: 'get',
        authorization: undefined,
        resource: undefined,
      }).allowed;
    expect(read('demo-e2e-1.appspot.com')).toBe(true);
    expect(read('demo-e2e-0.appspot.com')).toBe(false);
    expect(asked).toEqual(['demo-e2e-1', 'demo-e2e-0']);
  });
});
