// The web app's HTTP response headers, defined once: firebase.json's hosting.headers is this
// module's `hostingHeaderRules(PRODUCTION_ORIGINS)` (checked in; devstack's hosting-headers test
// fails when they differ; `npm run hosting:headers` rewrites it), and the local web server serves
// the rules it reads from firebase.json with the local stack's origins in place of Google's
// (`localHeaderRules`), so every local and e2e page runs under the same policy as production.
// hosting.rewrites too (`hostingRewriteRules`): the local web server follows them, proxying a
// function rewrite to the local Functions host.

import { FUNCTIONS_REGION, MAIL_LINK_PATHS } from './constants';

/** The https function behind MAIL_LINK_PATHS.oneClickUnsubscribe. */
export const ONE_CLICK_UNSUBSCRIBE_FUNCTION = 'unsubscribeOneClick';
import {
  APP_SHELL_FILE,
  PAGE_META_CACHE_CONTROL,
  PAGE_META_FUNCTION,
  PAGE_META_REWRITE_SOURCES,
} from './page-meta';

/** Google's default emulator ports; the local stack and the web app's connect*Emulator use them. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 };

/**
 * What the app's pages load from other origins, by service. Production names Google's hosts; the
 * local stack names its own (`localOrigins`). Nothing else is allowed: an image or a request to any
 * other host is refused by the browser (a member's photo_url on a tracker's host loads nothing).
 */
export interface ServiceOrigins {
  /** Firebase Storage: uploads (connect) and download URLs (images). */
  storage: string[];
  /** Firestore: the SDK's WebChannel and REST calls, and index.html's prefetch. */
  firestore: string[];
  /** Firebase Auth's REST endpoints. */
  auth: string[];
  /** Callable functions. */
  functions: string[];
  /** App Check: the token exchange (connect), reCAPTCHA Enterprise's script and frame. */
  appCheck: { connect: string[]; script: string[]; frame: string[] };
}

