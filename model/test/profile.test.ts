import { describe, expect, it } from 'vitest';
import {
  documentsToForm,
  emptyProfileForm,
  formToDocuments,
  isFirstSession,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  photoStoragePath,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  PRIVATE_PROFILE_CLIENT_FIELDS,
  privateProfileSchema,
  PROFILE_FORM_FIELDS,
  PROFILE_FORM_KEYS,
  PROFILE_SECTIONS,
  profileFormSchema,
  PUBLIC_PROFILE_CLIENT_FIELDS,
  publicProfileSchema,
  validateNewPassword,
  validatePhotoFile,
  sniffRasterType,
  isTrustedRasterImage,
} from '../src/index';

const NOW = new Date('2026-03-01T00:00:00Z');

describe('profile form description', () => {
  it('describes every form key exactly once, in a known section', () => {
    expect(PROFILE_FORM_FIELDS.map((field) => field.key)).toEqual(PROFILE_FORM_KEYS);
    for (const field of PROFILE_FORM_FIELDS) expect(PROFILE_SECTIONS).toContain(field.section);
  });
  it('persists every field to a field the documents know and the owner may write', () => {
    for (const field of PROFILE_FORM_FIELDS) {
      if (field.readOnly) {
        // Shown only: the server's (the age from the date of birth checked at sign-up).
        expect(PUBLIC_PROFILE_CLIENT_FIELDS).not.toContain(field.field);
      } else if (field.doc === 'public') {
        expect(Object.keys(publicProfileSchema.shape)).toContain(field.field);
        expect(PUBLIC_PROFILE_CLIENT_FIELDS).toContain(field.field);
      } else {
        expect(Object.keys(privateProfileSchema.shape)).toContain(field.field);
        expect(PRIVATE_PROFILE_CLIENT_FIELDS).toContain(field.field);
      }
    }
  });
  it('keeps sensitive answers private', () => {
    const privateKeys = PROFILE_FORM_FIELDS.filter((field) => field.doc === 'private').map(
      (field) => field.key,
    );
    expect(privateKeys).toEqual(
      expect.arrayContaining([
        'gender',
        'politicalBeliefs',
        'religion',
        'drinking',
        'weed',
        'otherDrugs',
        'ethnicity',
        'relationshipStatus',
        'interestedIn',
      ]),
    );
  });
  it('gives every select its options with labels', () => {
    const gender = PROFILE_FORM_FIELDS.find((field) => field.key === 'gender');
    expect(gender?.options?.map((option) => option.value)).toEqual([
      'man',
      'woman',
      'non-binary',
      'prefer-not-to-say',
    ]);
    for (const field of PROFILE_FORM_FIELDS.filter((candidate) => candidate.input === 'select')) {
      expect(field.options?.length).toBeGreaterThan(1);
    }
  });
  it('keeps server-owned fields out of the client lists', () => {
    expect(PUBLIC_PROFILE_CLIENT_FIELDS).not.toContain('level');
    expect(PUBLIC_PROFILE_CLIENT_FIELDS).not.toContain('experience_points');
  });
});

describe('profileFormSchema', () => {
  it('requires a name (the ticket, the door and tablemates use it)', () => {
    expect(profileFormSchema.safeParse({ ...emptyProfileForm(), name: '   ' }).success).toBe(false);
  });
  it('trims text and turns empty fields into null', () => {
    const parsed = profileFormSchema.parse({
      ...emptyProfileForm(),
      name: '  Ana  ',
      gender: 'woman',
    });
    expect(parsed.name).toBe('Ana');
    expect(parsed.gender).toBe('woman');
    expect(parsed.bio).toBeNull();
    expect(parsed.age).toBeNull();
  });
  it.each([
    ['18', 18],
    ['120', 120],
    [' 35 ', 35],
    [42, 42],
  ])('accepts age %j', (age, expected) => {
    expect(profileFormSchema.parse({ ...emptyProfileForm(), name: 'Ana', age }).age).toBe(expected);
  });
  it.each(['17', '121', '30.5', 'abc', '-20'])('rejects age %j', (age) => {
    expect(profileFormSchema.safeParse({ ...emptyProfileForm(), name: 'Ana', age }).success).toBe(
      false,
    );
  });
  it('rejects unknown select values, over-long text and unknown keys', () => {
    expect(
      profileFormSchema.safeParse({ ...emptyProfileForm(), name: 'Ana', pets: 'lizard' }).success,
    ).toBe(false);
    expect(
      profileFormSchema.safeParse({ ...emptyProfileForm(), name: 'Ana', bio: 'x'.repeat(2001) })
        .success,
    ).toBe(false);
    expect(
      profileFormSchema.safeParse({
        ...emptyProfileForm(),
        name: 'Ana',
        nationality: 'x'.repeat(501),
      }).success,
    ).toBe(false);
    expect(
      profileFormSchema.safeParse({ ...emptyProfileForm(), name: 'Ana', level: '9' }).success,
    ).toBe(false);
  });
});

