// The organiser console's event rules (issue 23): statuses, capacity changes, change notices.
import { describe, expect, it } from 'vitest';
import {
  capacityChange,
  duplicateTitle,
  eventInputCheckedSchema,
  eventFieldsSchema,
  eventStatusOf,
  eventStatusRefusal,
  needsChangeNotice,
  seatsTaken,
} from '../src';

describe('eventStatusOf', () => {
  it('reads a document without a status, or with an unknown one, as a draft', () => {
    expect(eventStatusOf({})).toBe('draft');
    expect(eventStatusOf({ status: 'live' })).toBe('draft');
    expect(eventStatusOf({ status: 'published' })).toBe('published');
    expect(eventFieldsSchema.shape.status.parse(undefined)).toBe('draft');
  });
});

describe('capacityChange', () => {
  // 20 seats, 12 left: 8 taken (sold or held).
  const event = { spots_total: 20, spots_left: 12 };
  it('moves spots_left with the capacity so taken seats stay taken', () => {
    expect(seatsTaken(event)).toBe(8);
    expect(capacityChange(event, 10)).toEqual({
      ok: true,
      spotsTotal: 10,
      spotsLeft: 2,
      added: -10,
    });
    expect(capacityChange(event, 8)).toEqual({ ok: true, spotsTotal: 8, spotsLeft: 0, added: -12 });
    expect(capacityChange(event, 25)).toMatchObject({ ok: true, spotsLeft: 17, added: 5 });
  });
  it('refuses a capacity below the seats sold and held', () => {
    expect(capacityChange(event, 7)).toEqual({
      ok: false,
      reason: '8 seats are sold or held: capacity cannot go below 8.',
    });
  });
});

describe('eventStatusRefusal', () => {
  it('publishes drafts, unpublishes only unbooked events, never revives a cancelled one', () => {
    expect(eventStatusRefusal('draft', 'published', 0)).toBeNull();
    expect(eventStatusRefusal('published', 'draft', 0)).toBeNull();
    expect(eventStatusRefusal('published', 'draft', 1)).toMatch(/cancel it instead/);
    expect(eventStatusRefusal('published', 'cancelled', 5)).toBeNull();
    expect(eventStatusRefusal('cancelled', 'published', 0)).toMatch(/cannot be changed/);
  });
});

describe('needsChangeNotice', () => {
  const before = {
    event_date: '2030-01-05',
    event_time: '11:00',
    address: 'Rua 1',
    venue_id: 'v1',
  };
  it('is true for a date, time, place or venue change only', () => {
    expect(needsChangeNotice(before, { event_time: '12:00' })).toBe(true);
    expect(needsChangeNotice(before, { venue_id: 'v2' })).toBe(true);
    expect(needsChangeNotice(before, { event_date: '2030-01-05' })).toBe(false);
    expect(needsChangeNotice(before, {})).toBe(false);
  });
});

describe('eventInputSchema', () => {
  it('names what is wrong with a price, a capacity and a title', () => {
    const result = eventInputCheckedSchema.safeParse({ title: ' ', price: 12.345, spots_total: 0 });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'price', 'spots_total', 'event_date']));
  });
  it('caps a copy title at 200 characters', () => {
    expect(duplicateTitle('Brunch')).toBe('Brunch (copy)');
    expect(duplicateTitle('x'.repeat(200))).toHaveLength(200);
  });
});