export const PRODUCTION_ORIGINS: ServiceOrigins = {
  storage: ['https://firebasestorage.googleapis.com'],
  firestore: ['https://firestore.googleapis.com'],
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  // https://{region}-{project}.cloudfunctions.net/{name}, the callable SDK's URL.
  functions: ['https://*.cloudfunctions.net'],
  appCheck: {
    connect: ['https://content-firebaseappcheck.googleapis.com'],
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
};

/**
 * The local stack's origins on `host` (the web app's VITE_EMULATOR_HOST). Firestore also answers
 * on wcN.{host}: each WebChannel session gets a host of its own (web/.env.emulators).
 */
export function localOrigins(
  host = 'localhost',
  ports: typeof EMULATOR_PORTS = EMULATOR_PORTS,
  /** The Functions hosts of the browser tests' projects (local-projects.ts), when the stack runs them. */
  extraFunctionsPorts: readonly number[] = [],
): ServiceOrigins {
  const at = (port: number) => `http://${host}:${port}`;
  return {
    storage: [at(ports.storage)],
    firestore: [at(ports.firestore), `http://*.${host}:${ports.firestore}`],
    auth: [at(ports.auth)],
    functions: [at(ports.functions), ...extraFunctionsPorts.map(at)],
    // Locally App Check needs no reCAPTCHA; a local token provider talks to the stack's origins.
    appCheck: { connect: [], script: [], frame: [] },
  };
}

/**
 * sha256 of each inline script index.html carries (web/build/route-preloads.ts' prefetch script,
 * the same text in every build; web/test/prefetch-script.test.ts checks this hash).
 */
export const INLINE_SCRIPT_HASHES = ["'sha256-kz5erCDgGwOjPwIMxL2SDlHFKr9dQtsL2+VMfjk1ehQ='"];

/** The Content-Security-Policy for the app's pages. */
export function contentSecurityPolicy(origins: ServiceOrigins): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' and no eval: index.html's one inline script is allowed by its hash.
    ['script-src', ["'self'", ...INLINE_SCRIPT_HASHES, ...origins.appCheck.script]],
    // index.html inlines the stylesheet and the toasts insert their own <style>: style injection
    // cannot run script, so inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for inline SVG, blob: for previews of a file being uploaded; photos only from Storage.
    ['img-src', ["'self'", 'data:', 'blob:', ...origins.storage]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...origins.firestore,
        ...origins.auth,
        ...origins.functions,
        ...origins.storage,
        ...origins.appCheck.connect,
      ],
    ],
    // The door scanner's decoder runs in a worker built from a blob (qr-scanner).
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', origins.appCheck.frame.length > 0 ? origins.appCheck.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** One firebase.json hosting.headers rule: a glob on the request path and the headers it adds. */
export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** Hashed build output (Vite's /assets/name-hash.ext): never changes under its name. */
export const IMMUTABLE_ASSETS_GLOB = '/assets/**';

/**
 * firebase.json's hosting.headers. Hosting applies every rule whose glob matches the request path,
 * a later rule's header replacing an earlier one's: the `**` rule covers every page (index.html for
 * every app path, revalidated on each load so a deploy reaches everyone), then hashed assets are
 * cached for a year.
 */
export function hostingHeaderRules(origins: ServiceOrigins): HostingHeaderRule[] {
  return [
    {
      source: '**',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(origins) },
        { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        // The camera only for the app itself (the partner's door scanner); nothing else.
        {
          key: 'Permissions-Policy',
          value: 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
        },
        { key: 'Cache-Control', value: 'no-cache' },
      ],
    },
    {
      source: IMMUTABLE_ASSETS_GLOB,
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
    // The pages the sharePage function renders (link previews): kept at the CDN a few minutes.
    // Hosting's headers replace a function's own, so the rule says it here too.
    ...PAGE_META_REWRITE_SOURCES.map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: PAGE_META_CACHE_CONTROL }],
    })),
  ];
}

/** One firebase.json hosting.rewrites rule: to a file of the build, or to an https function. */
export type HostingRewriteRule =
  | { source: string; destination: string }
  | { source: string; function: { functionId: string; region: string } };

/**
 * firebase.json's hosting.rewrites (the first matching rule wins; a file that exists is served
 * before any): the link-preview pages to the sharePage function, every other path to the app
 * shell. index.html is the landing's own page (its tags written at build time), served at `/`.
 */
export function hostingRewriteRules(): HostingRewriteRule[] {
  return [
    ...PAGE_META_REWRITE_SOURCES.map((source) => ({
      source,
      function: { functionId: PAGE_META_FUNCTION, region: FUNCTIONS_REGION },
    })),
    // Mail clients' one-click unsubscribe (RFC 8058) POSTs here: a function, not the app page.
    {
      source: MAIL_LINK_PATHS.oneClickUnsubscribe,
      function: { functionId: ONE_CLICK_UNSUBSCRIBE_FUNCTION, region: FUNCTIONS_REGION },
    },
    { source: '**', destination: APP_SHELL_FILE },
  ];
}

/**
 * Rules as read from firebase.json, with every production origin replaced by the local stack's
 * counterpart (the same service's origins), so the local policy is production's, pointed locally.
 */
export function localHeaderRules(
  rules: readonly HostingHeaderRule[],
  local: ServiceOrigins,
): HostingHeaderRule[] {
  const production = contentSecurityPolicy(PRODUCTION_ORIGINS);
  return rules.map((rule) => ({
    source: rule.source,
    headers: rule.headers.map(({ key, value }) => {
      if (key !== 'Content-Security-Policy') return { key, value };
      if (value !== production)
        throw new Error(
          'firebase.json: the Content-Security-Policy is not the one model/src/hosting.ts builds; run npm run hosting:headers',
        );
      return { key, value: contentSecurityPolicy(local) };
    }),
  }));
}
