// firestore.rules restates the model's profile fields and bounds, and the whole venue and
// question documents the console writes, in a generated section. These tests fail when that
// section was edited by hand or the model changed without `npm run rules:generate`, and they
// prove the generated rules accept exactly what the model accepts: every option of every choice
// field, every text at its maximum, and nothing past a bound.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  PRIVATE_PROFILE_CLIENT_FIELDS,
  PUBLIC_PROFILE_CLIENT_FIELDS,
  QUESTION_CATEGORIES,
  SENSITIVE_CATEGORY_IDS,
  SENSITIVE_CONSENT_VERSION,
  TABLE_SEATS_MAX,
  TABLE_SEATS_MIN,
  VENUE_TABLES_MAX,
  privateProfileSchema,
  publicProfileSchema,
  selfDiscoveryQuestionSchema,
  questionFormSchema,
  venueSchema,
} from '@brunchers/model';
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withGeneratedSection } from '../generate/firestore-rules-sections.js';
import {
  FIRESTORE_RULES,
  resetAndSeed,
  startRulesStack,
  storagePhotoUrl,
  type RulesStack,
} from './setup.js';

const PROJECT = 'demo-generated-rules';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());
beforeEach(async () => resetAndSeed(stack));

const alice = () => stack.db('owner');
const privateDoc = () => doc(alice(), 'user_private_profiles/alice');
// As the app saves it (merged): the seeded date of birth stays, which only the server may change.
const setPrivate = (data: Record<string, unknown>) => setDoc(privateDoc(), data, { merge: true });
const publicDoc = () => doc(alice(), 'user_profiles/alice');

type Shape = Record<string, { _zod: { def: { type: string; innerType?: unknown } } }>;
/** The field's schema under optional() and nullable(). */
function inner(shape: Shape, field: string) {
  let schema = shape[field]! as unknown as {
    _zod: { def: { type: string; innerType?: unknown } };
    options?: string[];
    maxLength?: number | null;
  };
  while (['optional', 'nullable'].includes(schema._zod.def.type))
    schema = schema._zod.def.innerType as typeof schema;
  return schema;
}

describe('the generated section of firestore.rules', () => {
  it('is what the model generates now (run npm run rules:generate after a model change)', () => {
    expect(FIRESTORE_RULES).toBe(withGeneratedSection(FIRESTORE_RULES));
  });

  it('changes when a model option changes', () => {
    const edited = FIRESTORE_RULES.replace("'houseplant', ", '');
    expect(edited).not.toBe(FIRESTORE_RULES);
    expect(withGeneratedSection(edited)).toBe(FIRESTORE_RULES);
  });
});

describe('private profile: the rules accept exactly what the model accepts', () => {
  // Every special category consented to, so the bounds are what is tested here (the consents
  // themselves: sensitive-consent.test.ts).
  beforeEach(async () => {
    for (const category of SENSITIVE_CATEGORY_IDS)
      await setDoc(doc(alice(), `user_private_profiles/alice/sensitive_consents/${category}`), {
        category,
        version: SENSITIVE_CONSENT_VERSION,
        granted_at: serverTimestamp(),
      });
  });
  const shape = privateProfileSchema.shape as unknown as Shape;
  const choiceFields = PRIVATE_PROFILE_CLIENT_FIELDS.filter(
    (field) => inner(shape, field).options !== undefined,
  );
  const textFields = PRIVATE_PROFILE_CLIENT_FIELDS.filter(
    (field) => inner(shape, field)._zod.def.type === 'string' && inner(shape, field).maxLength,
  );

  it('has choice and text fields to check', () => {
    expect(choiceFields.length).toBeGreaterThan(10);
    expect(textFields.length).toBeGreaterThan(10);
  });

  it('every option of every choice field is accepted, and null', async () => {
    for (const field of choiceFields) {
      for (const option of inner(shape, field).options!) {
        expect(privateProfileSchema.safeParse({ [field]: option }).success).toBe(true);
        await assertSucceeds(setPrivate({ [field]: option }));
      }
      await assertSucceeds(setPrivate({ [field]: null }));
    }
  });

  it('a value outside the options is refused by both', async () => {
    for (const field of choiceFields) {
      expect(privateProfileSchema.safeParse({ [field]: 'not-an-option' }).success).toBe(false);
      await assertFails(setPrivate({ [field]: 'not-an-option' }));
    }
  });

  it('texts at their maximum pass and one character more fails', async () => {
    for (const field of textFields) {
      const max = inner(shape, field).maxLength!;
      await assertSucceeds(setPrivate({ [field]: 'x'.repeat(max) }));
      expect(privateProfileSchema.safeParse({ [field]: 'x'.repeat(max + 1) }).success).toBe(false);
      await assertFails(setPrivate({ [field]: 'x'.repeat(max + 1) }));
    }
  });

  it("a date of birth is never the client's, valid or not (completeSignUp writes it)", async () => {
    expect(privateProfileSchema.safeParse({ date_of_birth: '1990-13-01' }).success).toBe(false);
    await assertFails(setPrivate({ date_of_birth: '1990-13-01' }));
    await assertFails(setPrivate({ date_of_birth: '1990-12-31' }));
  });

  it('a field the model does not have is refused', async () => {
    await assertFails(setPrivate({ favourite_colour: 'blue' }));
  });
});

