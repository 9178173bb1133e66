// Turns the exports of a functions module into routing descriptions, reading the `__endpoint`
// manifest firebase-functions attaches to every function (the same data `firebase deploy` reads).

import type { DiscoveredFunction } from './protocol.js';

const DEFAULT_REGION = 'us-central1';
const FIRESTORE_EVENT_PREFIX = 'google.cloud.firestore.document.v1.';

interface EndpointManifest {
  region?: unknown;
  httpsTrigger?: unknown;
  callableTrigger?: unknown;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, unknown>;
    eventFilterPathPatterns?: Record<string, unknown>;
    retry?: unknown;
  };
  scheduleTrigger?: { schedule?: unknown; timeZone?: unknown };
}

export function endpointOf(value: unknown): EndpointManifest | null {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return null;
  const endpoint = (value as { __endpoint?: unknown }).__endpoint;
  return endpoint && typeof endpoint === 'object' ? (endpoint as EndpointManifest) : null;
}

/** Describes every export carrying an `__endpoint`; other exports are ignored. */
export function discoverFunctions(moduleExports: Record<string, unknown>): DiscoveredFunction[] {
  const found: DiscoveredFunction[] = [];
  for (const [name, value] of Object.entries(moduleExports)) {
    const endpoint = endpointOf(value);
    if (endpoint) found.push(describe(name, endpoint));
  }
  return found;
}

function describe(name: string, endpoint: EndpointManifest): DiscoveredFunction {
  const region = regionOf(endpoint.region);
  if (endpoint.httpsTrigger) return { name, kind: 'https', region };
  if (endpoint.callableTrigger) return { name, kind: 'callable', region };
  if (endpoint.scheduleTrigger) {
    const { schedule, timeZone } = endpoint.scheduleTrigger;
    if (typeof schedule !== 'string')
      return { name, kind: 'unsupported', region, reason: 'schedule is not a string' };
    return {
      name,
      kind: 'schedule',
      region,
      schedule,
      timeZone: typeof timeZone === 'string' ? timeZone : null,
    };
  }
  const trigger = endpoint.eventTrigger;
  if (trigger?.eventType?.startsWith(FIRESTORE_EVENT_PREFIX)) {
    const document = trigger.eventFilterPathPatterns?.document ?? trigger.eventFilters?.document;
    const database = trigger.eventFilters?.database;
    if (typeof document !== 'string') {
      return { name, kind: 'unsupported', region, reason: 'document pattern is not a string' };
    }
    return {
      name,
      kind: 'firestore',
      region,
      eventType: trigger.eventType,
      document,
      database: typeof database === 'string' ? database : '(default)',
      retry: trigger.retry === true,
    };
  }
  return {
    name,
    kind: 'unsupported',
    region,
    reason: `trigger ${trigger?.eventType ?? 'unknown'} is not emulated`,
  };
}

function regionOf(region: unknown): string {
  if (Array.isArray(region) && typeof region[0] === 'string') return region[0];
  if (typeof region === 'string') return region;
  return DEFAULT_REGION;
}
