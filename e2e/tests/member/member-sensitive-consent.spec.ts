// Sensitive answers (issue 36 §3) at 390 and 1280 px: a special category's field is asked only
// after its own opt-in (purpose stated); answered, then withdrawn, its values are gone from the
// stored profile. Answers stored before consents existed are asked about once: keep or delete.
import {
  COLLECTIONS,
  SENSITIVE_CONSENT_PURPOSE,
  SENSITIVE_CONSENT_SAVED,
  SENSITIVE_CONSENT_VERSION,
  SENSITIVE_CONSENT_WITHDRAWN,
  SENSITIVE_UNCONSENTED_TITLE,
  PROFILE_UPDATED,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb } from '../../fixtures/admin';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths, toast } from '../../fixtures/pages';
import { createMember, signIn } from './member-fixtures';

const privateDoc = (uid: string) => adminDb.collection(COLLECTIONS.userPrivateProfiles).doc(uid);
const consentDoc = (uid: string, category: string) =>
  privateDoc(uid).collection(COLLECTIONS.sensitiveConsents).doc(category);

// At desktop width (the next test is at a phone's); axe checks its states at both widths.
{
  const width = 1280;
  test(`opt in, answer, withdraw: the answers are gone (${width} px)`, async ({ page }) => {
    const member = await createMember();
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, member.email);
    await page.goto('/profile');
    await expect(page.getByText(SENSITIVE_CONSENT_PURPOSE)).toBeVisible();
    const religionConsent = page.getByLabel('Let me answer: Religion');
    await expect(religionConsent).not.toBeChecked();

    // Off by default: the field is not asked.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Religion', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Interested in', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await religionConsent.check();
    await expect(toast(page, SENSITIVE_CONSENT_SAVED.title)).toBeVisible();
    await expect(religionConsent).toBeChecked();
    await expect
      .poll(async () => (await consentDoc(member.uid, 'religion').get()).data()?.version)
      .toBe(SENSITIVE_CONSENT_VERSION);
    await expectNoAxeViolationsAtWidths(page);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Religion', { exact: true }).fill('Buddhist');
    await expect(page.getByLabel('Interested in', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, PROFILE_UPDATED.title)).toBeVisible();
    await expect
      .poll(async () => (await privateDoc(member.uid).get()).data()?.religion)
      .toBe('Buddhist');

    await religionConsent.uncheck();
    await expect(toast(page, SENSITIVE_CONSENT_WITHDRAWN.title)).toBeVisible();
    await expect(religionConsent).not.toBeChecked();
    await expect
      .poll(async () => (await privateDoc(member.uid).get()).data()?.religion ?? null)
      .toBeNull();
    await expect
      .poll(async () => (await consentDoc(member.uid, 'religion').get()).exists)
      .toBe(false);
    await expectNoAxeViolationsAtWidths(page);
  });
}

test('answers stored before consents are asked about once: keep or delete', async ({ page }) => {
  const member = await createMember();
  await privateDoc(member.uid).set({ religion: 'Catholic', interested_in: 'women' });
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, member.email);
  await page.goto('/profile');
  const notice = page.getByRole('region', { name: SENSITIVE_UNCONSENTED_TITLE });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: 'Keep with consent: Religion' }).click();
  await expect(page.getByLabel('Let me answer: Religion')).toBeChecked();
  await notice.getByRole('button', { name: 'Delete: Whom you are interested in' }).click();
  await expect(notice).toHaveCount(0);
  await expect
    .poll(async () => (await privateDoc(member.uid).get()).data())
    .toMatchObject({ religion: 'Catholic', interested_in: null });
  await expect(page.getByLabel('Let me answer: Whom you are interested in')).not.toBeChecked();
});
