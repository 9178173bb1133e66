import { describe, expect, it } from 'vitest';
import {
  attendees,
  avatarInitials,
  spotsAvailability,
  spotsLeftLabel,
  descriptionParagraphs,
  discoverCandidates,
  discoverCard,
  distinctCities,
  eventInfoVariant,
  filterPlaces,
  formatEventDate,
  formatEventTime,
  formatStoryDate,
  isUpcoming,
  nextCardIndex,
  parseDateString,
  placeView,
  upcomingEvents,
} from '../src/index';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('dates', () => {
  it('formats story dates in English, UTC', () => {
    expect(formatStoryDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatStoryDate(new Date('2025-01-05T23:30:00Z'))).toBe('Jan 5, 2025');
    expect(formatStoryDate({ toDate: () => new Date('2024-12-31T00:00:00Z') })).toBe(
      'Dec 31, 2024',
    );
    expect(formatStoryDate(null)).toBe('');
    expect(formatStoryDate('not a date')).toBe('');
  });
  it('formats event dates and times for cards', () => {
    expect(formatEventDate('2025-12-06')).toBe('Sat, Dec 6, 2025');
    expect(formatEventDate('2025-13-01')).toBe('');
    expect(formatEventTime('11:00')).toBe('11:00');
    expect(formatEventTime('09:30:00')).toBe('09:30');
  });
  it('writes every day of 2024–2026 as Intl en-US (UTC) would', () => {
    const story = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const event = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const text = date.toISOString().slice(0, 10);
      expect(formatStoryDate(text)).toBe(story.format(date));
      expect(formatEventDate(text)).toBe(event.format(date));
    }
  });
  it('rejects impossible calendar days', () => {
    expect(parseDateString('2025-02-29')).toBeNull();
    expect(parseDateString('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('events', () => {
  const events = [
    { id: 'late', event_date: '2026-07-01', event_time: '11:00' },
    { id: 'past', event_date: '2026-06-14', event_time: '11:00' },
    { id: 'today-late', event_date: '2026-06-15', event_time: '13:00' },
    { id: 'today-early', event_date: '2026-06-15', event_time: '10:00' },
    { id: 'later', event_date: '2026-08-01', event_time: '10:00' },
  ];
  it('derives attendees', () => {
    expect(attendees({ spots_total: 20, spots_left: 5 })).toBe(15);
    expect(attendees({ spots_total: 20, spots_left: 20 })).toBe(0);
  });
  it('counts today as upcoming', () => {
    expect(isUpcoming({ event_date: '2026-06-15' }, '2026-06-15')).toBe(true);
    expect(isUpcoming({ event_date: '2026-06-14' }, '2026-06-15')).toBe(false);
  });
  it('lists the next 3 upcoming events, soonest first', () => {
    expect(upcomingEvents(events, '2026-06-15').map((event) => event.id)).toEqual([
      'today-early',
      'today-late',
      'late',
    ]);
  });
  it('splits descriptions at blank lines', () => {
    expect(descriptionParagraphs('One\nline two\n\n  Two  \r\n\r\nThree\n\n\n')).toEqual([
      'One\nline two',
      'Two',
      'Three',
    ]);
  });
  it('chooses the fixed information card from the title', () => {
    expect(eventInfoVariant('Halloween Brunch Party')).toBe('halloween');
    expect(eventInfoVariant('Brunch & New Friends')).toBe('new-friends');
    expect(eventInfoVariant('Sunday Brunch')).toBeNull();
  });
});

describe('discover', () => {
  it('fills the defaults', () => {
    expect(discoverCard({ id: 'u1' }, NOW)).toEqual({
      id: 'u1',
      name: 'Anonymous',
      age: 28,
      location: 'Unknown',
      bio: 'No bio yet',
      job: 'Professional',
      distance: 'Nearby',
      interests: [],
      photos: [],
    });
  });
  it('uses the profile values and the gallery photos', () => {
    const card = discoverCard(
      {
        id: 'u2',
        display_name: 'Ana',
        birth_year: 1996,
        currently_living_in: 'Lisbon',
        bio: 'Hi',
        job_title: 'Chef',
        interests: ['yoga'],
        photo_url: '/p.jpg',
      },
      NOW,
      ['/p.jpg', '/g1.jpg'],
    );
    expect(card).toMatchObject({
      name: 'Ana',
      age: 30,
      location: 'Lisbon',
      job: 'Chef',
      photos: ['/p.jpg', '/g1.jpg'],
    });
  });
  it('shows others with a photo and a name, at most 20', () => {
    const profiles = [
      { id: 'me', photo_url: '/a', display_name: 'Me' },
      { id: 'nophoto', photo_url: null, display_name: 'X' },
      { id: 'noname', photo_url: '/b', display_name: null },
      ...Array.from({ length: 25 }, (_, index) => ({
        id: `u${index}`,
        photo_url: '/c',
        display_name: 'U',
      })),
    ];
    const shown = discoverCandidates(profiles, 'me');
    expect(shown).toHaveLength(20);
    expect(shown[0]?.id).toBe('u0');
  });
  it('never shows a member blocked either way, nor a suspended member (issue 36 §4)', () => {
    const profiles = ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      photo_url: `/${id}.jpg`,
      display_name: id.toUpperCase(),
      suspended: id === 'c',
    }));
    expect(discoverCandidates(profiles, 'me', 20, new Set(['b'])).map((p) => p.id)).toEqual([
      'a',
      'd',
    ]);
  });
  it('wraps to the first card', () => {
    expect(nextCardIndex(0, 3)).toBe(1);
    expect(nextCardIndex(2, 3)).toBe(0);
    expect(nextCardIndex(0, 0)).toBe(0);
  });
});

