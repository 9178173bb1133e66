import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DOCUMENT_SCHEMAS,
  InvalidDocumentError,
  documentConverter,
  type VenueDoc,
} from '../src';

const snapshot = (path: string, data: unknown) => ({ ref: { path }, data: () => data });
const venue: VenueDoc = {
  name: 'Café Sol',
  city: 'Porto',
  country: 'Portugal',
  partner_user_id: null,
};

describe('typed documents', () => {
  it('have a schema for every collection but the bookkeeping ones', () => {
    const untyped = Object.keys(COLLECTIONS).filter((key) => !(key in DOCUMENT_SCHEMAS));
    expect(untyped.sort()).toEqual(['checkoutRateLimits', 'mailCounters', 'stripeCustomers']);
  });

  it('read a stored document as its type', () => {
    const read = documentConverter('venues').fromFirestore(snapshot('venues/v1', venue));
    expect(read).toEqual(venue);
  });

  it('refuse a document that drifted from its schema, naming the path and the fields', () => {
    const read = () =>
      documentConverter('venues').fromFirestore(snapshot('venues/v1', { ...venue, name: 7 }));
    expect(read).toThrow(InvalidDocumentError);
    expect(read).toThrow(/^venues\/v1 does not match its schema: name: /);
  });

  it('write what they are given', () => {
    expect(documentConverter('venues').toFirestore(venue)).toBe(venue);
  });
});
