// Issue 39 item 3, early access: publishing with a public-from time ahead makes an event members
// first; a member books from public-from less their plan's hours, everyone else from public-from.
import { describe, expect, it } from 'vitest';
import {
  EARLY_ACCESS_MEMBERS_ONLY,
  earlyAccessHoursOf,
  earlyAccessRefusal,
  eventExtrasSchema,
  formatEventDateTime,
  eventInputOf,
  eventInputSchema,
  memberBookingOpensAt,
  newEventDoc,
  publishedStatus,
  type EventInput,
} from '../src/index';
import { mailLanguage } from '../src/mail-language';

const HOUR = 3_600_000;
const publicFrom = new Date('2026-12-01T10:00:00Z');
const before = (hours: number) => new Date(publicFrom.getTime() - hours * HOUR);

describe('publishing with a public-from time', () => {
  it('is members first while it is ahead, public once it has passed', () => {
    expect(publishedStatus(publicFrom, before(1))).toBe('early_access');
    expect(publishedStatus(publicFrom, publicFrom)).toBe('published');
    expect(publishedStatus(null, before(1))).toBe('published');
  });
});

describe('who may book a members-first event, and from when', () => {
  it('lets a member with 24 h of early access book from 24 h before the public', () => {
    expect(memberBookingOpensAt(publicFrom, 24)).toEqual(before(24));
    expect(earlyAccessRefusal(publicFrom, 24, before(23))).toBeNull();
    expect(earlyAccessRefusal(publicFrom, 24, before(25))).toMatch(
      /^Members can book this brunch from Mon, Nov 30, 2026 at 10:00\.$/,
    );
  });

  it('tells everyone else when it opens, and lets them book from then', () => {
    expect(earlyAccessRefusal(publicFrom, 0, before(1))).toBe(
      'This brunch opens to everyone on Tue, Dec 1, 2026 at 10:00; members with early access can book it first.',
    );
    expect(earlyAccessRefusal(publicFrom, 0, publicFrom)).toBeNull();
  });

  it("speaks the booker's language, its date too", () => {
    const portuguese = mailLanguage('pt-PT');
    expect(earlyAccessRefusal(publicFrom, 0, before(1), portuguese)).toBe(
      `Este brunch abre a toda a gente a ${formatEventDateTime(publicFrom, 'pt-PT')}; os membros com acesso antecipado podem reservá-lo primeiro.`,
    );
    expect(earlyAccessRefusal(publicFrom, 24, before(25), portuguese)).toBe(
      'Os membros podem reservar este brunch a partir de 30/11/2026, 10:00.',
    );
  });

  it('fails closed without a public-from time: members only', () => {
    expect(earlyAccessRefusal(null, 0, before(1))).toBe(EARLY_ACCESS_MEMBERS_ONLY);
    expect(earlyAccessRefusal(null, 12, before(1))).toBeNull();
  });
});

describe("a member's early access", () => {
  const plans = [
    { early_access_hours: 24, price_history: ['price_m1', 'price_m2'] },
    { early_access_hours: 72, price_history: ['price_y1'] },
  ];
  it('comes from the plan of their price, old prices included', () => {
    expect(earlyAccessHoursOf({ active: true, priceId: 'price_m1' }, plans)).toBe(24);
    expect(earlyAccessHoursOf({ active: true, priceId: 'price_y1' }, plans)).toBe(72);
  });
  it('is the most any plan gives for a price the console did not make, and none for non-members', () => {
    expect(earlyAccessHoursOf({ active: true, priceId: 'price_other' }, plans)).toBe(72);
    expect(earlyAccessHoursOf({ active: true, priceId: null }, [])).toBe(0);
    expect(earlyAccessHoursOf({ active: false, priceId: 'price_y1' }, plans)).toBe(0);
  });
});

describe('the event form’s public-from time', () => {
  const input: EventInput = {
    title: 'Brunch',
    description: '',
    style: '',
    event_date: '2026-12-05',
    event_time: '11:00',
    location_name: 'Café',
    address: '',
    city: 'Lisbon',
    country: '',
    spots_total: 10,
    price: 25,
    image_url: null,
    host_id: null,
    venue_id: null,
    accessibility: {
      step_free_access: false,
      accessible_toilet: false,
      quiet_area: false,
      dietary_options: false,
    },
    public_from: '2026-12-01T10:00:00.000Z',
  };
  it('is stored as a time and read back as the same ISO string', () => {
    expect(eventInputSchema.safeParse(input).success).toBe(true);
    expect(eventExtrasSchema.safeParse({ public_from: input.public_from }).success).toBe(true);
    expect(eventExtrasSchema.safeParse({ public_from: 'tomorrow' }).error?.issues[0]?.message).toBe(
      'Give the public-from date and time.',
    );
    const doc = newEventDoc(input);
    expect(doc.public_from).toEqual(publicFrom);
    expect(eventInputOf(doc).public_from).toBe('2026-12-01T10:00:00.000Z');
  });
});
