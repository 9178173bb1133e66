import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledFiles } from '../scripts/compile-catalogues';
import { compileArea } from '../src/i18n/compile';
import { msg } from '../src/i18n/message';
import { createTranslator } from '../src/i18n/translator';

const i18nDir = resolve(import.meta.dirname, '../src/i18n');
const messagesDir = resolve(import.meta.dirname, '../src/messages');

// Issue 37 item 5: a key in one language and not the other fails here (and in npm run i18n:compile).
describe('translation catalogues', () => {
  it('match their English modules key for key, and the compiled files are up to date', async () => {
    const files = await compiledFiles();
    expect(files.size).toBeGreaterThan(0);
    for (const [path, text] of files) {
      expect(readFileSync(join(i18nDir, path), 'utf8'), `${path}: run npm run i18n:compile`).toBe(
        text,
      );
    }
  });

  it('name every msg() text <area>.<export>, translated or not', async () => {
    for (const file of readdirSync(messagesDir)) {
      const area = file.replace(/\.ts$/, '');
      const english = (await import(`../src/messages/${area}.ts`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(english)) {
        const id = (value as { messageId?: string } | null)?.messageId;
        if (id !== undefined) expect(id, `${area}.${name}`).toBe(`${area}.${name}`);
      }
    }
  });

  it('fails on a missing key, an extra key, an argument in a constant and a bad message', () => {
    const english = {
      TITLE: 'Title',
      TOAST: { title: 'Saved', description: 'All good' },
      count: msg('demo.count', (n: number) => `${n} seats`),
    };
    expect(
      compileArea('demo', english, { TITLE: 'Título', TOAST: { title: 'Gravado' } }).problems,
    ).toEqual(['TOAST.description: missing translation', 'count: missing translation']);
    expect(
      compileArea('demo', english, {
        TITLE: 'Título {0}',
        TOAST: { title: 'Gravado', description: 'Tudo bem', extra: 'x' },
        count: '{0, plural, one {# lugar',
        GONE: 'x',
      }).problems,
    ).toEqual([
      "TITLE: a constant's translation has an argument",
      'TOAST.extra: not in English',
      expect.stringMatching(/^count: invalid ICU message/),
      'GONE: not in English',
    ]);
  });

  it('translates constants, objects and msg() texts, and leaves unknown texts in English', () => {
    const english = {
      TITLE: 'Title',
      TOAST: { title: 'Saved', href: '/x' },
      count: msg('demo.count', (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`),
    };
    const { catalogue, problems } = compileArea('demo', english, {
      TITLE: 'Título',
      TOAST: { title: 'Gravado' },
      count: '{0, plural, one {# lugar} other {# lugares}}',
    });
    expect(problems).toEqual([]);
    const { t } = createTranslator('pt-PT', [catalogue]);
    expect(t(english.TITLE)).toBe('Título');
    expect(t(english.TOAST)).toEqual({ title: 'Gravado', href: '/x' });
    expect(t(english.count, 1)).toBe('1 lugar');
    expect(t(english.count, 3)).toBe('3 lugares');
    expect(t('Not in the catalogue')).toBe('Not in the catalogue');
    const en = createTranslator('en');
    expect(en.t(english.count, 1)).toBe('1 seat');
    expect(en.t(english.TOAST)).toBe(english.TOAST);
  });
});

describe('the Portuguese catalogue', () => {
  const compiled = readdirSync(join(i18nDir, 'compiled/pt-PT')).map(
    (file) => JSON.parse(readFileSync(join(i18nDir, 'compiled/pt-PT', file), 'utf8')) as object,
  );
  const { t } = createTranslator('pt-PT', compiled as Record<string, unknown>[]);

  it('formats money and plurals the Portuguese way', async () => {
    const booking = await import('../src/messages/booking');
    expect(t(booking.payLabel, 2500)).toBe('Pagar 25,00\u00a0€');
    expect(booking.payLabel(2500)).toBe('Pay €25.00');
    expect(t(booking.keepGuestsLabel, 0)).toBe('Cancelar a reserva toda');
    expect(t(booking.keepGuestsLabel, 1)).toBe('Manter 1 pessoa');
    expect(t(booking.keepGuestsLabel, 3)).toBe('Manter 3 pessoas');
    expect(t(booking.confirmCancelLabel, 0, 4)).toBe('Sim, cancelar a reserva');
    expect(t(booking.confirmCancelLabel, 2, 1)).toBe('Libertar 1 lugar');
    expect(t(booking.confirmCancelLabel, 1, 3)).toBe('Libertar 3 lugares');
    expect(t(booking.INFORMATION_REQUIRED)).toEqual({
      title: 'Faltam dados',
      description: 'Indique o nome e o e-mail para continuar.',
    });
    const waitlist = await import('../src/messages/waitlist');
    expect(t(waitlist.offerBannerText, 2, '14:35', 'Brunch no Jardim')).toBe(
      '2 lugares em Brunch no Jardim estão reservados para si até às 14:35.',
    );
  });
});
