// /import-users and /update-story (§2, §7, §8; issue 10). Import Sample Users sends the sample list
// to importUsers: "Import Complete" with the counts, every sample account then exists with its
// profile and role, and an existing member keeps what the list does not set (photo, XP, level).
// /update-story runs updateStoryContent on load: "Success!" with View Stories, and stored story
// HTML is sanitised. Both screens are axe-clean.
import {
  COLLECTIONS,
  IMPORT_COMPLETE_TITLE,
  importUsersSummary,
  SAMPLE_USERS,
  STORY_UPDATED,
  SUCCESS_EXCLAMATION_TITLE,
  userRoleId,
  VIEW_STORIES,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminAuth, adminDb, createStory, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { createMember, grantRole, signIn } from '../member/member-fixtures';

// A long flow: three times the default time-out (a safety net, see playwright.config.ts).
test.slow();

/** The uid of `email`, creating the account (with a profile) when the stack has none yet. */
async function existingAccount(email: string, displayName: string): Promise<string> {
  try {
    return (await adminAuth.getUserByEmail(email)).uid;
  } catch {
    const { uid } = await adminAuth.createUser({ email, password: 'sample-e2e-pass', displayName });
    await adminDb.collection(COLLECTIONS.userProfiles).doc(uid).set({
      user_id: uid,
      display_name: displayName,
      photo_url: null,
      level: 1,
      experience_points: 0,
      created_at: new Date(),
    });
    return uid;
  }
}

test('Import Sample Users: Import Complete with counts; accounts, profiles and roles exist; nothing else is wiped', async ({
  page,
}, testInfo) => {
  // A sample member that already exists, with a photo and XP the sample list does not carry.
  const sample = SAMPLE_USERS.find((user) => user.photo_url === undefined && !user.role)!;
  const existingUid = await existingAccount(sample.email, sample.display_name);
  const profileRef = adminDb.collection(COLLECTIONS.userProfiles).doc(existingUid);
  const before = (await profileRef.get()).data() ?? {};
  const photo =
    typeof before.photo_url === 'string' ? before.photo_url : '/images/seed/members/member-01.svg';
  const xp = typeof before.experience_points === 'number' ? before.experience_points : 0;
  await profileRef.set(
    {
      user_id: existingUid,
      photo_url: photo,
      experience_points: xp,
      level: Math.floor(xp / 100) + 1,
    },
    { merge: true },
  );

  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  await signIn(page, admin.email);
  await page.goto('/import-users');
  await expect(page.getByRole('heading', { name: 'Import Users' })).toBeVisible();
  await expect(page.getByText(`Creates the ${SAMPLE_USERS.length} sample members`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import Sample Users' }).click();
  const done = toast(page, IMPORT_COMPLETE_TITLE);
  await expect(done).toBeVisible({ timeout: 30_000 });
  const summary = importUsersSummary(SAMPLE_USERS.length, 0);
  await expect(done).toContainText(summary);
  await expect(page.getByTestId('import-result')).toHaveText(summary);
  await expect(page.getByRole('button', { name: 'Import Sample Users' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'import-users-done', testInfo);

  for (const user of SAMPLE_USERS) {
    const account = await adminAuth.getUserByEmail(user.email);
    const profile = (
      await adminDb.collection(COLLECTIONS.userProfiles).doc(account.uid).get()
    ).data();
    expect(profile, user.email).toMatchObject({
      user_id: account.uid,
      display_name: user.display_name,
    });
    if (user.role) {
      const role = await adminDb
        .collection(COLLECTIONS.userRoles)
        .doc(userRoleId(account.uid, user.role))
        .get();
      expect(role.data(), user.email).toEqual({ user_id: account.uid, role: user.role });
    }
  }
  // The existing member was updated from the list, and kept what the list does not set.
  expect((await profileRef.get()).data()).toMatchObject({
    display_name: sample.display_name,
    job_title: sample.job_title,
    photo_url: photo,
    experience_points: xp,
    level: Math.floor(xp / 100) + 1,
  });
});

test('/update-story runs on load: Success! and View Stories; stored story HTML is sanitised', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const storyId = await createStory({
    title: `Unsafe Story ${token}`,
    publish_date: '2019-01-01',
    content:
      '<p>Keep me</p><script>alert(1)</script><a href="javascript:alert(2)" onclick="steal()">bad link</a>',
  });
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  await signIn(page, admin.email);
  await page.goto('/update-story');

  await expect(page.getByRole('heading', { name: SUCCESS_EXCLAMATION_TITLE })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(STORY_UPDATED).first()).toBeVisible();
  await expect(toast(page, SUCCESS_EXCLAMATION_TITLE)).toBeVisible();
  const content = (await adminDb.collection(COLLECTIONS.brunchStories).doc(storyId).get()).get(
    'content',
  ) as string;
  expect(content).toContain('<p>Keep me</p>');
  expect(content).toContain('bad link');
  expect(content).not.toMatch(/<script|onclick|javascript:/);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'update-story-done', testInfo);

  await page.getByRole('link', { name: VIEW_STORIES }).click();
  await expect(page).toHaveURL('/stories');
});
