// Issue 37 in the console: an organiser who reads Portuguese sees the Portuguese event titles in
// the lists and in the moderation queue's evidence, the imports' row problems and a form's
// validation errors in Portuguese (the model's zod messages, mapped through the catalogue), and
// previews an attendee message in either language. Screens at 390 and 1280 px.
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { createConfirmedBooking, createMember, grantRole, signIn } from '../member/member-fixtures';
import { COLLECTIONS } from '@brunchers/model';
import { resolve } from 'node:path';

const SCREENS = resolve(import.meta.dirname, '../../artifacts/screens');

test('a Portuguese organiser: titles, form errors and the message preview in Portuguese', async ({
  browser,
}, testInfo) => {
  test.slow();
  const token = uniqueToken();
  const admin = await createMember({ name: `Organizadora ${token}`, locale: null });
  await grantRole(admin.uid, 'admin');
  const ana = await createMember({ name: `Ana ${token}`, locale: 'pt-PT' });
  const brunch = await createEvent({
    title: `Terrace Brunch ${token}`,
    title_pt: `Brunch no Terraço com vista para o rio ${token}`,
  });
  const { bookingId } = await createConfirmedBooking(ana, null, {}, { event: brunch });
  // The bookings list reads the row the bookings trigger keeps.
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.adminBookingRows).doc(bookingId).get()).get(
        'event_title_pt',
      ),
    )
    .toBe(brunch.event.title_pt);

  // A browser that asks for Portuguese.
  const page = await (await browser.newContext({ locale: 'pt-PT' })).newPage();
  await signIn(page, admin.email);
  await page.goto('/admin/bookings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  const row = page.getByTestId(`admin-booking-${bookingId}`);
  await expect(row).toContainText(brunch.event.title_pt!);
  await expect(row).not.toContainText(brunch.event.title);
  await screenshotWidths(page, 'pt-admin-bookings', testInfo);

  // A door incident's evidence names the event: its Portuguese title in the moderation queue.
  await adminDb.collection(COLLECTIONS.reports).add({
    reporter_id: admin.uid,
    source: 'partner',
    reported_id: ana.uid,
    target_kind: 'door_incident',
    target_id: bookingId,
    reason: 'safety_concern',
    text: null,
    evidence: {
      display_name: `Ana ${token}`,
      event_title: brunch.event.title,
      event_title_pt: brunch.event.title_pt,
    },
    status: 'open',
    created_at: new Date(),
    decided_at: null,
    decision: null,
  });
  await page.goto('/admin/moderation');
  const reports = page.getByTestId('moderation-list');
  await expect(reports).toContainText(brunch.event.title_pt!);
  await expect(reports).not.toContainText(brunch.event.title);
  // The list is named in Portuguese for a screen reader too.
  await expect(reports).toHaveAccessibleName('Denúncias em aberto');

  // The imports' reasons a row is skipped, in Portuguese: the server's dry run and the page's preview.
  await page.goto('/import-users');
  await page.getByLabel('Ficheiro CSV de membros').setInputFiles({
    name: 'columns.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Email\na@example.org\n'),
  });
  await expect(page.getByText('Faltam as colunas: first_name, date_of_birth.')).toBeVisible();
  await page.getByLabel('Ficheiro CSV de membros').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Email,First name,Date of birth\nbad-address,Rita,31/02/1990\n`),
  });
  await expect(page.getByTestId('member-import-dry-run')).toContainText(
    'Inválido: "bad-address" não é um endereço de e-mail válido. A data de nascimento "31/02/1990" não é uma data (use AAAA-MM-DD ou DD/MM/AAAA).',
  );
  await page.goto('/import-stories');
  await page.getByLabel('Ficheiro CSV de histórias').setInputFiles({
    name: 'stories.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,title,author\nshort-${token},Só duas\n`),
  });
  await expect(page.getByRole('list', { name: 'Linhas ignoradas' })).toHaveText(
    'Linha 2: só 2 de 3 células',
  );

  // A form's schema errors, in Portuguese.
  await page.goto('/admin/hosts');
  await page.getByRole('button', { name: 'Novo anfitrião' }).click();
  await page.getByRole('button', { name: 'Guardar anfitrião' }).click();
  await expect(page.getByText('Dê um nome ao anfitrião.')).toBeVisible();
  await screenshotWidths(page, 'pt-admin-host-errors', testInfo);

  // The attendee message: the preview in Portuguese, and in English on request.
  await page.goto(`/admin/events/${brunch.id}/attendees`);
  await page.getByRole('button', { name: 'Escrever aos participantes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escrever aos participantes' });
  await expect(dialog).toContainText(brunch.event.title_pt!);
  await dialog.getByLabel('Assunto').fill('Tragam óculos de sol');
  await dialog.getByLabel('Mensagem').fill('Ficamos na esplanada.\n\nAté domingo!');
  const preview = dialog.frameLocator('iframe[data-testid="message-preview"]');
  await expect(preview.getByText('Recebe este e-mail porque reservou')).toBeVisible();
  await screenshotWidths(page, 'pt-message-attendees', testInfo);
  // A full-page capture cannot show inside the scrolling dialog: its preview part itself.
  if (process.env.E2E_SCREENS) {
    const part = dialog.locator('section').filter({ has: page.getByTestId('message-preview') });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await part.scrollIntoViewIfNeeded();
      await part.screenshot({ path: `${SCREENS}/pt-message-preview-${width}.png` });
    }
  }
  await dialog.getByRole('radio', { name: 'English' }).check();
  await expect(preview.getByText('You get this because you booked')).toBeVisible();
  await expect(preview.getByRole('link', { name: brunch.event.title })).toBeVisible();
});
