import { describe, expect, it } from 'vitest';
import {
  MAIL_MAX_ATTEMPTS,
  mailIds,
  mailRetryDelayMs,
  reminderDue,
  renderMail,
  type MailTemplateInput,
} from '../src/index';
import { eventStartsAt, googleCalendarUrl } from '../src/calendar';
import { bookingIcs } from '../src/calendar-file';
import { mailLanguage } from '../src/mail-language';

const event = {
  title: 'Sunday <Garden> Brunch',
  event_date: '2026-07-12',
  event_time: '10:30',
  location_name: 'Casa Azul',
  address: 'Rua das Flores 12',
  city: 'Lisbon',
};

describe('eventStartsAt (Europe/Lisbon wall clock)', () => {
  it('reads summer dates as UTC+1 and winter dates as UTC+0', () => {
    expect(eventStartsAt(event).toISOString()).toBe('2026-07-12T09:30:00.000Z');
    expect(eventStartsAt({ event_date: '2026-01-18', event_time: '10:30' }).toISOString()).toBe(
      '2026-01-18T10:30:00.000Z',
    );
  });

  it('handles the days the clocks change', () => {
    // 2026-03-29: 01:00 UTC jumps to 02:00 WEST; 2026-10-25: 02:00 WEST falls back to 01:00 WET.
    expect(eventStartsAt({ event_date: '2026-03-29', event_time: '11:00' }).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    expect(eventStartsAt({ event_date: '2026-10-25', event_time: '11:00' }).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });
});

describe('mail ids and retries', () => {
  it('derives one id per cause', () => {
    expect(mailIds.bookingConfirmed('b1')).toBe('booking_confirmed_b1');
    expect(mailIds.eventChanged('b1', 'v2')).not.toBe(mailIds.eventChanged('b1', 'v3'));
  });

  it('backs off exponentially, then gives up', () => {
    expect(mailRetryDelayMs(1)).toBe(60_000);
    expect(mailRetryDelayMs(2)).toBe(120_000);
    expect(mailRetryDelayMs(3)).toBe(240_000);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBeNull();
  });

  it('reminds within 24 hours before the start only', () => {
    const start = new Date('2026-07-12T09:30:00Z');
    expect(reminderDue(start, new Date('2026-07-11T09:31:00Z'))).toBe(true);
    expect(reminderDue(start, new Date('2026-07-11T09:29:00Z'))).toBe(false);
    expect(reminderDue(start, new Date('2026-07-12T09:31:00Z'))).toBe(false);
  });
});

describe('renderMail', () => {
  const input: MailTemplateInput = {
    kind: 'booking_confirmed',
    appUrl: 'https://brunchers.example',
    event,
    name: 'Ana',
    partySize: 2,
    totalCents: 5000,
    bookingUrl: 'https://brunchers.example/profile',
    eventUrl: 'https://brunchers.example/event/e1',
    mapsUrl: 'https://maps.example/?q=x',
  };

  it('writes the details in text and escaped HTML', () => {
    const mail = renderMail(input);
    expect(mail.subject).toContain('Sunday <Garden> Brunch');
    expect(mail.text).toContain('Party: 2 people');
    expect(mail.text).toContain('Total paid: €50.00');
    expect(mail.text).toContain('Sun, Jul 12, 2026 at 10:30');
    expect(mail.html).toContain('Sunday &lt;Garden&gt; Brunch');
    expect(mail.html).not.toContain('<Garden>');
    expect(mail.html).toContain('href="https://brunchers.example/profile"');
  });

  // Issue 37 item 4: the booking's language (the page's at checkout) writes its confirmation.
  it('writes the confirmation in European Portuguese for a pt-PT booking', () => {
    const mail = renderMail({
      ...input,
      language: mailLanguage('pt-PT'),
      cancelUrl: 'https://x.example/c',
    });
    expect(mail.subject).toBe('Reserva confirmada: Sunday <Garden> Brunch');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('O pagamento de 50,00\u00a0€ foi aceite');
    expect(mail.text).toContain('Grupo: 2 pessoas');
    expect(mail.text).toContain('Total pago: 50,00\u00a0€');
    expect(mail.text).toContain('Quando: dom., 12 de jul. de 2026 às 10:30');
    expect(mail.text).toContain('Reembolso total se cancelar até 48 horas antes');
    expect(mail.html).toContain('Abrir no mapa');
    expect(mail.html).toContain('Cancelar esta reserva');
    expect(mail.text).not.toMatch(/\b(Hi|Party|When|Total paid)\b/);
    expect(renderMail({ ...input, language: mailLanguage('en') }).text).toBe(
      renderMail(input).text,
    );
  });

  it('adds the unsubscribe link only where given', () => {
    expect(renderMail(input).text).not.toContain('No more reminders');
    const reminder = renderMail({
      ...input,
      kind: 'event_reminder',
      unsubscribeUrl: 'https://brunchers.example/unsubscribe?token=t',
    });
    expect(reminder.html).toContain('unsubscribe?token=t');
  });
});

describe('the reminder’s day (Europe/Lisbon calendar days)', () => {
  const reminder = (event_date: string, event_time: string, sentAt: Date) =>
    renderMail({
      kind: 'event_reminder',
      appUrl: 'https://brunchers.example',
      event: { ...event, title: 'Night Brunch', event_date, event_time },
      name: null,
      partySize: 1,
      totalCents: 0,
      bookingUrl: 'https://brunchers.example/profile',
      eventUrl: 'https://brunchers.example/event/e1',
      mapsUrl: 'https://maps.example/?q=x',
      sentAt,
    }).subject;

  it('says Today for an event tonight, Tomorrow for one the next day', () => {
    // 09:00 in Lisbon (winter, UTC) on 28 November; the brunch is at 20:00 the same day.
    expect(reminder('2026-11-28', '20:00', new Date('2026-11-28T09:00:00Z'))).toBe(
      'Today: Night Brunch',
    );
    expect(reminder('2026-11-29', '11:00', new Date('2026-11-28T11:00:00Z'))).toBe(
      'Tomorrow: Night Brunch',
    );
  });

  it('counts days in Lisbon, not UTC', () => {
    // 00:30 in Lisbon on 14 June (summer, UTC+1) is still 13 June in UTC.
    expect(reminder('2026-06-14', '11:00', new Date('2026-06-13T23:30:00Z'))).toBe(
      'Today: Night Brunch',
    );
    // 23:30 on 31 December in Lisbon: tomorrow is the new year.
    expect(reminder('2027-01-01', '11:00', new Date('2026-12-31T23:30:00Z'))).toBe(
      'Tomorrow: Night Brunch',
    );
  });
});

describe('calendar', () => {
  it('writes a UTC start and a stable UID', () => {
    const ics = bookingIcs({ bookingId: 'b1', event, url: 'https://x/profile' });
    expect(ics).toContain('UID:booking-b1@brunchers.app');
    expect(ics).toContain('DTSTART:20260712T093000Z');
  });

  it('links to Google Calendar with the same times', () => {
    const url = new URL(googleCalendarUrl(event, 'https://x/profile'));
    expect(url.searchParams.get('dates')).toBe('20260712T093000Z/20260712T120000Z');
  });
});
