// The deploy preflight's checks (`npm run predeploy:check`, run by firebase.json's predeploy):
// each takes what it inspects as plain values and answers the problems it found, one clear
// sentence each, so a deploy stops before it ships something production would refuse or drop.
import { missingIndexFor, parseRules, type IndexConfig } from '@brunchers/emulator';
import type { ScannedQuery } from './query-scan.js';

/** A parameter as firebase-functions declares it (`toSpec()` of defineString, defineSecret...). */
export interface ParamSpec {
  name: string;
  type: string;
  default?: unknown;
}

/**
 * Every parameter has a value for the project: a non-secret from functions/.env or
 * .env.<project>, or its default; a secret by name in `secretNames` (the project's Secret Manager
 * secrets, which cannot be read offline: given as a list), unless no list was given (null).
 */
export function checkParams(
  params: ParamSpec[],
  project: string,
  envValues: Record<string, string>,
  secretNames: ReadonlySet<string> | null,
): string[] {
  const problems: string[] = [];
  for (const param of params) {
    if (param.type === 'secret') {
      if (secretNames && !secretNames.has(param.name))
        problems.push(
          `Secret ${param.name} is not set in project ${project}: firebase functions:secrets:set ${param.name} --project ${project}`,
        );
      continue;
    }
    if (envValues[param.name] !== undefined && envValues[param.name] !== '') continue;
    if (param.default !== undefined && param.default !== null) continue;
    problems.push(
      `Parameter ${param.name} has no value for project ${project}: set ${param.name}=… in functions/.env.${project}`,
    );
  }
  return problems;
}

/** The Stripe events the webhook handles are exactly those its endpoint is set up with. */
export function checkStripeEvents(
  handled: readonly string[],
  enabled: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const type of handled)
    if (!enabled.includes(type))
      problems.push(
        `Stripe event ${type} is handled by stripeWebhook but not in STRIPE_WEBHOOK_EVENTS: Stripe would never send it`,
      );
  for (const type of enabled)
    if (!handled.includes(type))
      problems.push(
        `Stripe event ${type} is in STRIPE_WEBHOOK_EVENTS but stripeWebhook does not handle it`,
      );
  return problems;
}

/** Each rules file compiles (the local stack's parser, the one its Firestore and Storage run). */
export function checkRules(files: Array<{ name: string; source: string }>): string[] {
  const problems: string[] = [];
  for (const file of files) {
    try {
      parseRules(file.source);
    } catch (error) {
      problems.push(
        `${file.name} does not compile: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return problems;
}

interface HostingHeaders {
  headers?: Array<{ source?: string; headers?: Array<{ key: string; value: string }> }>;
}

/** firebase.json's hosting sends the security headers (on some source; every page should match). */
export function checkHostingHeaders(hosting: HostingHeaders | undefined): string[] {
  const sent = new Map<string, string>();
  for (const rule of hosting?.headers ?? [])
    for (const header of rule.headers ?? []) sent.set(header.key.toLowerCase(), header.value);
  const problems: string[] = [];
  const need = (key: string) => {
    if (!sent.has(key.toLowerCase())) problems.push(`firebase.json hosting.headers lacks ${key}`);
  };
  need('Content-Security-Policy');
  need('Strict-Transport-Security');
  need('Referrer-Policy');
  const csp = sent.get('content-security-policy') ?? '';
  if (!sent.has('x-frame-options') && !/frame-ancestors/i.test(csp))
    problems.push(
      'firebase.json hosting.headers lacks X-Frame-Options or a Content-Security-Policy with frame-ancestors',
    );
  return problems;
}

/**
 * Every query found in source (query-scan.ts) is served by an index of `indexes`
 * (firestore.indexes.json) or an automatic one, judged by the local Firestore's own check (the
 * one that refuses such a query at run time, as production does).
 */
export function checkQueryIndexes(
  queries: readonly ScannedQuery[],
  indexes: IndexConfig,
  project?: string,
): string[] {
  // One problem per place: a query whose optional filters combine (the admin's booking filters)
  // can miss several indexes; the first is named, the others counted.
  const byPlace = new Map<string, { found: ScannedQuery; missing: string[] }>();
  for (const found of queries) {
    const missing = missingIndexFor(indexes, found.query, project);
    if (!missing) continue;
    const place = `${found.file}:${found.line}`;
    const entry = byPlace.get(place) ?? { found, missing: [] };
    if (!entry.missing.includes(missing)) entry.missing.push(missing);
    byPlace.set(place, entry);
  }
  return [...byPlace].map(
    ([place, { found, missing }]) =>
      `${place}: no index in firestore.indexes.json serves ${found.text} — ${missing[0]}` +
      (missing.length > 1 ? ` (and ${missing.length - 1} more combination(s) of its filters)` : ''),
  );
}
