import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishT } from '../src/i18n/message';
import { createTranslator, type CompiledCatalogue } from '../src/i18n/translator';
import { refundPolicyNote } from '../src/messages/policy';
import { codeEffect, memberPriceHint } from '../src/messages/pricing';
import { refundPolicyText } from '../src/rules/policy';

const compiled = (area: string) =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../src/i18n/compiled/pt-PT/${area}.json`), 'utf8'),
  ) as CompiledCatalogue;

// The booking dialog's policy and code texts (issue 39 items 3–4) in the guest's language.
describe('refund terms and a code in Portuguese and English', () => {
  const { t } = createTranslator('pt-PT', ['policy', 'pricing'].map(compiled));

  it('states the refund window and what comes back after it', () => {
    expect(t(refundPolicyNote, 48, 0)).toBe(
      'Reembolso total se cancelar até 48 horas antes do início do brunch; sem reembolso depois disso. Os lugares voltam ao evento em qualquer caso.',
    );
    expect(t(refundPolicyNote, 1, 50)).toBe(
      'Reembolso total se cancelar até 1 hora antes do início do brunch; 50 % devolvido depois disso. Os lugares voltam ao evento em qualquer caso.',
    );
    expect(t(refundPolicyNote, 0, 0)).toBe(
      'Reembolso total se cancelar antes do início do brunch. Os lugares voltam ao evento em qualquer caso.',
    );
  });

  it('keeps the English texts exactly', () => {
    const terms = { refund_window_hours: 72, late_refund_percent: 25 };
    expect(englishT(refundPolicyNote, 72, 25)).toBe(refundPolicyText(terms));
    expect(englishT(codeEffect, 600, 'BRUNCH20')).toBe('€6.00 off with BRUNCH20');
  });

  it("shows a code's effect in euros the Portuguese way", () => {
    expect(t(codeEffect, 600, 'BRUNCH20')).toBe('6,00\u00a0€ de desconto com BRUNCH20');
  });

  it('hints the member price in euros the Portuguese way', () => {
    expect(englishT(memberPriceHint, 1800)).toBe('Members pay €18.00');
    expect(t(memberPriceHint, 1800)).toBe('Membros pagam 18,00\u00a0€');
  });
});
