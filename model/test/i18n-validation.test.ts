// Issue 37: the schemas' validation errors in Portuguese. Their translations are constants (no
// arguments), so each must state the same numbers as its English text (a bound changed in a
// schema fails here until the translation follows).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator, type CompiledCatalogue } from '../src/i18n/translator';
import { VALIDATION_TEXTS } from '../src/messages/validation';
import { venueFormSchema } from '../src/schemas/bookings';
import { eventInputCheckedSchema } from '../src/schemas/events';

const catalogue = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../src/i18n/compiled/pt-PT/validation.json'), 'utf8'),
) as CompiledCatalogue;
const { t } = createTranslator('pt-PT', [catalogue]);

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
const numbers = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));

describe('validation errors in Portuguese', () => {
  it('translates every text, with the English numbers', () => {
    for (const english of texts(VALIDATION_TEXTS)) {
      const portuguese = t(english);
      expect(portuguese, english).not.toBe(english);
      expect(numbers(portuguese), english).toEqual(numbers(english));
    }
  });

  it("gives a zod issue's message as its catalogue key", () => {
    const venue = venueFormSchema.safeParse({
      name: 'Café',
      address: 'Rua 1',
      postcode: '12',
      city: 'Lisboa',
      country: '',
    });
    expect(venue.success).toBe(false);
    expect(t(venue.error!.issues[0]!.message)).toBe('Introduza um código postal como 1200-109.');
    const event = eventInputCheckedSchema.safeParse({ title: '', title_pt: ' ' });
    const titled = event.error!.issues.find((issue) => issue.path[0] === 'title');
    expect(t(titled!.message)).toBe('Dê um título ao evento.');
  });
});
