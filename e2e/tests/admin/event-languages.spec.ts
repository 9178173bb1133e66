// Issue 37.3: event content in both languages. An organiser whose console speaks Portuguese types
// a Portuguese and an English title and description; a visitor on a Portuguese page sees the
// Portuguese ones, switches the page to English and sees the English ones; an event titled only
// in Portuguese shows that title on an English page.
import { COLLECTIONS, EVENT_FORM, LANGUAGE } from '@brunchers/model';
import { pt, signInInPortuguese } from '../../fixtures/i18n';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, dateInDays, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';
import { createMember, grantRole, PASSWORD } from '../member/member-fixtures';

test.use({ locale: 'pt-PT' });

test('the organiser writes an event in Portuguese and English; a visitor sees the page language’s title, then the other one after switching', async ({
  page,
  browser,
}, testInfo) => {
  const token = uniqueToken();
  const titlePt = `Brunch no Miradouro ${token}`;
  const titleEn = `Viewpoint Brunch ${token}`;
  // Her profile's language is Portuguese (the shell follows it on every screen).
  const admin = await createMember({ name: 'Olga Organiser', locale: 'pt-PT' });
  await grantRole(admin.uid, 'admin');
  await signInInPortuguese(page, admin.email, PASSWORD);

  await page.goto('/admin/events/new');
  const form = page.locator('form');
  await expect(form.getByLabel(pt(EVENT_FORM.titlePortuguese))).toBeVisible();
  // Neither title: refused next to the English one, the form keeps what was typed.
  await form.getByRole('button', { name: pt(EVENT_FORM.saveDraft) }).click();
  await expect(form.getByText(pt('Give the event a title.'))).toBeVisible();

  await form.getByLabel(pt(EVENT_FORM.titlePortuguese)).fill(titlePt);
  await form.getByLabel(pt(EVENT_FORM.titleEnglish)).fill(titleEn);
  await form
    .getByLabel(pt(EVENT_FORM.descriptionPortuguese))
    .fill('Torradas, café e vista sobre o rio.');
  await form
    .getByLabel(pt(EVENT_FORM.descriptionEnglish))
    .fill('Toast, coffee and a view over the river.');
  await form.getByLabel(pt(EVENT_FORM.date), { exact: true }).fill(dateInDays(5));
  await form.getByLabel(pt(EVENT_FORM.time), { exact: true }).fill('10:30');
  await form.getByLabel(pt(EVENT_FORM.locationName)).fill('Miradouro da Graça');
  await form.getByLabel(pt(EVENT_FORM.seats), { exact: true }).fill('10');
  await form.getByLabel(pt(EVENT_FORM.price)).fill('20');
  await screenshotWidths(page, 'content37-event-form-pt', testInfo);
  await form.getByRole('button', { name: pt(EVENT_FORM.saveDraft) }).click();
  await expect(page).toHaveURL('/admin/events');
  await expect(page.getByRole('listitem', { name: titlePt })).toBeVisible();

  // Stored in both languages (createEvent); published here, the console's publishing is
  // organiser-events.spec's.
  const saved = await adminDb.collection(COLLECTIONS.events).where('title_pt', '==', titlePt).get();
  expect(saved.docs).toHaveLength(1);
  const stored = saved.docs[0]!;
  expect(stored.get('title')).toBe(titleEn);
  await stored.ref.update({ status: 'published' });

  const visitor = await (await browser.newContext({ locale: 'pt-PT' })).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: titlePt })).toBeVisible();
  await visitor.goto(`/event/${stored.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titlePt);
  await expect(visitor.getByText('Torradas, café e vista sobre o rio.')).toBeVisible();
  await screenshotWidths(visitor, 'content37-event-page-pt', testInfo);

  // The top bar's switcher (shown from md up; screenshotWidths leaves the page at 1280 px).
  await visitor
    .getByRole('banner')
    .getByRole('combobox', { name: pt(LANGUAGE) })
    .selectOption('en');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await expect(visitor.getByText('Toast, coffee and a view over the river.')).toBeVisible();

  // Only in Portuguese: an English page shows the Portuguese title.
  const onlyPt = await createEvent({ title: '', title_pt: `Só em Português ${token}` });
  await visitor.goto(`/event/${onlyPt.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Só em Português ${token}`);
});
