// The local Firestore serves any query without an index; production refuses (FAILED_PRECONDITION)
// an equality plus a range on another field unless firestore.indexes.json declares it.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@brunchers/model';

interface IndexFile {
  indexes: {
    collectionGroup: string;
    queryScope: string;
    fields: { fieldPath: string; order: string }[];
  }[];
}

const file = JSON.parse(
  readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexFile;

describe('firestore.indexes.json', () => {
  it("declares the sweep's composite index: bookings status == and hold_expires_at <=", () => {
    expect(file.indexes).toContainEqual({
      collectionGroup: COLLECTIONS.bookings,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'hold_expires_at', order: 'ASCENDING' },
      ],
    });
  });

  it('keeps the discover gallery index: user_photos user_id == orderBy created_at desc', () => {
    expect(file.indexes).toContainEqual({
      collectionGroup: COLLECTIONS.userPhotos,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'user_id', order: 'ASCENDING' },
        { fieldPath: 'created_at', order: 'DESCENDING' },
      ],
    });
  });

  it("declares the mail sweep's index: mail status in [...] and next_attempt_at <=", () => {
    expect(file.indexes).toContainEqual({
      collectionGroup: COLLECTIONS.mail,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'next_attempt_at', order: 'ASCENDING' },
      ],
    });
  });
});
