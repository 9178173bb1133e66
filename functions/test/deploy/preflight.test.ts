// The deploy preflight's checks, each with a failing fixture, and the repository's own Stripe
// events, rules and queries passing them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as model from '@brunchers/model';
import { STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import {
  checkHostingHeaders,
  checkParams,
  checkQueryIndexes,
  checkRules,
  checkStripeEvents,
} from '../../bin/preflight.js';
import { scanQueries, sourceFiles } from '../../bin/query-scan.js';
import { HANDLED_STRIPE_EVENTS } from '../../src/checkout/stripeWebhook.handler.js';

const repoFile = (path: string) =>
  readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('checkParams', () => {
  const params = [
    { name: 'APP_URL', type: 'string' },
    { name: 'MAIL_FROM', type: 'string', default: 'Brunchers <hello@brunchers.app>' },
    { name: 'STRIPE_SECRET_KEY', type: 'secret' },
  ];

  it('fails on a parameter without value or default, and a secret missing from the list', () => {
    expect(checkParams(params, 'prod', {}, new Set())).toEqual([
      'Parameter APP_URL has no value for project prod: set APP_URL=… in functions/.env.prod',
      'Secret STRIPE_SECRET_KEY is not set in project prod: firebase functions:secrets:set STRIPE_SECRET_KEY --project prod',
    ]);
    expect(checkParams(params, 'prod', { APP_URL: '' }, null)).toHaveLength(1);
  });

  it('passes with the value in the .env files and the secret listed (or no list given)', () => {
    const env = { APP_URL: 'https://brunchers.web.app' };
    expect(checkParams(params, 'prod', env, new Set(['STRIPE_SECRET_KEY']))).toEqual([]);
    expect(checkParams(params, 'prod', env, null)).toEqual([]);
  });
});

describe('checkStripeEvents', () => {
  it('fails on an event handled but not enabled, and one enabled but not handled', () => {
    expect(
      checkStripeEvents(
        ['checkout.session.completed', 'customer.subscription.created'],
        ['checkout.session.completed', 'charge.refunded'],
      ),
    ).toEqual([
      'Stripe event customer.subscription.created is handled by stripeWebhook but not in STRIPE_WEBHOOK_EVENTS: Stripe would never send it',
      'Stripe event charge.refunded is in STRIPE_WEBHOOK_EVENTS but stripeWebhook does not handle it',
    ]);
  });

  it("passes for the webhook's handled events and the model's list", () => {
    expect(checkStripeEvents(HANDLED_STRIPE_EVENTS, STRIPE_WEBHOOK_EVENTS)).toEqual([]);
  });
});

describe('checkRules', () => {
  it('fails on rules that do not compile, naming the file', () => {
    const [problem] = checkRules([
      { name: 'firestore.rules', source: "rules_version = '2';\nservice cloud.firestore { match " },
    ]);
    expect(problem).toMatch(/^firestore\.rules does not compile: /);
  });

  it("passes for the repository's rules", () => {
    expect(
      checkRules([
        { name: 'firestore.rules', source: repoFile('firestore.rules') },
        { name: 'storage.rules', source: repoFile('storage.rules') },
      ]),
    ).toEqual([]);
  });
});

describe('checkHostingHeaders', () => {
  it('fails on each missing security header', () => {
    expect(checkHostingHeaders({})).toEqual([
      'firebase.json hosting.headers lacks Content-Security-Policy',
      'firebase.json hosting.headers lacks Strict-Transport-Security',
      'firebase.json hosting.headers lacks Referrer-Policy',
      'firebase.json hosting.headers lacks X-Frame-Options or a Content-Security-Policy with frame-ancestors',
    ]);
  });

  it('passes with CSP (frame-ancestors), HSTS and Referrer-Policy', () => {
    const hosting = {
      headers: [
        {
          source: '**',
          headers: [
            { key: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors 'none'" },
            { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
            { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          ],
        },
      ],
    };
    expect(checkHostingHeaders(hosting)).toEqual([]);
  });
});

describe('checkQueryIndexes', () => {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const indexes = JSON.parse(repoFile('firestore.indexes.json')) as {
    indexes: Array<{ collectionGroup: string; fields: Array<{ fieldPath: string }> }>;
  };
  const repo = scanQueries(sourceFiles(repoRoot, ['functions/src', 'web/src']), model);
  const scan = (source: string, path = 'web/src/example.ts') =>
    scanQueries([{ path, source }], model);

  it("passes for the repository's queries, every one of which the scan follows", () => {
    expect(repo.unresolved).toEqual([]);
    // The registry walker's run-time single-field queries rely on automatic single-field indexes.
    if (repo.singleField.length > 0)
      expect((indexes as { fieldOverrides?: unknown[] }).fieldOverrides ?? []).toEqual([]);
    expect(repo.queries.length).toBeGreaterThan(50);
    expect(checkQueryIndexes(repo.queries, indexes)).toEqual([]);
  });

  it('fails, naming the file, line and query, once an index it needs is removed', () => {
    const withoutMailIndex = {
      ...indexes,
      indexes: indexes.indexes.filter((index) => index.collectionGroup !== 'mail'),
    };
    const problems = checkQueryIndexes(repo.queries, withoutMailIndex);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^functions\/src\/mail\/retryMail\.handler\.ts:\d+: no index in firestore\.indexes\.json serves .*\.collection\(COLLECTIONS\.mail\) \.where\('status', 'in'.*\.orderBy\('next_attempt_at'\).* — The query requires an index\./,
    );
  });

  it('needs every declared composite index: removing any one fails some query', () => {
    for (const removed of indexes.indexes) {
      const rest = { ...indexes, indexes: indexes.indexes.filter((index) => index !== removed) };
      expect(
        checkQueryIndexes(repo.queries, rest).length,
        `${removed.collectionGroup} ${removed.fields.map((f) => f.fieldPath).join(',')}`,
      ).toBeGreaterThan(0);
    }
  });

  it('follows admin chains through variables and conditionals', () => {
    const { queries, unresolved } = scan(`
      const entries = db.collection(COLLECTIONS.waitlistEntries);
      const mine = member ? entries.where('user_id', '==', uid) : entries.where('guest_email', '==', e);
      const open = mine.where('event_id', '==', id).where('seats', '>', 2).limit(1);
    `);
    expect(unresolved).toEqual([]);
    // The two branches of the conditional, extended; the partial queries are not checked alone.
    expect(queries).toHaveLength(2);
    expect(checkQueryIndexes(queries, { indexes: [] })).toEqual([
      expect.stringMatching(/^web\/src\/example\.ts:4: .* — The query requires an index\./),
    ]);
    const served = {
      indexes: ['user_id', 'guest_email'].map((first) => ({
        collectionGroup: 'waitlist_entries',
        queryScope: 'COLLECTION' as const,
        fields: [
          { fieldPath: first, order: 'ASCENDING' as const },
          { fieldPath: 'event_id', order: 'ASCENDING' as const },
          { fieldPath: 'seats', order: 'ASCENDING' as const },
        ],
      })),
    };
    expect(checkQueryIndexes(queries, served)).toEqual([]);
  });

  it('checks every combination of the constraints a function pushes under a condition', () => {
    const { queries } = scan(`
      function constraints(f) {
        const list = [];
        if (f.a) list.push(where('a', '==', f.a));
        if (f.b) list.push(where('b', '==', f.b));
        list.push(orderBy('created_at', 'desc'));
        return list;
      }
      const page = query(collection(db, 'rows'), ...constraints(f), limit(10));
    `);
    expect(queries.map((q) => q.query.where ?? null)).toHaveLength(4);
    const single = (field: string) => ({
      collectionGroup: 'rows',
      fields: [
        { fieldPath: field, order: 'ASCENDING' as const },
        { fieldPath: 'created_at', order: 'DESCENDING' as const },
      ],
    });
    // a alone, b alone, and both merged from the two indexes.
    expect(checkQueryIndexes(queries, { indexes: [single('a'), single('b')] })).toEqual([]);
    expect(checkQueryIndexes(queries, { indexes: [single('a')] })).toEqual([
      expect.stringContaining(
        "web/src/example.ts:9: no index in firestore.indexes.json serves query(collection(db, 'rows')",
      ),
    ]);
  });

  it('needs a field override for a collection-group query, as production does', () => {
    const { queries } = scan(
      `const q = query(collectionGroup(db, 'photos'), where('owner', '==', uid));`,
    );
    expect(checkQueryIndexes(queries, { indexes: [] })[0]).toContain(
      'requires a COLLECTION_GROUP_ASC index for collection photos and field owner',
    );
  });

  it('passes a run-time single-field query only in a @singleFieldQueries function', () => {
    const tagged = (body: string) =>
      scan(
        `/** @singleFieldQueries */\nexport async function find(c: string, f: string, v: string) {\n  return ${body};\n}`,
        'functions/src/example.ts',
      );
    const single = tagged(`db.collection(c).where(f, '==', v).get()`);
    expect(single.unresolved).toEqual([]);
    expect(single.singleField).toHaveLength(1);
    expect(tagged(`db.collection(c).where(f, 'array-contains', v).get()`).unresolved).toEqual([]);
    // An order, a second filter or a range needs a composite index: still unresolved.
    expect(tagged(`db.collection(c).where(f, '==', v).orderBy('x').get()`).unresolved).toHaveLength(
      1,
    );
    expect(
      tagged(`db.collection(c).where(f, '==', v).where('y', '==', 1).get()`).unresolved,
    ).toHaveLength(1);
    expect(tagged(`db.collection(c).where(f, '>', v).get()`).unresolved).toHaveLength(1);
    // A whole collection in one field's order (the web SDK's form), and not with a filter too.
    expect(tagged(`query(collection(db, c), orderBy(f, 'desc'))`).unresolved).toEqual([]);
    expect(
      tagged(`query(collection(db, c), where('y', '==', 1), orderBy(f))`).unresolved,
    ).toHaveLength(1);
    // Untagged: unresolved.
    const untagged = scan(
      `export const find = (c: string, f: string, v: string) => db.collection(c).where(f, '==', v).get();`,
      'functions/src/example.ts',
    );
    expect(untagged.unresolved).toHaveLength(1);
  });

  it('lists a query it cannot follow instead of passing it', () => {
    const { queries, unresolved } = scan(
      `export const byField = (field: string) => db.collection('rows').where(field, '==', 1).orderBy('x');`,
      'functions/src/example.ts',
    );
    expect(queries).toEqual([]);
    expect(unresolved).toEqual([
      expect.objectContaining({
        file: 'functions/src/example.ts',
        line: 1,
        reason: 'field is a parameter',
      }),
    ]);
  });
});