describe('public profile: the rules accept exactly what the model accepts', () => {
  const shape = publicProfileSchema.shape as unknown as Shape;

  it('every client field the model lists may be changed', async () => {
    const values: Record<string, unknown> = {
      interests: ['Yoga'],
      languages: ['Portuguese'],
      // An enumeration: one of the model's languages (issue 37).
      locale: 'pt-PT',
      photo_url: storagePhotoUrl(PROJECT, 'alice', '1.jpg'),
      updated_at: serverTimestamp(),
    };
    for (const field of PUBLIC_PROFILE_CLIENT_FIELDS) {
      const value = values[field] ?? 'x';
      await assertSucceeds(updateDoc(publicDoc(), { [field]: value }));
    }
  });

  it("a photo: the model and the rules accept the owner's Storage file and refuse other hosts", async () => {
    const own = storagePhotoUrl(PROJECT, 'alice', '1.jpg');
    expect(publicProfileSchema.shape.photo_url.safeParse(own).success).toBe(true);
    await assertSucceeds(updateDoc(publicDoc(), { photo_url: own }));
    const tracker = 'https://tracker.example/pixel.gif';
    expect(publicProfileSchema.shape.photo_url.safeParse(tracker).success).toBe(false);
    await assertFails(updateDoc(publicDoc(), { photo_url: tracker }));
  });

  it('texts past their maximum fail', async () => {
    for (const field of PUBLIC_PROFILE_CLIENT_FIELDS) {
      const max = inner(shape, field).maxLength;
      if (!max) continue;
      await assertFails(updateDoc(publicDoc(), { [field]: 'x'.repeat(max + 1) }));
    }
  });

  it('interests: up to the maximum of non-empty short strings; other elements are refused', async () => {
    const max = (shape.interests as unknown as { _zod: { def: { innerType: unknown } } })._zod.def
      .innerType as { _zod: { def: { checks: { _zod: { def: { maximum: number } } }[] } } };
    const most = max._zod.def.checks[0]!._zod.def.maximum;
    const full = Array.from({ length: most }, (_, i) => `interest ${i}`);
    await assertSucceeds(updateDoc(publicDoc(), { interests: full }));
    await assertFails(updateDoc(publicDoc(), { interests: [...full, 'one more'] }));
    await assertFails(updateDoc(publicDoc(), { interests: ['Yoga', { nested: { deep: 1 } }] }));
    await assertFails(updateDoc(publicDoc(), { interests: ['Yoga', ''] }));
    await assertFails(updateDoc(publicDoc(), { interests: ['x'.repeat(51)] }));
    await assertFails(updateDoc(publicDoc(), { interests: [7] }));
    // languages (table plans) follow the same generated list check
    await assertSucceeds(updateDoc(publicDoc(), { languages: ['English', 'Portuguese'] }));
    await assertFails(updateDoc(publicDoc(), { languages: ['x'.repeat(31)] }));
    await assertFails(
      updateDoc(publicDoc(), { languages: Array.from({ length: 7 }, (_, i) => `l${i}`) }),
    );
  });

  it('server-owned fields stay refused', async () => {
    await assertFails(updateDoc(publicDoc(), { level: 9 }));
    await assertFails(updateDoc(publicDoc(), { experience_points: 900 }));
  });
});

