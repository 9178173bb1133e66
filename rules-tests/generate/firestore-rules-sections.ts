// Writes the parts of firestore.rules that restate the model: which fields a client may write and
// the type, size and choice bounds of each (the profiles' owners; the console's venues and
// questions, written by admins). They are generated from the model's zod schemas, so an
// option, a field or a bound changes in one place (the model) and a test (generated-rules.test.ts)
// fails if firestore.rules was edited by hand or not regenerated.
//
// `npm run rules:generate` rewrites the marked section of firestore.rules in place.

import { readFileSync, writeFileSync } from 'node:fs';
import {
  photoUrlSchema,
  PRIVATE_PROFILE_CLIENT_FIELDS,
  PUBLIC_PROFILE_CLIENT_FIELDS,
  COLLECTIONS,
  SENSITIVE_CATEGORIES,
  SENSITIVE_CONSENT_VERSION,
  privateProfileSchema,
  publicProfileSchema,
  selfDiscoveryQuestionSchema,
  storagePhotoUrlPattern,
  URL_MAX,
  venueSchema,
} from '@brunchers/model';
import type { z } from 'zod';

export const BEGIN_MARKER =
  '// ---------- generated from @brunchers/model: npm run rules:generate ----------';
export const END_MARKER = '// ---------- end of generated section ----------';

type AnySchema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  entries?: Record<string, string>;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  maximum?: number;
  minimum?: number | bigint;
  value?: number;
  inclusive?: boolean;
}

const def = (schema: AnySchema) => schema._zod.def as unknown as Def;
const checks = (schema: AnySchema) => (def(schema).checks ?? []).map((c) => c._zod.def);

/** The schema under optional() and nullable(), and whether null is allowed. */
function unwrap(schema: AnySchema): { inner: AnySchema; nullable: boolean } {
  let nullable = false;
  let inner = schema;
  for (;;) {
    const d = def(inner);
    if (d.type === 'optional') inner = d.innerType!;
    else if (d.type === 'nullable') {
      nullable = true;
      inner = d.innerType!;
    } else return { inner, nullable };
  }
}

/** A JavaScript regex as an RE2 string for rules' matches(), which matches the whole string. */
function re2(pattern: RegExp): string {
  const source = pattern.source.replace(/^\^/, '').replace(/\$$/, '').replaceAll('\\d', '[0-9]');
  if (/\\/.test(source)) throw new Error(`Pattern needs hand translation: ${pattern.source}`);
  return `'${source}'`;
}

const quoted = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * How a model timestamp may be written: `now` (a field the client stamps on every write: the
 * server's time of this write), or `kept` (a whole document written again: the time of its first
 * write, or the value it has already).
 */
type Stamp = 'now' | 'kept';

/** The rules condition that `value` (an expression) satisfies the schema. */
function valueCondition(value: string, schema: AnySchema, stamp: Stamp = 'now'): string {
  const d = def(schema);
  switch (d.type) {
    case 'boolean':
      return `${value} is bool`;
    case 'string': {
      const parts = [`${value} is string`];
      for (const c of checks(schema)) {
        if (c.check === 'min_length' && c.minimum! > 0)
          parts.push(`${value}.size() >= ${c.minimum}`);
        else if (c.check === 'max_length') parts.push(`${value}.size() <= ${c.maximum}`);
        else if (c.check === 'string_format' && c.format === 'regex')
          parts.push(`${value}.matches(${re2(c.pattern!)})`);
        else throw new Error(`Unsupported string check ${c.check}`);
      }
      return parts.join(' && ');
    }
    case 'enum':
      return `${value} in ${quoted(Object.values(d.entries!))}`;
    case 'number': {
      const parts = [];
      for (const c of checks(schema)) {
        if (c.check === 'number_format') parts.push(`${value} is int`);
        else if (c.check === 'greater_than')
          parts.push(`${value} ${c.inclusive ? '>=' : '>'} ${String(c.value)}`);
        else if (c.check === 'less_than')
          parts.push(`${value} ${c.inclusive ? '<=' : '<'} ${String(c.value)}`);
        else throw new Error(`Unsupported number check ${c.check}`);
      }
      if (!parts.some((p) => p.endsWith(' is int'))) parts.unshift(`${value} is number`);
      return parts.join(' && ');
    }
    case 'array': {
      const max = checks(schema).find((c) => c.check === 'max_length')?.maximum;
      if (max === undefined) throw new Error('A client-writable list needs a maximum size');
      // Rules have no loops: each possible element is checked (absent past the list's size).
      const elements = Array.from(
        { length: max },
        (_, i) => `(${value}.size() <= ${i} || (${valueCondition(`${value}[${i}]`, d.element!)}))`,
      );
      return [`${value} is list`, `${value}.size() <= ${max}`, ...elements].join('\n          && ');
    }
    case 'object': {
      // A nested map of required fields (e.g. a venue's accessibility): exactly those keys.
      const shape = (schema as z.ZodObject).shape;
      const keys = Object.keys(shape);
      if (keys.some((key) => def(shape[key]!).type === 'optional'))
        throw new Error('A nested map with optional fields needs hand translation');
      return [
        `${value} is map`,
        `${value}.keys().hasAll(${quoted(keys)})`,
        `${value}.keys().hasOnly(${quoted(keys)})`,
        ...keys.map((key) => `(${valueCondition(`${value}.${key}`, shape[key]!, stamp)})`),
      ].join('\n          && ');
    }
    case 'custom':
      // The model's timestamps: clients may only stamp the server's time of the write.
      return stamp === 'now'
        ? `${value} == request.time`
        : `${value} == request.time || (resource != null && ${value} == resource.data.${value.replace(/^data\./, '')})`;
    default:
      throw new Error(`Unsupported schema type ${d.type}`);
  }
}

