// Issue 37: a member whose browser asks for Portuguese sees the member screens in European
// Portuguese, the texts coming from the model's pt-PT catalogues (not written here); the switcher
// turns the app to English, and the choice outlives a reload (this browser and the profile).
import {
  COLLECTIONS,
  CONNECTIONS_TEXTS,
  DISCOVER_TITLE,
  PLACES_TITLE,
  EDIT_PROFILE,
  LANGUAGE,
  PROFILE_BIO_FALLBACK,
  QUICK_ACTIONS_TITLE,
  UPCOMING_EVENTS_TITLE,
} from '@brunchers/model';
import { pt, signInInPortuguese } from '../../fixtures/i18n';
import { expect, test } from '../../fixtures/test';
import { adminDb } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';
import { createMember, PASSWORD, signIn } from './member-fixtures';

test.use({ locale: 'pt-PT' });

test('connections, discover and places in Portuguese at 390 and 1280 px', async ({
  page,
}, testInfo) => {
  await createMember({ photo: true, name: 'Beatriz Lopes', locale: null });
  // No language chosen yet: the browser's (Portuguese) is the page's.
  const member = await createMember({ locale: null });
  await signInInPortuguese(page, member.email, PASSWORD);

  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: pt(CONNECTIONS_TEXTS.title) })).toBeVisible();
  await expect(page.getByText(pt(CONNECTIONS_TEXTS.empty))).toBeVisible();
  await screenshotWidths(page, 'member-language-connections-pt', testInfo);

  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: pt(DISCOVER_TITLE) })).toBeVisible();
  await screenshotWidths(page, 'member-language-discover-pt', testInfo);

  await page.goto('/places');
  await expect(page.getByRole('heading', { name: pt(PLACES_TITLE) })).toBeVisible();
  await screenshotWidths(page, 'member-language-places-pt', testInfo);
});

test('a Portuguese browser gets the member screens in Portuguese; English sticks once chosen', async ({
  page,
}, testInfo) => {
  // The texts this test reads have a translation (else it would pass in English).
  for (const text of [QUICK_ACTIONS_TITLE, EDIT_PROFILE, PROFILE_BIO_FALLBACK]) {
    expect(pt(text)).not.toBe(text);
  }
  // No language chosen yet: the browser's (Portuguese) is the page's.
  const member = await createMember({ locale: null });
  await signInInPortuguese(page, member.email, PASSWORD);

  await expect(page.getByRole('heading', { name: pt(QUICK_ACTIONS_TITLE) })).toBeVisible();
  await expect(page.getByRole('heading', { name: pt(UPCOMING_EVENTS_TITLE) })).toBeVisible();
  await expect(page.getByRole('heading', { name: QUICK_ACTIONS_TITLE })).toHaveCount(0);
  await screenshotWidths(page, 'member-language-dashboard-pt', testInfo);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await expect(page.getByRole('button', { name: pt(EDIT_PROFILE) })).toBeVisible();
  await expect(page.getByText(pt(PROFILE_BIO_FALLBACK))).toBeVisible();
  await screenshotWidths(page, 'member-language-profile-pt', testInfo);

  // The profile's switcher (the header has one too from md up).
  await page.getByRole('main').getByLabel(pt(LANGUAGE)).selectOption('en');
  await expect(page.getByRole('button', { name: EDIT_PROFILE })).toBeVisible();
  await expect(page.getByText(PROFILE_BIO_FALLBACK)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.userProfiles).doc(member.uid).get()).get('locale'),
    )
    .toBe('en');

  await page.reload();
  await expect(page.getByRole('button', { name: EDIT_PROFILE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: QUICK_ACTIONS_TITLE })).toBeVisible();
});

test.describe('on a new device', () => {
  test.use({ locale: 'en-GB' });

  test("the profile's language wins over an English browser on every member screen", async ({
    page,
  }) => {
    expect(pt(QUICK_ACTIONS_TITLE)).not.toBe(QUICK_ACTIONS_TITLE);
    // Chosen on another device: saved on the profile, nothing in this browser.
    const member = await createMember({ locale: 'pt-PT' });
    await signIn(page, member.email);

    // The dashboard, without a visit to /profile first.
    await expect(page.getByRole('heading', { name: pt(QUICK_ACTIONS_TITLE) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await page.goto('/discover');
    await expect(page.getByRole('heading', { name: pt(DISCOVER_TITLE) })).toBeVisible();
  });
});