describe('venues: an admin writes only documents the model accepts', () => {
  const venue = () => doc(stack.db('admin'), 'venues/v-new');
  const good = {
    name: 'Terrace',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: 'pat',
    table_sizes: Array.from({ length: VENUE_TABLES_MAX }, (_, i) =>
      i % 2 ? TABLE_SEATS_MIN : TABLE_SEATS_MAX,
    ),
  };

  it('a whole venue, with and without tables or a partner', async () => {
    for (const data of [
      good,
      { ...good, table_sizes: undefined },
      { ...good, partner_user_id: null },
      // The console's address (issue 33): street and postcode.
      { ...good, address: 'Rua de São Bento 210', postcode: '1200-821' },
    ]) {
      const stored = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
      expect(venueSchema.safeParse(stored).success).toBe(true);
      await assertSucceeds(setDoc(venue(), stored));
    }
    await assertSucceeds(updateDoc(doc(stack.db('admin'), 'venues/v1'), { name: 'Renamed' }));
  });

  it('anything else is refused by both', async () => {
    const { name: _name, ...nameless } = good;
    const bad: Record<string, unknown>[] = [
      nameless,
      { ...good, name: '' },
      { ...good, name: 'x'.repeat(101) },
      { ...good, capacity: 40 },
      { ...good, partner_user_id: '' },
      { ...good, table_sizes: [TABLE_SEATS_MIN - 1] },
      { ...good, table_sizes: [TABLE_SEATS_MAX + 1] },
      { ...good, table_sizes: [6.5] },
      { ...good, table_sizes: ['6'] },
      { ...good, table_sizes: [...good.table_sizes, 6] },
      { ...good, address: 'x'.repeat(301) },
      { ...good, postcode: '<b>1200</b>' },
      { ...good, postcode: 1200 },
    ];
    for (const data of bad) {
      // The model drops unknown fields when it parses; the rules refuse them (strict here).
      expect(venueSchema.strict().safeParse(data).success).toBe(false);
      await assertFails(setDoc(venue(), data));
    }
    await assertFails(updateDoc(doc(stack.db('admin'), 'venues/v1'), { capacity: 40 }));
  });
});

describe('self-discovery questions: an admin writes only documents the model accepts', () => {
  const question = () => doc(stack.db('admin'), 'self_discovery_questions/q-new');
  const q1 = () => doc(stack.db('admin'), 'self_discovery_questions/q1');
  const good = { category: 'social', question: 'What makes a good Sunday?', xp_reward: 1000 };
  const withoutStamp = selfDiscoveryQuestionSchema.omit({ created_at: true });

  it('a new question in every category, stamped now; edits, moves and retiring keep its stamp', async () => {
    for (const category of QUESTION_CATEGORIES) {
      expect(withoutStamp.safeParse({ ...good, category }).success).toBe(true);
      await assertSucceeds(
        setDoc(question(), { ...good, category, created_at: serverTimestamp() }),
      );
    }
    await assertSucceeds(updateDoc(q1(), { question: 'Who, really?', xp_reward: 0 }));
    await assertSucceeds(updateDoc(q1(), { position: -1.5 }));
    await assertSucceeds(updateDoc(q1(), { retired: true }));
  });

  it('in Portuguese, English or both (issue 37.3), never in neither', async () => {
    const portuguese = { ...good, question: '', question_pt: 'O que faz um bom domingo?' };
    expect(questionFormSchema.safeParse(portuguese).success).toBe(true);
    await assertSucceeds(setDoc(question(), { ...portuguese, created_at: serverTimestamp() }));
    const neither = { ...good, question: '', question_pt: '' };
    expect(questionFormSchema.safeParse(neither).success).toBe(false);
    await assertFails(setDoc(question(), { ...neither, created_at: serverTimestamp() }));
    await assertFails(setDoc(question(), { ...good, question: '', created_at: serverTimestamp() }));
    // q1 in English only: emptying its English leaves nothing.
    await assertFails(updateDoc(q1(), { question: '' }));
    await assertSucceeds(updateDoc(q1(), { question_pt: 'Quem, a sério?' }));
  });

  it('anything else is refused by both', async () => {
    const { xp_reward: _xp, ...noReward } = good;
    const bad: Record<string, unknown>[] = [
      noReward,
      { ...good, category: 'not-a-category' },
      { ...good, question: 'x'.repeat(501) },
      { ...good, question_pt: 'x'.repeat(501) },
      { ...good, question_pt: 3 },
      { ...good, xp_reward: 1001 },
      { ...good, xp_reward: 2.5 },
      { ...good, retired: 'yes' },
      { ...good, answers: 3 },
    ];
    for (const data of bad) {
      expect(withoutStamp.strict().safeParse(data).success).toBe(false);
      await assertFails(setDoc(question(), { ...data, created_at: serverTimestamp() }));
    }
    // The creation time is the server's, and stays.
    await assertFails(setDoc(question(), { ...good }));
    await assertFails(setDoc(question(), { ...good, created_at: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(q1(), { created_at: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(q1(), { position: 'first' }));
  });
});
