import { describe, expect, it } from 'vitest';
import {
  chooseLocale,
  formatEuros,
  formatEventDate,
  formatEventWhen,
  formatCityDateTime,
  formatMoney,
  formatPercent,
  formatStoryDate,
  localeOfTag,
} from '../src/index';

// Issue 37 item 2: the exact strings (Node's ICU; the web and the functions make the same calls).
describe('locale-aware formatting', () => {
  it('writes money per language, English unchanged', () => {
    expect(formatMoney(2500, 'pt-PT')).toBe('25,00\u00a0€');
    expect(formatMoney(2500, 'en')).toBe('€25.00');
    expect(formatMoney(2500)).toBe(formatEuros(2500));
    expect(formatMoney(-1250, 'en')).toBe('-€12.50');
    expect(formatMoney(123456, 'pt-PT')).toBe('1234,56\u00a0€');
  });

  it("writes a moment as the city's date and time per language", () => {
    const moment = new Date('2026-07-05T12:30:00Z');
    expect(formatCityDateTime(moment, 'en')).toBe('5 Jul 2026, 13:30');
    expect(formatCityDateTime(moment, 'pt-PT')).toBe('05/07/2026, 13:30');
  });

  it('writes a percentage per language', () => {
    expect(formatPercent(8.25, 'en')).toBe('8.3%');
    expect(formatPercent(8.25, 'pt-PT')).toBe('8,3%');
    expect(formatPercent(100, 'pt-PT')).toBe('100,0%');
  });

  it("writes an event's day and start per language", () => {
    expect(formatEventWhen('2025-12-14', '11:00', 'pt-PT')).toBe('dom., 14 de dez. · 11:00');
    expect(formatEventWhen('2025-12-14', '11:00:00', 'en')).toBe('Sun, Dec 14 · 11:00');
    expect(formatEventWhen('2025-12-14', '11:00')).toBe('Sun, Dec 14 · 11:00');
    expect(formatEventWhen('not a date', '11:00', 'pt-PT')).toBe('');
  });

  it('writes dates with the year per language, English unchanged', () => {
    expect(formatEventDate('2025-12-06')).toBe('Sat, Dec 6, 2025');
    expect(formatEventDate('2025-12-06', 'en')).toBe('Sat, Dec 6, 2025');
    expect(formatEventDate('2025-12-06', 'pt-PT')).toBe('sáb., 6 de dez. de 2025');
    expect(formatStoryDate('2025-01-05', 'pt-PT')).toBe('5 de jan. de 2025');
    expect(formatStoryDate('2025-01-05')).toBe('Jan 5, 2025');
  });
});

describe('choosing the language', () => {
  it("takes the profile's, else the browser's first known language, else Portuguese", () => {
    expect(chooseLocale('en', ['pt-PT'])).toBe('en');
    expect(chooseLocale('pt-PT', ['en-US'])).toBe('pt-PT');
    expect(chooseLocale(null, ['de-DE', 'en-US', 'pt-PT'])).toBe('en');
    expect(chooseLocale(undefined, ['pt-BR'])).toBe('pt-PT');
    expect(chooseLocale('fr', ['fr-FR'])).toBe('pt-PT');
    expect(chooseLocale(null, [])).toBe('pt-PT');
  });

  it('maps browser tags to our languages', () => {
    expect(localeOfTag('pt')).toBe('pt-PT');
    expect(localeOfTag('EN_gb')).toBe('en');
    expect(localeOfTag('es')).toBeNull();
  });
});
