import { describe, expect, it } from 'vitest';
import {
  contentText,
  createEventInputSchema,
  eventSchema,
  hasContentText,
  pendingBooking,
} from '../src';

describe('contentText (issue 37.3)', () => {
  const both = { title: 'Garden Brunch', title_pt: 'Brunch no Jardim' };

  it("gives each page its own language's text", () => {
    expect(contentText(both, 'title', 'en')).toBe('Garden Brunch');
    expect(contentText(both, 'title', 'pt-PT')).toBe('Brunch no Jardim');
  });

  it('falls back to the other language when one is empty, blank or absent', () => {
    expect(contentText({ title: 'Garden Brunch' }, 'title', 'pt-PT')).toBe('Garden Brunch');
    expect(contentText({ title: 'Garden Brunch', title_pt: '   ' }, 'title', 'pt-PT')).toBe(
      'Garden Brunch',
    );
    expect(contentText({ title: '', title_pt: 'Brunch no Jardim' }, 'title', 'en')).toBe(
      'Brunch no Jardim',
    );
    expect(contentText({ question: null, question_pt: 'Porquê?' }, 'question', 'en')).toBe(
      'Porquê?',
    );
    expect(contentText({ title: '' }, 'title', 'en')).toBe('');
  });

  it('says whether either language has a text', () => {
    expect(hasContentText({ title: '', title_pt: 'Brunch' }, 'title')).toBe(true);
    expect(hasContentText({ title: ' ', title_pt: '' }, 'title')).toBe(false);
  });
});

describe('bilingual events', () => {
  const event = {
    title: 'Garden Brunch',
    description: '',
    style: '',
    event_date: '2026-12-14',
    event_time: '11:00',
    location_name: 'Estrela',
    address: '',
    city: 'Lisbon',
    country: 'Portugal',
    spots_total: 8,
    spots_left: 8,
    price: 20,
    price_cents: 2000,
    image_url: null,
    host_name: null,
    host_avatar: null,
    host_rating: null,
  };

  it('keeps documents written before Portuguese existed valid', () => {
    expect(eventSchema.safeParse(event).success).toBe(true);
  });

  it('accepts one language left empty, not both', () => {
    expect(eventSchema.safeParse({ ...event, title: '', title_pt: 'Brunch' }).success).toBe(true);
    expect(eventSchema.safeParse({ ...event, title: '', title_pt: '' }).success).toBe(false);
  });

  it('refuses an organiser input with no title in either language', () => {
    const input = {
      title: '',
      title_pt: '  ',
      description: '',
      description_pt: 'Torradas.',
      style: '',
      event_date: '2026-12-14',
      event_time: '11:00',
      location_name: 'Estrela',
      address: '',
      city: 'Lisbon',
      country: 'Portugal',
      spots_total: 8,
      price: 20,
      image_url: null,
      host_id: null,
      venue_id: null,
      accessibility: {
        step_free_access: false,
        accessible_toilet: false,
        quiet_area: false,
        dietary_options: false,
      },
    };
    const refused = createEventInputSchema.safeParse({ event: input });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['event', 'title']);
    const accepted = createEventInputSchema.safeParse({
      event: { ...input, title_pt: 'Brunch no Jardim' },
    });
    expect(accepted.success).toBe(true);
  });

  it("copies the Portuguese title onto the booking, for tickets and lists in the member's language", () => {
    const booking = pendingBooking({
      eventId: 'e1',
      event: {
        title: 'Garden Brunch',
        title_pt: 'Brunch no Jardim',
        price_cents: 2000,
        venue_id: null,
      },
      guestCount: 1,
      userId: 'u1',
      now: new Date('2026-12-01T10:00:00Z'),
    });
    expect(contentText(booking, 'event_title', 'pt-PT')).toBe('Brunch no Jardim');
    expect(contentText(booking, 'event_title', 'en')).toBe('Garden Brunch');
  });
});
