// The Discover screen's real read (web/src/features/discover/discover-data.ts) against the local
// Firestore under the repo's rules: 20 other members with a photo and a name (§7), even when
// nameless profiles and the viewer fill the first page of the query.
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISCOVER_PROFILE_LIMIT } from '@brunchers/model';
import { loadDiscoverCards } from '../../web/src/features/discover/discover-data.js';
import { startRulesStack, type RulesStack } from './setup.js';

let stack: RulesStack;

beforeAll(async () => {
  stack = await startRulesStack('demo-discover-query');
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const profile = (id: string, name: string | null, photo = id) =>
      setDoc(doc(db, 'user_profiles', id), {
        user_id: id,
        display_name: name,
        photo_url: `/images/members/${photo}.jpg`,
        level: 1,
        experience_points: 0,
      });
    // The '!=' query orders by photo_url, then id: a0.. come first. The viewer and 12 nameless
    // profiles sort before the 25 named ones, so a single page of 21 would hold only 8 named.
    // The viewer (the 'owner' principal, uid alice) sorts first by her photo.
    await profile('alice', 'Alice', 'a00-alice');
    for (let i = 1; i <= 12; i += 1) await profile(`a${String(i).padStart(2, '0')}-nameless`, null);
    for (let i = 1; i <= 25; i += 1)
      await profile(`m${String(i).padStart(2, '0')}-named`, `Member ${i}`);
    await setDoc(doc(db, 'user_profiles', 'z-no-photo'), {
      user_id: 'z',
      display_name: 'No Photo',
      photo_url: null,
      level: 1,
      experience_points: 0,
    });
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

it('shows 20 named members with a photo, never the viewer, reading past nameless profiles', async () => {
  const cards = await loadDiscoverCards(
    stack.db('owner'),
    'alice',
    new Date('2026-11-23T00:00:00Z'),
  );
  expect(cards).toHaveLength(DISCOVER_PROFILE_LIMIT);
  expect(cards.map((card) => card.name)).toEqual(
    Array.from({ length: 20 }, (_, i) => `Member ${i + 1}`),
  );
});

// Issue 36 §4: members blocked either way (the viewer's block list, kept by the server) and
// suspended members are never shown; the next ones fill their places.
it('leaves out members blocked either way and suspended members', async () => {
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'block_lists', 'alice'), {
      hidden_ids: ['m01-named', 'm03-named'],
      updated_at: new Date(),
    });
    await setDoc(doc(db, 'user_profiles', 'm02-named'), { suspended: true }, { merge: true });
  });
  const cards = await loadDiscoverCards(stack.db('owner'), 'alice', new Date('2026-11-23'));
  const names = cards.map((card) => card.name);
  expect(names).toHaveLength(DISCOVER_PROFILE_LIMIT);
  expect(names).not.toContain('Member 1');
  expect(names).not.toContain('Member 2');
  expect(names).not.toContain('Member 3');
  expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `Member ${i + 4}`).slice(0, 20));
});
