// The organiser's event form (issue 23): what was typed stays as typed, every bad field gets the
// model's message, and an edit sends only what changed.
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  EMPTY_EVENT_FORM,
  formValuesOf,
  readEventForm,
} from '../src/features/admin-events/event-form-values';

const filled = {
  ...EMPTY_EVENT_FORM,
  title: 'Riverside Brunch',
  event_date: '2030-06-01',
  location_name: 'Cais Café',
  spots_total: '12',
  price: '18,50',
};

describe('readEventForm', () => {
  it('names each bad field and leaves the values alone', () => {
    const values = { ...filled, title: '  ', spots_total: 'twelve', price: '0.1' };
    const read = readEventForm(values);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      title: 'Give the event a title.',
      spots_total: 'Give the number of seats.',
      price: 'The price is at least €0.50.',
    });
    expect(values.spots_total).toBe('twelve');
  });

  it('takes a title in one language, Portuguese or English, and both descriptions (issue 37.3)', () => {
    const portuguese = readEventForm({
      ...filled,
      title: '',
      title_pt: 'Brunch à Beira-Rio',
      description_pt: 'Pastelaria junto ao rio.',
    });
    expect(portuguese).toMatchObject({
      ok: true,
      input: {
        title: '',
        title_pt: 'Brunch à Beira-Rio',
        description_pt: 'Pastelaria junto ao rio.',
      },
    });
    expect(readEventForm({ ...filled, title: ' ', title_pt: ' ' })).toMatchObject({
      ok: false,
      errors: { title: 'Give the event a title.' },
    });
  });

  it('reads numbers (a decimal comma too) and empty optional fields as null', () => {
    const read = readEventForm(filled);
    expect(read).toMatchObject({
      ok: true,
      input: { spots_total: 12, price: 18.5, image_url: null, host_id: null, venue_id: null },
    });
  });
});

describe('changedFields', () => {
  it('sends only what the organiser changed', () => {
    const before = readEventForm(filled);
    if (!before.ok) throw new Error('fixture does not parse');
    const values = formValuesOf(before.input);
    const after = readEventForm({
      ...values,
      event_time: '12:30',
      accessibility: { ...values.accessibility, quiet_area: true },
    });
    if (!after.ok) throw new Error('edit does not parse');
    expect(changedFields(before.input, after.input)).toEqual({
      event_time: '12:30',
      accessibility: { ...values.accessibility, quiet_area: true },
    });
  });
});

describe('the host (issue 39)', () => {
  it('is sent as the picked host id, never a typed name or rating', () => {
    const read = readEventForm({ ...filled, host_id: 'h1' });
    if (!read.ok) throw new Error('fixture does not parse');
    expect(read.input.host_id).toBe('h1');
    expect(Object.keys(read.input)).not.toContain('host_rating');
    expect(Object.keys(read.input)).not.toContain('host_name');
    expect(formValuesOf(read.input).host_id).toBe('h1');
  });
});
