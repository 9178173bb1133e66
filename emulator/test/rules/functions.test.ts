import { describe, expect, it } from 'vitest';
import { evaluate, parseRules } from '../../src/rules/index.js';
import { firestoreInput, firestoreRules } from './helpers.js';

describe('functions', () => {
  const rs = parseRules(`rules_version = '2';
function topLevel() { return 'top'; }
service cloud.firestore {
  function serviceLevel(x) { return x * 2; }
  match /databases/{database}/documents {
    function dbName() { return database; }
    match /shops/{shopId} {
      function isShop(id) { return shopId == id; }
      function viaOuter() { return dbName() == '(default)'; }
      allow get: if isShop('s1') && viaOuter() && topLevel() == 'top' && serviceLevel(21) == 42;
      match /items/{itemId} {
        function both() { return shopId + '/' + itemId; }
        allow get: if both() == 's1/i1';
      }
    }
    match /other/{otherId} {
      allow get: if isShop('x');
      allow list: if both() == '';
    }
  }
}`);

  it('see the wildcards of their block and of enclosing blocks', () => {
    expect(evaluate(rs, firestoreInput('get', '/shops/s1')).allowed).toBe(true);
    expect(evaluate(rs, firestoreInput('get', '/shops/s2')).allowed).toBe(false);
    expect(evaluate(rs, firestoreInput('get', '/shops/s1/items/i1')).allowed).toBe(true);
    expect(evaluate(rs, firestoreInput('get', '/shops/s1/items/i2')).allowed).toBe(false);
  });

  it('are not visible outside the block that declares them', () => {
    expect(evaluate(rs, firestoreInput('get', '/other/o')).error).toMatch(
      /Function not found error: Name: \[isShop\]/,
    );
    expect(evaluate(rs, firestoreInput('list', '/other/o')).error).toMatch(
      /Function not found error: Name: \[both\]/,
    );
  });
});

describe('function bodies', () => {
  const rs = firestoreRules(`
    function double(x) { return x * 2; }
    function withLets(a) {
      let b = a + 1;
      let c = b * 10;
      return c;
    }
    function lazyLet() {
      let unused = request.auth.uid;
      return true;
    }
    function shadow(request) { return request; }
    function callerVar() { return localOnly; }
    function outer(localOnly) { return callerVar(); }
    function loop(n) { return loop(n + 1); }
    function arity(a, b) { return a; }
    match /t/{id} {
      allow get: if id == 'lets' && withLets(1) == 20 && double(double(3)) == 12;
      allow get: if id == 'lazy' && lazyLet();
      allow get: if id == 'shadow' && shadow(5) == 5;
      allow get: if id == 'caller' && outer(1) == 1;
      allow get: if id == 'loop' && loop(0);
      allow get: if id == 'arity' && arity(1);
      allow get: if id == 'ternary' && (double(2) > 3 ? 'big' : 'small') == 'big';
    }`);

  const check = (id: string) => evaluate(rs, firestoreInput('get', `/t/${id}`));

  it('evaluate let bindings in order', () => {
    expect(check('lets').allowed).toBe(true);
  });

  it('evaluate let bindings only when used', () => {
    expect(check('lazy').allowed).toBe(true);
  });

  it('let parameters shadow globals', () => {
    expect(check('shadow').allowed).toBe(true);
  });

  it('do not see the caller’s parameters (lexical scope)', () => {
    // The error points at the line inside the function body, not at the allow statement.
    expect(check('caller').error).toContain("Unknown variable 'localOnly'. for 'get' @ L16,");
  });

  it('stop runaway recursion at the call depth limit', () => {
    expect(check('loop').error).toMatch(/Maximum function call depth \(20\) exceeded in loop\(\)/);
  });

  it('check the number of arguments', () => {
    expect(check('arity').error).toMatch(/arity\(\) takes 2 argument\(s\), got 1/);
  });

  it('work inside ternaries', () => {
    expect(check('ternary').allowed).toBe(true);
  });
});
