// /profile (§2, §4, §5): edits persist to both profile documents and survive a reload; the
// read-only view shows only filled fields; gallery upload with a progress bar, the type and 5 MB
// errors, delete; My Bookings and the counters.
import {
  DASHBOARD_COUNTERS,
  DELETE_PHOTO_CONFIRM,
  MY_BOOKINGS_PAGE_SIZE,
  MY_BOOKINGS_SHOW_MORE,
  GALLERY_EMPTY,
  PHOTO_DELETED,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_UPLOADED,
  PROFILE_BIO_FALLBACK,
  PROFILE_UPDATED,
  type EventDoc,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { createConfirmedBooking, createMember, signIn } from './member-fixtures';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('profile edits persist to both documents and survive a reload', async ({ page }, testInfo) => {
  const member = await createMember();
  // As sign-up leaves it (issue 36): the public age from the date of birth, set by the server.
  await adminDb
    .collection('user_profiles')
    .doc(member.uid)
    .update({ birth_year: new Date().getUTCFullYear() - 31 });
  await createConfirmedBooking(member, null);
  await signIn(page, member.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await expect(page.getByText(PROFILE_BIO_FALLBACK)).toBeVisible();
  await expect(page.getByTestId('total-bookings')).toHaveText('1');
  await expect(page.getByTestId('confirmed-bookings')).toHaveText('1');
  await expect(page.getByText('2 guests')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Carla Test');
  // The age comes from the date of birth given at sign-up: shown, never edited (issue 36).
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('31');
  await expect(page.getByLabel('Age', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('I live in').fill('Porto');
  await page.getByLabel('Bio').fill('Pancakes over everything.');
  await page.getByLabel('Pets').selectOption('cat');
  await page.getByLabel('Love language').selectOption('quality-time');
  await page.getByLabel('Brunch budget').selectOption('€€€');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, PROFILE_UPDATED.title)).toContainText(PROFILE_UPDATED.description!);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carla Test');
  // The header (spec §2) and the read-only Personal Information card both show the bio.
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Pancakes over everything.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: 'Pancakes over everything.' }),
  ).toBeVisible();
  await expect(page.getByText(/31 years old · Lives in Porto/)).toBeVisible();
  // Read-only view: the filled fields with their option labels, nothing empty.
  await expect(page.getByText('Quality time', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Friendships' })).toHaveCount(0);
  await expect(page.getByText('Religion', { exact: true })).toHaveCount(0);
  await screenshotWidths(page, 'member-profile', testInfo);

  const publicDoc = (await adminDb.collection('user_profiles').doc(member.uid).get()).data();
  expect(publicDoc).toMatchObject({
    display_name: 'Carla Test',
    currently_living_in: 'Porto',
    birth_year: new Date().getUTCFullYear() - 31,
  });
  const privateDoc = (
    await adminDb.collection('user_private_profiles').doc(member.uid).get()
  ).data();
  expect(privateDoc).toMatchObject({
    pets: 'cat',
    love_language: 'quality-time',
    brunch_budget: '€€€',
    religion: null,
  });
});

test('gallery: type and size errors, upload with progress, delete', async ({ page }) => {
  const member = await createMember();
  await signIn(page, member.email);
  await page.goto('/profile');
  await expect(page.getByText(GALLERY_EMPTY)).toBeVisible();
  const input = page.getByLabel('Upload photo');

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(toast(page, PHOTO_NOT_IMAGE)).toBeVisible();
  // SVG can carry script (issue 18), whatever it is called or claims to be: neither is uploaded
  // (the one user_photos record counted below is the PNG).
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await input.setInputFiles({ name: 'cute.svg', mimeType: 'image/svg+xml', buffer: svg });
  await expect(toast(page, PHOTO_NOT_IMAGE)).toBeVisible();
  await input.setInputFiles({ name: 'cute.png', mimeType: 'image/png', buffer: svg });
  await expect(toast(page, PHOTO_NOT_IMAGE)).toBeVisible();
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toast(page, PHOTO_TOO_LARGE)).toBeVisible();

  // A 4 MB image: large enough for the progress bar to show while it uploads.
  const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'brunch.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(toast(page, PHOTO_UPLOADED.title)).toContainText(PHOTO_UPLOADED.description!);
  const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(1);
  const records = await adminDb.collection('user_photos').where('user_id', '==', member.uid).get();
  expect(records.size).toBe(1);
  expect(records.docs[0]!.get('storage_path')).toMatch(
    new RegExp(`^user-photos/${member.uid}/\\d+\\.png$`),
  );
  await expectNoAxeViolations(page);

  // Deleting asks first (issue 17 §10): Cancel keeps the photo, Delete removes it.
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  const confirm = page.getByRole('dialog', { name: DELETE_PHOTO_CONFIRM.title });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('img', { name: 'Gallery photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, PHOTO_DELETED.title)).toContainText(PHOTO_DELETED.description!);
  await expect(page.getByText(GALLERY_EMPTY)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await adminDb.collection('user_photos').where('user_id', '==', member.uid).get()).size,
    )
    .toBe(0);
});

test('My Bookings lists the newest 20; Show more lists the rest; the counters count them all', async ({
  page,
}, testInfo) => {
  const member = await createMember();
  const first = await createConfirmedBooking(member, null);
  const event = {
    id: first.eventId,
    event: (await adminDb.collection('events').doc(first.eventId).get()).data() as EventDoc,
  };
  for (let n = 0; n < 21; n++) await createConfirmedBooking(member, null, {}, { event });
  await signIn(page, member.email);
  // The dashboard's counters come from member_stats, which the triggers keep.
  await expect(page.getByTestId(`counter-${DASHBOARD_COUNTERS.upcoming}`)).toContainText('22');
  await page.goto('/profile');
  await expect(page.getByTestId('total-bookings')).toHaveText('22');
  await expect(page.getByTestId('confirmed-bookings')).toHaveText('22');
  await expect(page.getByTestId('my-booking')).toHaveCount(MY_BOOKINGS_PAGE_SIZE);
  const more = page.getByRole('button', { name: MY_BOOKINGS_SHOW_MORE });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('my-booking')).toHaveCount(22);
  await expect(more).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'profile-my-bookings-paged', testInfo);
});