describe('places', () => {
  it('fills the defaults', () => {
    expect(placeView({ id: 'p', name: 'Café' })).toMatchObject({
      city: 'Unknown',
      rating: 4.5,
      review_count: 0,
      price_range: '€€',
      image: '/images/placeholder-place.svg',
      is_partner: false,
      description: '',
    });
  });
  it('keeps given values, including a zero rating', () => {
    expect(
      placeView({
        id: 'p',
        name: 'Café',
        city: 'Porto',
        rating: 0,
        review_count: 3,
        price_range: '€€€',
      }),
    ).toMatchObject({
      city: 'Porto',
      rating: 0,
      review_count: 3,
      price_range: '€€€',
    });
  });
  it('filters by name or description and by city', () => {
    const places = [
      { name: 'Sunny Side', description: 'Eggs', city: 'Lisbon' },
      { name: 'Porto Pancakes', description: 'Fluffy EGGS', city: 'Porto' },
      { name: 'Green Bowl', description: 'Vegan', city: 'Lisbon' },
    ];
    expect(filterPlaces(places, 'eggs', 'all').map((p) => p.name)).toEqual([
      'Sunny Side',
      'Porto Pancakes',
    ]);
    expect(filterPlaces(places, 'eggs', 'Lisbon').map((p) => p.name)).toEqual(['Sunny Side']);
    expect(filterPlaces(places, '', 'Lisbon')).toHaveLength(2);
    expect(distinctCities(places)).toEqual(['Lisbon', 'Porto']);
  });
});

describe('avatarInitials', () => {
  it('takes the first two letters, upper-case, else U', () => {
    expect(avatarInitials('anna@example.com')).toBe('AN');
    expect(avatarInitials('x@y.z')).toBe('X@');
    expect(avatarInitials('')).toBe('U');
    expect(avatarInitials(null)).toBe('U');
  });
});

describe('spots line of event cards (issue 17 §10: scarcity and sold out)', () => {
  it('reads sold out, scarce under 20 % of the seats, else open', () => {
    expect(spotsLeftLabel({ spots_left: 0, spots_total: 12 })).toBe('Sold out');
    expect(spotsAvailability({ spots_left: 0, spots_total: 12 })).toBe('sold-out');
    expect(spotsLeftLabel({ spots_left: 1, spots_total: 20 })).toBe('Only 1 spot left');
    expect(spotsAvailability({ spots_left: 3, spots_total: 20 })).toBe('scarce');
    expect(spotsAvailability({ spots_left: 4, spots_total: 20 })).toBe('open');
    expect(spotsLeftLabel({ spots_left: 14, spots_total: 20 })).toBe('14 spots left');
  });
});