describe('formToDocuments / documentsToForm', () => {
  const values = {
    ...emptyProfileForm(),
    name: 'Ana',
    age: '30',
    liveIn: 'Lisbon',
    bio: 'Hello',
    jobTitle: 'Chef',
    gender: 'woman',
    politicalBeliefs: 'moderate',
    brunchBudget: '€€',
    lookingFor: 'Friends',
  };

  it('splits public and private fields; never writes the age (the server owns birth_year)', () => {
    const { publicProfile, privateProfile } = formToDocuments(profileFormSchema.parse(values), NOW);
    expect(publicProfile).toEqual({
      display_name: 'Ana',
      currently_living_in: 'Lisbon',
      bio: 'Hello',
      job_title: 'Chef',
    });
    expect(privateProfile).toMatchObject({
      gender: 'woman',
      political_beliefs: 'moderate',
      brunch_budget: '€€',
      looking_for: 'Friends',
      religion: null,
    });
    expect(privateProfile).not.toHaveProperty('display_name');
    expect(privateProfileSchema.safeParse(privateProfile).success).toBe(true);
  });

  it('round-trips through the documents (the age from the stored birth year)', () => {
    const { publicProfile, privateProfile } = formToDocuments(profileFormSchema.parse(values), NOW);
    expect(documentsToForm({ ...publicProfile, birth_year: 1996 }, privateProfile, NOW)).toEqual(
      values,
    );
  });

  it('gives an empty form without documents', () => {
    expect(documentsToForm(null, undefined, NOW)).toEqual(emptyProfileForm());
  });
});

describe('photo and password checks', () => {
  it('accepts images under 5 MB only', () => {
    expect(validatePhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES - 1 })).toBeNull();
    expect(validatePhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBe(PHOTO_TOO_LARGE);
    expect(validatePhotoFile({ type: 'application/pdf', size: 10 })).toBe(PHOTO_NOT_IMAGE);
    // SVG can carry script that runs from its download URL (issue 18).
    expect(validatePhotoFile({ type: 'image/svg+xml', size: 10 })).toBe(PHOTO_NOT_IMAGE);
    expect(validatePhotoFile({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('recognises raster images by their bytes, not their name or declared type', () => {
    const bytes = (...values: (number | string)[]) =>
      Uint8Array.from(
        values.flatMap((v) => (typeof v === 'number' ? [v] : [...v].map((c) => c.charCodeAt(0)))),
      );
    expect(sniffRasterType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffRasterType(bytes(0x89, 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffRasterType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffRasterType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffRasterType(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('image/avif');
    expect(sniffRasterType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffRasterType(bytes(0x89, 'PN'))).toBeNull();
    expect(isTrustedRasterImage('image/png; x=1', bytes(0x89, 'PNG\r\n\x1a\n'))).toBe(true);
    expect(isTrustedRasterImage('image/png', bytes('GIF89a'))).toBe(false);
    expect(isTrustedRasterImage('image/svg+xml', bytes('<svg>'))).toBe(false);
  });
  it('builds the storage path from the user, time and extension', () => {
    expect(photoStoragePath('u1', 1700000000000, 'Me.JPEG')).toBe(
      'user-photos/u1/1700000000000.jpeg',
    );
    expect(photoStoragePath('u1', 5, 'no-extension')).toBe('user-photos/u1/5.jpg');
  });
  it('checks new passwords: match first, then length', () => {
    expect(validateNewPassword('abc', 'abd')).toBe(PASSWORDS_DONT_MATCH);
    expect(validateNewPassword('abcde', 'abcde')).toBe(PASSWORD_TOO_SHORT);
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('isFirstSession (issue 17 §10: a new account is not welcomed back)', () => {
  it('is true only while the last sign-in is the creation', () => {
    const created = '2026-01-01T10:00:00.000Z';
    expect(isFirstSession({ creationTime: created, lastSignInTime: created })).toBe(true);
    expect(
      isFirstSession({ creationTime: created, lastSignInTime: '2026-01-03T09:00:00.000Z' }),
    ).toBe(false);
    expect(isFirstSession({})).toBe(false);
  });
});
