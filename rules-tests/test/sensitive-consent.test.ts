// Special categories (issue 36 §3), from the attacker's side: without its category's consent a
// sensitive answer cannot be written; consents are the owner's alone (nobody gives one for someone
// else, nor reads one, admins included); withdrawing and clearing are always allowed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { SENSITIVE_CONSENT_VERSION } from '@brunchers/model';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

const PROJECT = 'demo-rules-sensitive';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());
beforeEach(async () => resetAndSeed(stack));

const alice = () => stack.db('owner');
const bob = () => stack.db('other');
const ada = () => stack.db('admin');
const consentPath = (uid: string, category: string) =>
  `user_private_profiles/${uid}/sensitive_consents/${category}`;
const consent = (category: string) => ({
  category,
  version: SENSITIVE_CONSENT_VERSION,
  granted_at: serverTimestamp(),
});
const give = (db: Firestore, uid: string, category: string) =>
  setDoc(doc(db, consentPath(uid, category)), consent(category));

describe('sensitive answers without consent', () => {
  it('refuses each category without its consent, and accepts it with', async () => {
    const mine = doc(alice(), 'user_private_profiles/alice');
    await assertFails(updateDoc(mine, { political_beliefs: 'liberal' }));
    await assertFails(updateDoc(mine, { ethnicity: 'Mixed' }));
    await assertFails(updateDoc(mine, { weed: 'no' }));
    await assertFails(updateDoc(mine, { other_drugs: 'no' }));
    await assertFails(updateDoc(mine, { interested_in: 'women' }));
    await assertFails(updateDoc(mine, { religion: 'Buddhist' })); // changes her stored 'none'
    // Another category's consent is not this one's.
    await assertSucceeds(give(alice(), 'alice', 'religion'));
    await assertFails(updateDoc(mine, { political_beliefs: 'liberal' }));
    await assertSucceeds(updateDoc(mine, { religion: 'Buddhist' }));
    await assertSucceeds(give(alice(), 'alice', 'drug_use'));
    await assertSucceeds(updateDoc(mine, { weed: 'no', other_drugs: 'no' }));
  });

  it('refuses a new private profile with a sensitive answer, not one without', async () => {
    await assertFails(
      setDoc(doc(bob(), 'user_private_profiles/bob'), { interested_in: 'men', gender: 'man' }),
    );
    await assertSucceeds(setDoc(doc(bob(), 'user_private_profiles/bob'), { gender: 'man' }));
  });

  it('lets the consent and the answer go in one batch', async () => {
    const db = bob();
    const batch = writeBatch(db);
    batch.set(doc(db, consentPath('bob', 'interested_in')), consent('interested_in'));
    batch.set(doc(db, 'user_private_profiles/bob'), { interested_in: 'men' });
    await assertSucceeds(batch.commit());
  });

  it('always lets the owner clear an answer, and keep an old one while editing others', async () => {
    const mine = doc(alice(), 'user_private_profiles/alice');
    await assertSucceeds(updateDoc(mine, { nutrition: 'vegan', religion: 'none' }));
    await assertSucceeds(updateDoc(mine, { religion: null }));
  });
});

describe('consents are the owner’s alone', () => {
  it('refuses a consent given for someone else, then their answer written with it', async () => {
    await assertFails(give(bob(), 'alice', 'political_beliefs'));
    await assertFails(give(ada(), 'alice', 'political_beliefs'));
    await assertFails(
      updateDoc(doc(bob(), 'user_private_profiles/alice'), { political_beliefs: 'liberal' }),
    );
  });

  it('refuses a forged consent: old version, back-dated, unknown category, extra fields', async () => {
    const path = doc(alice(), consentPath('alice', 'religion'));
    await assertFails(setDoc(path, { ...consent('religion'), version: '2020-01-01' }));
    await assertFails(
      setDoc(path, {
        ...consent('religion'),
        granted_at: Timestamp.fromDate(new Date(2026, 0, 1)),
      }),
    );
    await assertFails(setDoc(path, { ...consent('ethnicity') }));
    await assertFails(
      setDoc(doc(alice(), consentPath('alice', 'shoe_size')), consent('shoe_size')),
    );
    await assertFails(setDoc(path, { ...consent('religion'), note: 'x' }));
    await assertSucceeds(setDoc(path, consent('religion')));
  });

  it('keeps consents and sensitive answers from every other reader, admins included', async () => {
    await assertSucceeds(give(alice(), 'alice', 'religion'));
    await assertFails(getDoc(doc(bob(), consentPath('alice', 'religion'))));
    await assertFails(getDoc(doc(ada(), consentPath('alice', 'religion'))));
    await assertFails(getDoc(doc(bob(), 'user_private_profiles/alice')));
    await assertFails(getDoc(doc(ada(), 'user_private_profiles/alice')));
    await assertFails(getDoc(doc(stack.db('partner'), 'user_private_profiles/alice')));
    await assertSucceeds(getDoc(doc(alice(), consentPath('alice', 'religion'))));
    await assertSucceeds(getDoc(doc(alice(), 'user_private_profiles/alice')));
  });

  it('lets the owner withdraw and clear the answers in one batch (as the app does)', async () => {
    await assertSucceeds(give(alice(), 'alice', 'religion'));
    await assertSucceeds(
      updateDoc(doc(alice(), 'user_private_profiles/alice'), { religion: 'Zen' }),
    );
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, consentPath('alice', 'religion')));
    batch.set(doc(db, 'user_private_profiles/alice'), { religion: null }, { merge: true });
    await assertSucceeds(batch.commit());
  });

  it('lets only the owner withdraw a consent', async () => {
    await assertSucceeds(give(alice(), 'alice', 'religion'));
    await assertFails(deleteDoc(doc(bob(), consentPath('alice', 'religion'))));
    await assertSucceeds(deleteDoc(doc(alice(), consentPath('alice', 'religion'))));
    // Withdrawn: a new answer needs the consent again.
    await assertFails(
      updateDoc(doc(alice(), 'user_private_profiles/alice'), { religion: 'Buddhist' }),
    );
  });
});
