import { rv } from './convert.js';
import type { RulesAuth, EvaluationInput } from './ruleset.js';
import type { LazyBinding } from './scope.js';
import { NULL, type PathValue, type RulesValue } from './values.js';

// The global bindings of an evaluation: `request` and `resource` (plus caller-supplied extras).

const authCache = new WeakMap<RulesAuth, RulesValue>();

function authValue(auth: RulesAuth | null): RulesValue {
  if (!auth) return NULL;
  let value = authCache.get(auth);
  if (!value) {
    value = rv.map({ uid: rv.string(auth.uid), token: rv.fromJs(auth.token ?? {}) });
    authCache.set(auth, value);
  }
  return value;
}

/** request.time for a Date (treated as immutable); queries evaluate many documents with the same Date. */
const timeCache = new WeakMap<Date, RulesValue>();

function timeValue(time: Date): RulesValue {
  let value = timeCache.get(time);
  if (!value) {
    value = rv.timestamp(time);
    timeCache.set(time, value);
  }
  return value;
}

export function globalBindings(
  input: EvaluationInput,
  path: PathValue,
): Map<string, RulesValue | LazyBinding> {
  // Built with set() rather than from an array of pairs: this runs once per evaluation.
  const request = new Map<string, RulesValue>();
  request.set('auth', authValue(input.auth));
  request.set('method', rv.string(input.method));
  request.set('path', path);
  request.set('time', timeValue(input.time));
  request.set('resource', input.requestResource ?? NULL);
  if (input.query) {
    request.set(
      'query',
      rv.map({
        limit: rv.fromJs(input.query.limit ?? null),
        offset: rv.fromJs(input.query.offset ?? null),
        orderBy: rv.fromJs(input.query.orderBy ?? null),
      }),
    );
  }
  const vars = new Map<string, RulesValue | LazyBinding>();
  vars.set('request', { kind: 'map', entries: request });
  vars.set('resource', input.resource ?? NULL);
  if (input.variables)
    for (const [name, value] of Object.entries(input.variables)) vars.set(name, value);
  return vars;
}