/** A field condition: absent, null where the schema allows it, or a valid value. */
function fieldCondition(field: string, schema: AnySchema, stamp: Stamp = 'now'): string {
  const { inner, nullable } = unwrap(schema);
  // A member's photo: only their own Storage files (rules/photo-url.ts), see ownPhotoUrl.
  if (inner === photoUrlSchema)
    return `(!('${field}' in data)${nullable ? ` || data.${field} == null` : ''} || ownPhotoUrl(data.${field}))`;
  // The common shapes read as the hand-written helpers at the top of firestore.rules.
  const innerChecks = checks(inner);
  if (nullable && def(inner).type === 'string' && innerChecks.length === 1) {
    const [only] = innerChecks;
    if (only!.check === 'max_length') return `optText(data, '${field}', ${only!.maximum})`;
  }
  if (nullable && def(inner).type === 'enum')
    return `optChoice(data, '${field}', ${quoted(Object.values(def(inner).entries!))})`;
  const value = `data.${field}`;
  const alternatives = [`!('${field}' in data)`];
  if (nullable) alternatives.push(`${value} == null`);
  alternatives.push(`(${valueCondition(value, inner, stamp)})`);
  return `(${alternatives.join(' || ')})`;
}

/**
 * A whole document as the model defines it (what an admin's console writes): no field outside the
 * schema, every required one present, each within its bounds; timestamps kept or stamped now.
 */
function documentValidator(name: string, schema: z.ZodObject): string {
  const fields = Object.keys(schema.shape);
  const required = fields.filter((field) => def(schema.shape[field]!).type !== 'optional');
  const conditions = [
    `data.keys().hasAll(${quoted(required)})`,
    `data.keys().hasOnly(${quoted(fields)})`,
    ...fields.map((field) => fieldCondition(field, schema.shape[field]!, 'kept')),
  ];
  return `    function ${name}(data) {\n      return ${conditions.join('\n        && ')};\n    }`;
}

function validator(name: string, schema: z.ZodObject, fields: readonly string[]): string {
  const conditions = fields.map((field) => fieldCondition(field, schema.shape[field]!));
  return `    function ${name}(data) {\n      return ${conditions.join('\n        && ')};\n    }`;
}

function fieldList(name: string, fields: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const field of fields.map((f) => `'${f}'`)) {
    if (line && line.length + field.length > 86) {
      lines.push(`${line},`);
      line = field;
    } else line = line ? `${line}, ${field}` : field;
  }
  lines.push(line);
  return `    function ${name}() {\n      return [${lines.join('\n              ')}];\n    }`;
}

/**
 * ownPhotoUrl(url): model/src/rules/photo-url.ts' pattern with the project (the ID token's
 * audience, the project id) and the owner (the writer's uid) filled in by the rules.
 */
