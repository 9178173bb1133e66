// sharePage on the public lists (issue 37): /places and /stories answer with the site's tags in
// the link's language, Portuguese unless it asks for English (?lang=en), as /event does. No
// document is read: the database is never touched.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { handleSharePage } from '../../src/share/sharePage.handler.js';

const SHELL =
  '<!doctype html><html lang="pt-PT"><head><!-- page-meta --><title>old</title><!-- /page-meta --></head></html>';
const deps = {
  db: {} as Firestore,
  origin: 'https://brunchers.example',
  shell: () => Promise.resolve(SHELL),
  clock: () => new Date('2026-11-29T12:00:00Z'),
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('sharePage on /places and /stories', () => {
  it('speaks Portuguese by default and English on ?lang=en, indexable', async () => {
    for (const path of ['/places', '/stories', '/stories/']) {
      const portuguese = (await handleSharePage({ method: 'GET', path }, deps)).body;
      expect(portuguese).toContain('<html lang="pt-PT"');
      expect(meta(portuguese, 'og:locale')).toBe('pt_PT');
      expect(meta(portuguese, 'og:title')).toBe(
        'Brunchers · Brunches para conhecer pessoas na cidade',
      );
      const answer = await handleSharePage({ method: 'GET', path, lang: 'en' }, deps);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      const english = answer.body;
      expect(english).toContain('<html lang="en"');
      expect(meta(english, 'og:locale')).toBe('en_GB');
      expect(meta(english, 'og:locale:alternate')).toBe('pt_PT');
      expect(meta(english, 'og:title')).toBe('Brunchers · Social brunch events in your city');
      expect(meta(english, 'robots')).toBeNull();
    }
  });
});
