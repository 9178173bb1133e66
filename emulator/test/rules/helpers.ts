import {
  evaluateExpression,
  parseRules,
  rv,
  toJs,
  type EvaluationInput,
  type RulesValue,
} from '../../src/rules/index.js';

/** Evaluates an expression and returns it as plain JS; fails the test on an evaluation error. */
export function value(source: string, input: Partial<EvaluationInput> = {}): unknown {
  const result = evaluateExpression(source, input);
  if (result.error !== undefined)
    throw new Error(`expected a value from ${source}, got error: ${result.error}`);
  return toJs(result.value);
}

/** The raw engine value of an expression. */
export function raw(source: string, input: Partial<EvaluationInput> = {}): RulesValue {
  const result = evaluateExpression(source, input);
  if (result.error !== undefined)
    throw new Error(`expected a value from ${source}, got error: ${result.error}`);
  return result.value;
}

/** Evaluates an expression that must fail and returns the error message. */
export function error(source: string, input: Partial<EvaluationInput> = {}): string {
  const result = evaluateExpression(source, input);
  if (result.error === undefined)
    throw new Error(
      `expected an error from ${source}, got ${JSON.stringify(toJs(result.value), replacer)}`,
    );
  return result.error;
}

function replacer(_key: string, v: unknown): unknown {
  return typeof v === 'bigint' ? v.toString() : v;
}

/** Binds plain JS values as global variables for an expression. */
export function vars(values: Record<string, unknown>): Partial<EvaluationInput> {
  return {
    variables: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, rv.fromJs(v)])),
  };
}

export const DB = '/databases/(default)/documents';

/** A Firestore ruleset whose body sits inside `match /databases/{database}/documents`. */
export function firestoreRules(body: string): ReturnType<typeof parseRules> {
  return parseRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

export function firestoreInput(
  method: EvaluationInput['method'],
  docPath: string,
  extra: Partial<EvaluationInput> = {},
): EvaluationInput {
  return {
    service: 'cloud.firestore',
    path: DB + docPath,
    method,
    auth: null,
    time: new Date('2026-01-01T00:00:00Z'),
    resource: null,
    ...extra,
  };
}

export function user(uid: string, claims: Record<string, unknown> = {}): EvaluationInput['auth'] {
  return {
    uid,
    token: { sub: uid, user_id: uid, firebase: { sign_in_provider: 'password' }, ...claims },
  };
}
