// Issue 39 items 6 and 7: the organiser's message (input limits, the mail it renders) and the
// dietary and access needs (counts that fit the party, the prep sheet's anonymous lines).
import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_MESSAGE_BODY_MAX,
  ATTENDEE_MESSAGE_SUBJECT_MAX,
  aggregatePrepSheets,
  attendeeMessageCounts,
  mailIds,
  messageAttendeesInputSchema,
  needCountsSchema,
  needsFitParty,
  prepSheetLine,
  renderAttendeeMessage,
  saveBookingNeedsInputSchema,
  isTransactionalMail,
} from '../src/index';

const valid = {
  eventId: 'garden-brunch',
  audience: 'attendees',
  subject: 'Bring sunglasses',
  body: 'We sit on the terrace.\n\nSee you Sunday!',
  requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  send: true,
};

describe('messageAttendees input', () => {
  it('takes a one-line subject and a plain-text body within their limits', () => {
    expect(messageAttendeesInputSchema.safeParse(valid).success).toBe(true);
    const bad = [
      { subject: '' },
      { subject: 'x'.repeat(ATTENDEE_MESSAGE_SUBJECT_MAX + 1) },
      { subject: 'two\nlines' },
      { body: '   ' },
      { body: 'x'.repeat(ATTENDEE_MESSAGE_BODY_MAX + 1) },
      { body: 'bell\u0007' },
      { audience: 'everyone' },
      { requestId: 'a/b' },
      { extra: 1 },
    ];
    for (const change of bad)
      expect(
        messageAttendeesInputSchema.safeParse({ ...valid, ...change }).success,
        JSON.stringify(change),
      ).toBe(false);
  });

  it('is an optional mail (the reminders preference governs it), one per message and person', () => {
    expect(isTransactionalMail('attendee_message')).toBe(false);
    expect(isTransactionalMail('event_changed')).toBe(true);
    expect(mailIds.attendeeMessage('m1', 'uid-1')).toBe('attendee_message_m1_uid-1');
  });

  it('counts recipients and who was left out', () => {
    expect(attendeeMessageCounts(1, 0)).toBe('1 recipient');
    expect(attendeeMessageCounts(12, 2)).toMatch(/^12 recipients · 2 left out/);
  });
});

describe('renderAttendeeMessage', () => {
  const rendered = renderAttendeeMessage({
    appUrl: 'https://brunchers.test',
    audience: 'waitlist',
    event: { title: 'Garden Brunch', event_date: '2026-07-12', event_time: '10:30' },
    eventUrl: 'https://brunchers.test/events/garden-brunch',
    subject: 'A <note>',
    body: 'Line one\nline two\n\n<script>alert(1)</script>',
    name: 'Ana',
    unsubscribeUrl: 'https://brunchers.test/unsubscribe?token=t',
  });

  it('escapes what the organiser typed and keeps paragraphs and line breaks', () => {
    expect(rendered.subject).toBe('A <note>');
    expect(rendered.html).toContain('A &lt;note&gt;');
    expect(rendered.html).toContain('Line one<br>line two');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
  });

  it('says why it was sent and how to stop these mails, in both parts', () => {
    expect(rendered.text).toContain('Hi Ana,');
    expect(rendered.text).toContain('you are on the waitlist for Garden Brunch');
    expect(rendered.text).toContain('https://brunchers.test/unsubscribe?token=t');
    expect(rendered.html).toContain('https://brunchers.test/unsubscribe?token=t');
  });
});

describe('needs', () => {
  it('are counts from the fixed list, at most the party size each', () => {
    expect(needCountsSchema.safeParse({ vegan: 1, step_free_seat: 2 }).success).toBe(true);
    expect(needCountsSchema.safeParse({ vegan: 0 }).success).toBe(false);
    expect(needCountsSchema.safeParse({ other: 1 }).success).toBe(false);
    expect(needCountsSchema.safeParse({ vegan: 'lots' }).success).toBe(false);
    expect(needsFitParty({ vegan: 2 }, 2)).toBe(true);
    expect(needsFitParty({ vegan: 3 }, 2)).toBe(false);
    expect(
      saveBookingNeedsInputSchema.safeParse({ bookingId: 'b1', needs: {}, consent: false }).success,
    ).toBe(true);
    expect(
      saveBookingNeedsInputSchema.safeParse({
        bookingId: 'b1',
        needs: { vegan: 1 },
        note: 'x',
        consent: true,
      }).success,
    ).toBe(false);
  });

  it('aggregate per venue and table into anonymous counts, unseated parties last', () => {
    const sheets = aggregatePrepSheets([
      { venue_id: 'v1', table_number: 3, needs: { vegan: 1 } },
      { venue_id: 'v1', table_number: 3, needs: { nut_allergy: 1, step_free_seat: 1 } },
      { venue_id: 'v1', table_number: null, needs: { vegan: 2 } },
      { venue_id: 'v1', table_number: 1, needs: { gluten_free: 1 } },
      { venue_id: 'v2', table_number: 1, needs: { halal: 1 } },
      { venue_id: 'v1', table_number: 2, needs: {} },
    ]);
    const v1 = sheets.get('v1')!;
    expect(v1.tables.map(prepSheetLine)).toEqual([
      'Table 1: 1 gluten-free',
      'Table 3: 1 vegan, 1 nut allergy, 1 step-free seat',
      'Not seated yet: 2 vegan',
    ]);
    expect(v1.totals).toEqual({ vegan: 3, nut_allergy: 1, step_free_seat: 1, gluten_free: 1 });
    expect(sheets.get('v2')!.tables.map(prepSheetLine)).toEqual(['Table 1: 1 halal']);
    expect(JSON.stringify([...sheets.values()])).not.toMatch(/booking|user|name/);
  });
});
