/**
 * Firebase Security Rules engine shared by the local Firestore and the Storage stand-in.
 * Parse once with parseRules(), then evaluate() every request against the returned Ruleset.
 */
export { RulesSyntaxError } from './errors.js';
export { parseRules, evaluate, evaluateExpression, Ruleset } from './ruleset.js';
export type { RulesAuth, EvaluationInput, EvaluationResult } from './ruleset.js';
export type { DocumentLookup } from './evaluator.js';
export type { RulesValue } from './values.js';
export { rv, toJs } from './convert.js';
export type { FirestoreJsonValue } from './convert.js';
