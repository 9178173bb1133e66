/** Conformance through @firebase/rules-unit-testing (compat SDK over gRPC, control endpoints). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject } from './helpers.js';
import { TEST_RULES } from './rules-fixture.js';

let server: FirestoreServer;
let env: RulesTestEnvironment;

beforeAll(async () => {
  server = await startTestFirestore();
  env = await initializeTestEnvironment({
    projectId: uniqueProject('rut'),
    firestore: { host: '127.0.0.1', port: server.port, rules: TEST_RULES },
  });
});

afterAll(async () => {
  await env.cleanup();
  await server.close();
});

beforeEach(async () => {
  await env.clearFirestore();
});

describe('rules-unit-testing', () => {
  it('assertSucceeds / assertFails on owner-scoped documents', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const bob = env.authenticatedContext('bob').firestore();
    const anon = env.unauthenticatedContext().firestore();
    await assertSucceeds(alice.doc('private/alice/notes/n').set({ t: 1 }));
    await assertSucceeds(alice.doc('private/alice/notes/n').get());
    await assertFails(bob.doc('private/alice/notes/n').get());
    await assertFails(bob.doc('private/alice/notes/n').set({ t: 2 }));
    await assertFails(anon.collection('private/alice/notes').get());
  });

  it('judges create/update/delete with request.resource and resource', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(alice.doc('posts/x').set({ owner: 'bob', visibility: 'public' }));
    await assertFails(alice.doc('posts/x').set({ owner: 'alice', visibility: 'secret' }));
    await assertSucceeds(alice.doc('posts/x').set({ owner: 'alice', visibility: 'public' }));
    await assertSucceeds(alice.doc('posts/x').update({ title: 'hi' }));
    await assertFails(alice.doc('posts/x').update({ owner: 'bob' }));
    await assertFails(alice.doc('posts/x').delete());
  });

  it('evaluates exists() lookups', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(alice.doc('profiles/alice').set({ name: 'A' }));
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('members/alice').set({ since: 2020 });
    });
    await assertSucceeds(alice.doc('profiles/alice').set({ name: 'A' }));
  });

  it('withSecurityRulesDisabled bypasses rules and clearFirestore empties the database', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('posts/secret').set({ owner: 'nobody', visibility: 'private' });
    });
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(alice.doc('posts/secret').get());
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const snap = await ctx.firestore().doc('posts/secret').get();
      expect(snap.exists).toBe(false);
    });
  });

  it('allows list queries whose filters satisfy the rules and denies the rest', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(alice.collection('posts').where('visibility', '==', 'public').get());
    await assertSucceeds(alice.collection('posts').where('owner', '==', 'alice').get());
    await assertFails(alice.collection('posts').where('owner', '==', 'bob').get());
    await assertFails(
      alice.collection('posts').where('visibility', 'in', ['public', 'private']).get(),
    );
    await assertFails(alice.collection('posts').get());
  });
});

const QUERY_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{id} {
      allow read: if true;
    }
    match /{path=**}/comments/{id} {
      allow read: if true;
    }
    match /hidden/{id} {
      allow list: if !('secret' in resource.data);
    }
    match /tagged/{id} {
      allow list: if resource.data.get('visibility', 'public') == 'public';
    }
    match /sized/{id} {
      allow list: if resource.data.size() < 10;
    }
    match /keyed/{id} {
      allow list: if resource.data.keys().hasOnly(['kind']);
    }
    match /valued/{id} {
      allow list: if resource.data.values().size() >= 0;
    }
    match /diffed/{id} {
      allow list: if resource.data.diff({}).affectedKeys().size() >= 0;
    }
  }
}`;

describe('rules-unit-testing: how list queries are judged', () => {
  let queryEnv: RulesTestEnvironment;

  beforeAll(async () => {
    queryEnv = await initializeTestEnvironment({
      projectId: uniqueProject('rut-query'),
      firestore: { host: '127.0.0.1', port: server.port, rules: QUERY_RULES },
    });
  });

  afterAll(async () => {
    await queryEnv.cleanup();
  });

  it('judges a collection-group query only by rules with a recursive wildcard before the collection', async () => {
    const db = queryEnv.unauthenticatedContext().firestore();
    await assertSucceeds(db.collection('posts').get());
    await assertFails(db.collectionGroup('posts').get());
    await assertSucceeds(db.collectionGroup('comments').get());
    await assertSucceeds(db.collection('threads/t1/comments').get());
  });

  it('treats fields the query does not pin as unknown: presence, defaults, size, keys, values and diff deny', async () => {
    const db = queryEnv.unauthenticatedContext().firestore();
    await assertFails(db.collection('hidden').get());
    await assertFails(db.collection('tagged').get());
    await assertSucceeds(db.collection('tagged').where('visibility', '==', 'public').get());
    await assertFails(db.collection('tagged').where('visibility', '==', 'private').get());
    await assertFails(db.collection('sized').get());
    await assertFails(db.collection('keyed').where('kind', '==', 'a').get());
    await assertFails(db.collection('valued').get());
    await assertFails(db.collection('diffed').get());
  });
});
