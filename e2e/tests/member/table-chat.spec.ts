// Table chat (issue 38 items 3 and 4): an organiser plans a brunch's tables and two members who
// opted in to conversation cards sit at one table. Anna finds the chat in Connections ("Table N at
// …") and on her ticket, sees her tablemate, the cards built from what they share (a question both
// answered, a language) and the organiser's welcome, and sends a message; Bruno, already in the
// chat in his own browser (its row appeared live in his Connections), sees it live.
import {
  CARD_TEXTS,
  cityDateString,
  COLLECTIONS,
  TABLE_CHAT_TEXTS,
  TABLE_SYSTEM_TEXTS,
  tableChatId,
} from '@brunchers/model';
import type { Browser } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';
import {
  callAs,
  createConfirmedBooking,
  createMember,
  grantRole,
  signIn,
  type TestMember,
} from './member-fixtures';

async function openAs(browser: Browser, member: TestMember) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member.email);
  return { context, page };
}

test('two tablemates get a table chat with cards and the welcome, and message each other live', async ({
  browser,
}, testInfo) => {
  const token = uniqueToken();
  const anna = await createMember({ name: `Anna ${token}`, photo: true });
  const bruno = await createMember({ name: `Bruno ${token}`, photo: true });
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');

  // Both opted in; both answered one question and speak Portuguese.
  const question = 'What makes a slow Sunday perfect?';
  const questionRef = await adminDb.collection(COLLECTIONS.selfDiscoveryQuestions).add({
    category: 'reflection',
    question,
    xp_reward: 5,
    created_at: new Date(),
  });
  for (const member of [anna, bruno]) {
    await adminDb
      .collection(COLLECTIONS.userPrivateProfiles)
      .doc(member.uid)
      .set({ conversation_cards_opt_in: true });
    await adminDb
      .collection(COLLECTIONS.userProfiles)
      .doc(member.uid)
      .update({ languages: ['Portuguese'] });
    await adminDb.collection(COLLECTIONS.userAnswers).add({
      user_id: member.uid,
      question_id: questionRef.id,
      answer: `My own words ${member.uid}`,
      created_at: new Date(),
    });
  }

  const brunch = await createEvent({
    event_date: cityDateString(new Date()),
    event_time: '23:30',
    location_name: `Alfama Terrace ${token}`,
  });
  const book = async (member: TestMember) =>
    (await createConfirmedBooking(member, null, {}, { event: brunch, guestCount: 1 })).bookingId;
  const annasBooking = await book(anna);
  await book(bruno);
  // Bruno waits in Connections before the plan is made.
  const b = await openAs(browser, bruno);
  await b.page.goto('/connections');
  await expect(b.page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();

  // The organiser plans the tables: two people, one table; the plan opens its chat.
  const planned = await callAs(admin.email, 'planEventTables', { eventId: brunch.id });
  expect(planned.status).toBe(200);
  const place = brunch.event.location_name;
  // The plan's trigger opens the chat (asynchronously, as in production).
  const chats = () =>
    adminDb.collection(COLLECTIONS.tableChats).where('event_id', '==', brunch.id).get();
  await expect
    .poll(async () => (await chats()).docs.map((doc) => doc.get('member_ids')))
    .toEqual([[anna.uid, bruno.uid].sort()]);
  const chat = (await chats()).docs[0]!;
  const chatId = chat.id;
  const table = chat.get('table_number') as number;
  expect(chatId).toBe(tableChatId(brunch.id, table));

  // His table chat appears live; he opens it.
  const bRow = b.page.getByRole('listitem').filter({ hasText: `Table ${table} at ${place}` });
  await expect(bRow).toBeVisible();
  await expectNoAxeViolations(b.page);
  await screenshotWidths(b.page, 'member-connections-table-chats', testInfo);
  await bRow.getByRole('link', { name: new RegExp(TABLE_CHAT_TEXTS.open) }).click();
  await expect(b.page).toHaveURL(`/connections/table/${chatId}`);
  await expect(
    b.page.getByRole('heading', { name: TABLE_CHAT_TEXTS.title(table, place) }),
  ).toBeVisible();

  // Anna finds it in Connections.
  const a = await openAs(browser, anna);
  await a.page.goto('/connections');
  const row = a.page.getByRole('listitem').filter({ hasText: `Table ${table} at ${place}` });
  await row.getByRole('link', { name: new RegExp(TABLE_CHAT_TEXTS.open) }).click();
  await expect(a.page).toHaveURL(`/connections/table/${chatId}`);
  await expect(a.page.getByTestId('table-chat-members')).toContainText('Bruno');
  const cards = a.page.getByTestId('conversation-cards');
  await expect(cards).toContainText(CARD_TEXTS.question(question));
  await expect(cards).toContainText(CARD_TEXTS.language('Portuguese'));
  // Never what a member wrote.
  await expect(a.page.getByText('My own words')).toHaveCount(0);
  await expect(a.page.getByTestId('system-message').first()).toContainText(
    TABLE_SYSTEM_TEXTS.welcome(place),
  );
  await expect(a.page.getByTestId('system-message').nth(1)).toContainText(
    TABLE_SYSTEM_TEXTS.table(table),
  );

  const composer = a.page.getByLabel(TABLE_CHAT_TEXTS.composerLabel);
  await composer.fill('Hi Bruno! See you at the terrace.');
  await a.page.getByRole('button', { name: TABLE_CHAT_TEXTS.send }).click();
  await expect(composer).toHaveValue('');
  await expect(
    a.page.getByRole('listitem').filter({ hasText: 'Hi Bruno! See you at the terrace.' }),
  ).toBeVisible();

  // Bruno sees it live, under Anna's first name.
  const received = b.page
    .getByRole('listitem')
    .filter({ hasText: 'Hi Bruno! See you at the terrace.' });
  await expect(received).toBeVisible();
  await expect(received).toContainText('Anna');

  await expectNoAxeViolations(a.page);
  await screenshotWidths(a.page, 'member-table-chat', testInfo);

  // The ticket's tablemates card shows the cards and leads to the chat.
  await a.page.goto(`/ticket?booking=${annasBooking}`);
  const onTicket = a.page.getByTestId('ticket-table-chat');
  await expect(onTicket).toContainText(CARD_TEXTS.language('Portuguese'));
  await expectNoAxeViolations(a.page);
  await screenshotWidths(a.page, 'member-ticket-table-chat', testInfo);
  await onTicket.getByRole('link', { name: TABLE_CHAT_TEXTS.open }).click();
  await expect(a.page).toHaveURL(`/connections/table/${chatId}`);

  await a.context.close();
  await b.context.close();
});