function ownPhotoUrlFunction(): string {
  const [PROJECT, OWNER] = ['\u0001', '\u0002'];
  const pattern = storagePhotoUrlPattern(PROJECT, OWNER);
  if (/['\\]/.test(pattern)) throw new Error('The photo URL pattern needs quoting for rules');
  const expression = `'${pattern}'`
    .replaceAll(PROJECT, "' + request.auth.token.aud + '")
    .replaceAll(OWNER, "' + request.auth.uid + '");
  return [
    "    // A member's photo: a download URL of a file in their own folder (user-photos/{uid}/) of this",
    "    // project's Storage (default bucket), production's or the local stack's; never another host.",
    '    function ownPhotoUrl(url) {',
    `      return signedIn() && url is string && url.size() <= ${URL_MAX}`,
    `        && url.matches(${expression});`,
    '    }',
  ].join('\n');
}

/**
 * Special categories (model/src/rules/sensitive-consent.ts): a category's fields may be set only
 * while its consent document exists (after this write: the consent and the answer can go in one
 * batch); clearing a value, or leaving it as it was, needs no consent. Consents: the owner's own,
 * at the current version, stamped now.
 */
function sensitiveConsentFunctions(): string {
  const consentPath = `/databases/$(database)/documents/${COLLECTIONS.userPrivateProfiles}/$(uid)/${COLLECTIONS.sensitiveConsents}/$(category)`;
  const fieldChecks = SENSITIVE_CATEGORIES.flatMap((category) =>
    category.fields.map((field) => `sensitiveFieldOk(uid, '${field}', '${category.id}')`),
  );
  return [
    '    // Special categories (GDPR Art. 9): each one only with its own consent.',
    '    function sensitiveConsentCategories() {',
    `      return ${quoted(SENSITIVE_CATEGORIES.map((category) => category.id))};`,
    '    }',
    '',
    '    function sensitiveConsentVersion() {',
    `      return '${SENSITIVE_CONSENT_VERSION}';`,
    '    }',
    '',
    '    function hasSensitiveConsent(uid, category) {',
    `      return existsAfter(${consentPath});`,
    '    }',
    '',
    '    function sensitiveFieldOk(uid, field, category) {',
    '      return incoming().get(field, null) == null',
    '        || (resource != null && resource.data.get(field, null) == incoming().get(field, null))',
    '        || hasSensitiveConsent(uid, category);',
    '    }',
    '',
    '    function sensitiveFieldsConsented(uid) {',
    `      return ${fieldChecks.join('\n        && ')};`,
    '    }',
  ].join('\n');
}

/** The generated section, markers included. */
export function generatedSection(): string {
  return [
    `    ${BEGIN_MARKER}`,
    '',
    ownPhotoUrlFunction(),
    '',
    '    // Public profile (user_profiles/{uid}): the fields its owner writes, and their bounds.',
    validator('validPublicProfile', publicProfileSchema, PUBLIC_PROFILE_CLIENT_FIELDS),
    '',
    fieldList('publicProfileClientFields', PUBLIC_PROFILE_CLIENT_FIELDS),
    '',
    "    // Private profile (user_private_profiles/{uid}): every field is its owner's.",
    validator('validPrivateProfile', privateProfileSchema, PRIVATE_PROFILE_CLIENT_FIELDS),
    '',
    fieldList('privateProfileClientFields', PRIVATE_PROFILE_CLIENT_FIELDS),
    '',
    sensitiveConsentFunctions(),
    '',
    '    // Venues (venues/{id}) as the console writes them: the whole document.',
    documentValidator('validVenue', venueSchema),
    '',
    '    // Self-discovery questions (self_discovery_questions/{id}) as the console writes them.',
    documentValidator('validQuestion', selfDiscoveryQuestionSchema),
    '',
    `    ${END_MARKER}`,
  ].join('\n');
}

/** The rules text with its generated section replaced by what the model says now. */
export function withGeneratedSection(rules: string): string {
  const begin = rules.indexOf(`    ${BEGIN_MARKER}`);
  const end = rules.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error('firestore.rules has no generated section markers');
  return rules.slice(0, begin) + generatedSection() + rules.slice(end + END_MARKER.length);
}

export const RULES_PATH = new URL('../../firestore.rules', import.meta.url);

export function writeRules(): void {
  writeFileSync(RULES_PATH, withGeneratedSection(readFileSync(RULES_PATH, 'utf8')));
}
