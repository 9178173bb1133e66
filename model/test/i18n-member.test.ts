import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator, type CompiledCatalogue } from '../src/i18n/translator';
import { guestCountLabel } from '../src/messages/common';
import { offerBannerText, waitlistPartyLabel } from '../src/messages/waitlist';
import { metAtTable } from '../src/messages/connections';
import { TABLE_CHAT_TEXTS, TABLE_SYSTEM_TEXTS } from '../src/messages/table-chats';
import { accountDeletedRefunds } from '../src/messages/privacy';

const compiled = (area: string) =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../src/i18n/compiled/pt-PT/${area}.json`), 'utf8'),
  ) as CompiledCatalogue;

// The member screens' texts with arguments: Portuguese plurals, days and the empty-address case.
describe('member texts in Portuguese', () => {
  const { t } = createTranslator(
    'pt-PT',
    ['common', 'profile', 'waitlist', 'connections', 'table-chats', 'privacy'].map(compiled),
  );

  it('agree in number', () => {
    expect(t(guestCountLabel, 1)).toBe('1 pessoa');
    expect(t(guestCountLabel, 3)).toBe('3 pessoas');
    expect(t(waitlistPartyLabel, 1)).toBe('para 1 lugar');
    expect(t(waitlistPartyLabel, 2)).toBe('para 2 lugares');
    expect(t(offerBannerText, 2, '14:35', 'Garden Brunch')).toBe(
      '2 lugares em Garden Brunch estão reservados para si até às 14:35.',
    );
    expect(t(accountDeletedRefunds, 0, '0,00 €')).toBe('');
    expect(t(accountDeletedRefunds, 1, '25,00 €')).toBe(
      '1 reserva futura foi cancelada; 25,00 € vai ser-lhe devolvido.',
    );
  });

  it('name the day in Portuguese and leave out a missing address', () => {
    expect(t(metAtTable, 3, 'Alfama Terrace', '2026-12-14')).toBe(
      'Mesa 3 em Alfama Terrace, segunda 14 dez.',
    );
    expect(t(TABLE_CHAT_TEXTS.day, 'not a date')).toBe('not a date');
    expect(t(TABLE_SYSTEM_TEXTS.address, 'Café', ' ')).toBe('O brunch de hoje é no Café.');
    expect(t(TABLE_SYSTEM_TEXTS.address, 'Café', 'Rua A')).toBe(
      'O brunch de hoje é no Café, Rua A.',
    );
  });

  it('stay the spec texts in English', () => {
    const en = createTranslator('en');
    expect(en.t(metAtTable, 3, 'Alfama Terrace', '2026-12-14')).toBe(
      'Table 3 at Alfama Terrace, Mon 14 Dec',
    );
    expect(en.t(waitlistPartyLabel, 1)).toBe('for 1 seat');
  });
});
