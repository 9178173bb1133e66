// Issue 39 item 2: the event form fills from the partner venue; venues state their access
// features; a host's rating is derived from reviews (no reviews: no rating).
import { describe, expect, it } from 'vitest';
import {
  hostCopyOf,
  hostRating,
  NO_ACCESSIBILITY_STATED,
  refillFromVenue,
  venueFactsOf,
  venueFormSchema,
  venueSchema,
  type VenueDoc,
  type VenueFacts,
} from '../src';

const blank: VenueFacts = {
  location_name: '',
  address: '',
  city: 'Lisbon',
  country: 'Portugal',
  accessibility: NO_ACCESSIBILITY_STATED,
};
const casa: VenueDoc = {
  name: 'Casa Sol',
  address: 'Rua de São Bento 210',
  postcode: '1200-109',
  city: 'Lisbon',
  country: 'Portugal',
  partner_user_id: null,
  accessibility: { ...NO_ACCESSIBILITY_STATED, step_free_access: true, quiet_area: true },
};
const porto: VenueDoc = {
  name: 'Mercado',
  address: 'Rua das Flores 5',
  postcode: '4050-262',
  city: 'Porto',
  country: 'Portugal',
  partner_user_id: null,
  accessibility: { ...NO_ACCESSIBILITY_STATED, accessible_toilet: true },
};

describe('venueFactsOf', () => {
  it('gives the venue name, the street line with postcode and the stated access', () => {
    expect(venueFactsOf(casa)).toEqual({
      location_name: 'Casa Sol',
      address: 'Rua de São Bento 210, 1200-109',
      city: 'Lisbon',
      country: 'Portugal',
      accessibility: casa.accessibility,
    });
  });
  it('states nothing for a venue written before venues stated access', () => {
    const { accessibility: _, ...old } = casa;
    expect(venueFactsOf(old).accessibility).toEqual(NO_ACCESSIBILITY_STATED);
  });
});

describe('refillFromVenue', () => {
  it('fills a blank form from the chosen venue', () => {
    expect(refillFromVenue({ ...blank, title: 'Sunday' }, blank, venueFactsOf(casa))).toEqual({
      ...venueFactsOf(casa),
      title: 'Sunday',
    });
  });
  it('keeps what the organiser typed or ticked when the venue is chosen', () => {
    const typed = {
      ...blank,
      location_name: 'The garden room',
      accessibility: { ...NO_ACCESSIBILITY_STATED, dietary_options: true },
    };
    const filled = refillFromVenue(typed, blank, venueFactsOf(casa));
    expect(filled.location_name).toBe('The garden room');
    expect(filled.address).toBe('Rua de São Bento 210, 1200-109');
    expect(filled.accessibility).toEqual({
      step_free_access: true,
      accessible_toilet: false,
      quiet_area: true,
      dietary_options: true,
    });
  });
  it("on a venue change replaces only what still equals the previous venue's values", () => {
    const fromCasa = { ...venueFactsOf(casa), address: 'Rua de São Bento 210, 2nd floor' };
    fromCasa.accessibility = { ...fromCasa.accessibility, quiet_area: false };
    const next = refillFromVenue(fromCasa, venueFactsOf(casa), venueFactsOf(porto));
    expect(next.location_name).toBe('Mercado');
    expect(next.city).toBe('Porto');
    expect(next.address).toBe('Rua de São Bento 210, 2nd floor');
    // step-free came from Casa (replaced by Porto's "not stated"); quiet area was unticked by hand.
    expect(next.accessibility).toEqual({
      step_free_access: false,
      accessible_toilet: true,
      quiet_area: false,
      dietary_options: false,
    });
  });
  it('changes nothing when the venue is removed', () => {
    const values = venueFactsOf(casa);
    expect(refillFromVenue(values, venueFactsOf(casa), null)).toBe(values);
  });
});

describe('venue accessibility', () => {
  it('is stated as four booleans in the document and the console form', () => {
    expect(venueSchema.safeParse(casa).success).toBe(true);
    expect(
      venueSchema.safeParse({ ...casa, accessibility: { step_free_access: true } }).success,
    ).toBe(false);
    const form = {
      name: 'Casa Sol',
      address: 'Rua 1',
      postcode: '1200-109',
      city: 'Lisbon',
      country: '',
    };
    expect(venueFormSchema.parse(form).accessibility).toEqual(NO_ACCESSIBILITY_STATED);
    const stated = { ...NO_ACCESSIBILITY_STATED, quiet_area: true };
    expect(venueFormSchema.parse({ ...form, accessibility: stated }).accessibility).toEqual(stated);
    expect(
      venueFormSchema.safeParse({ ...form, accessibility: { quiet_area: 'yes' } }).success,
    ).toBe(false);
  });
});

describe('hostRating and hostCopyOf', () => {
  it('is the mean to one decimal, and no rating (never 0) without reviews', () => {
    expect(hostRating(0, 0)).toBeNull();
    expect(hostRating(9, 2)).toBe(4.5);
    expect(hostRating(14, 3)).toBe(4.7);
    expect(hostRating(5, 1)).toBe(5);
  });
  it("copies the host's name, photo and derived rating; no host copies nothing", () => {
    const host = { name: 'Rita', photo_url: 'https://x/r.jpg', rating_sum: 0, rating_count: 0 };
    expect(hostCopyOf(host)).toEqual({
      host_name: 'Rita',
      host_avatar: 'https://x/r.jpg',
      host_rating: null,
    });
    expect(hostCopyOf({ ...host, rating_sum: 8, rating_count: 2 }).host_rating).toBe(4);
    expect(hostCopyOf(null)).toEqual({ host_name: null, host_avatar: null, host_rating: null });
  });
});
