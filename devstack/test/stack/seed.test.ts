import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, QUESTION_CATEGORIES, STORY_CATEGORIES } from '@brunchers/model';
import { buildSeedPlan, DEMO_ACCOUNTS } from '../../src/seed/index.js';
import { WARM } from '../../src/seed/event-images.js';
import { seedImages } from '../../src/seed/write-images.js';

const now = new Date('2026-03-10T09:00:00Z');
const plan = buildSeedPlan(now);
const docs = <T extends object = Record<string, unknown>>(collection: string) =>
  plan.writes
    .filter((w) => w.collection === collection)
    .map((w) => ({ id: w.id, ...w.data }) as unknown as T & { id: string });

describe('seed plan (validated with the model schemas)', () => {
  it('has at least 12 upcoming events in varied styles and prices, two nearly full, Halloween and New Friends', () => {
    const events = docs<
      Record<string, unknown> & {
        event_date: string;
        spots_left: number;
        spots_total: number;
        title: string;
      }
    >(COLLECTIONS.events).filter((e) => e.event_date > '2026-03-10');
    expect(events.length).toBeGreaterThanOrEqual(12);
    // One past event holds the seeded attended brunches; all the others are ahead.
    expect(docs<{ event_date: string }>(COLLECTIONS.events).length - events.length).toBe(1);
    expect(new Set(events.map((e) => e.style)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(events.map((e) => e.price)).size).toBeGreaterThanOrEqual(8);
    expect(events.filter((e) => e.spots_left > 0 && e.spots_left <= 2).length).toBe(2);
    expect(events.some((e) => e.title.includes('Halloween'))).toBe(true);
    expect(events.some((e) => e.title.includes('New Friends'))).toBe(true);
  });

  it('has venues with partner users, 15 brunch spots, 10 HTML stories in the four categories, 15 questions in the five categories', () => {
    const venues = docs<{ partner_user_id: string | null }>(COLLECTIONS.venues);
    expect(new Set(venues.map((v) => v.partner_user_id).filter(Boolean))).toEqual(
      new Set(['demo-partner-1', 'demo-partner-2']),
    );
    expect(docs(COLLECTIONS.brunchSpots)).toHaveLength(15);
    const stories = docs<{ category: string; content: string }>(COLLECTIONS.brunchStories);
    expect(stories).toHaveLength(10);
    expect(new Set(stories.map((s) => s.category))).toEqual(new Set(STORY_CATEGORIES));
    expect(stories.every((s) => /<p>.+<\/p>/.test(s.content))).toBe(true);
    const questions = docs<{ category: string }>(COLLECTIONS.selfDiscoveryQuestions);
    expect(questions).toHaveLength(15);
    expect(new Set(questions.map((q) => q.category))).toEqual(new Set(QUESTION_CATEGORIES));
  });

  it('has 20 member profiles with photos, plus the admin and two partners with roles and Auth users', () => {
    const members = docs<{ photo_url: string }>(COLLECTIONS.userProfiles).filter((p) =>
      p.id.startsWith('member-'),
    );
    expect(members).toHaveLength(20);
    expect(members.every((m) => m.photo_url.startsWith('/images/seed/members/'))).toBe(true);
    const roles = docs<{ user_id: string; role: string }>(COLLECTIONS.userRoles);
    expect(roles.map((r) => `${r.user_id}:${r.role}`).sort()).toEqual([
      'demo-admin:admin',
      'demo-partner-1:partner',
      'demo-partner-2:partner',
    ]);
    const users = new Map(plan.users.map((u) => [u.uid, u]));
    for (const account of DEMO_ACCOUNTS)
      expect(users.get(account.uid)).toMatchObject({
        email: account.email,
        password: account.password,
      });
    expect(users.get('demo-admin')?.role).toBe('admin');
    expect(plan.users.filter((u) => u.uid.startsWith('member-'))).toHaveLength(20);
  });

  it('points only at bundled images that exist under web/public', () => {
    const paths = new Set<string>();
    for (const write of plan.writes) {
      for (const value of Object.values(write.data))
        if (typeof value === 'string' && value.startsWith('/images/')) paths.add(value);
    }
    expect(paths.size).toBeGreaterThan(40);
    const generated = seedImages();
    for (const path of paths) {
      // Seed pictures are drawn by the seed; the others are the app's own (e.g. /images/events/).
      if (path.startsWith('/images/seed/')) expect(generated.has(path), path).toBe(true);
      expect(existsSync(new URL(`../../../web/public${path}`, import.meta.url)), path).toBe(true);
    }
  });

  it('keeps no seed picture under web/public that nothing draws (write-images.ts removes them)', () => {
    const dir = new URL('../../../web/public/images/seed/', import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.svg'),
    );
    expect(files.map((f) => `/images/seed/${f}`).sort()).toEqual([...seedImages().keys()].sort());
    for (const [path, svg] of seedImages())
      expect(
        readFileSync(new URL(`../../../web/public${path}`, import.meta.url), 'utf8'),
        path,
      ).toBe(svg);
  });

  it('gives events pictures in the app palette: the Halloween picture for Halloween, every event a different one', () => {
    // Every event that can be listed (the upcoming ones) has its own picture.
    const events = docs<{ title: string; image_url: string; event_date: string }>(
      COLLECTIONS.events,
    ).filter((e) => e.event_date > '2026-03-10');
    expect(events.find((e) => e.title.includes('Halloween'))?.image_url).toBe(
      '/images/events/halloween.svg',
    );
    expect(new Set(events.map((e) => e.image_url)).size).toBe(events.length);
    // The seed's colours are exactly the colour tokens of the app's stylesheet.
    const css = readFileSync(new URL('../../../web/src/styles.css', import.meta.url), 'utf8');
    const tokens = new Set(
      [...css.matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]!.toLowerCase()),
    );
    for (const colour of Object.values(WARM)) expect(tokens.has(colour), colour).toBe(true);
    const generated = seedImages();
    for (const { image_url } of events.filter((e) => e.image_url.startsWith('/images/seed/'))) {
      const colours = generated.get(image_url)!.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
      expect(colours.length, image_url).toBeGreaterThan(5);
      for (const colour of colours)
        expect(tokens.has(colour.toLowerCase()), `${image_url} ${colour}`).toBe(true);
    }
  });

  it('uses unique document ids per collection', () => {
    const keys = plan.writes.map((w) => `${w.collection}/${w.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
