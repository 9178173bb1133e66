// Where Stripe sends a member back after Checkout or the billing portal: the origin they booked
// from, but only when it is one of the app's own origins. Anything else (another site, a forged
// Origin header) falls back to the configured app URL, so the return URLs are never an open redirect.

/** Hosts that all name this machine: a local app URL on one of them is also reachable on the others. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function originOf(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The origins the app may be browsed on: the configured app URL's origin and, for a local app URL
 * (localhost, 127.0.0.1 or [::1]), its loopback twins on the same protocol and port.
 */
export function allowedAppOrigins(appUrl: string): string[] {
  const app = originOf(appUrl);
  if (!app) return [];
  if (!LOOPBACK_HOSTS.includes(app.hostname)) return [app.origin];
  const port = app.port ? `:${app.port}` : '';
  return [app.origin, ...LOOPBACK_HOSTS.map((host) => `${app.protocol}//${host}${port}`)].filter(
    (origin, index, all) => all.indexOf(origin) === index,
  );
}

/**
 * The origin to return to: `requested` (e.g. the callable request's Origin header) when it is on
 * the allow-list of `appUrl`, else the app URL's own origin.
 */
export function returnOrigin(appUrl: string, requested: string | null | undefined): string {
  const allowed = allowedAppOrigins(appUrl);
  const fallback = allowed[0] ?? appUrl.replace(/\/+$/, '');
  if (!requested) return fallback;
  const origin = originOf(requested)?.origin;
  return origin && origin === requested.replace(/\/+$/, '') && allowed.includes(origin)
    ? origin
    : fallback;
}

/**
 * Where to send someone after sign-in: the in-app path they asked for (path, query and hash), or
 * `fallback`. Only same-origin paths: "/x" yes; "//evil.example", "/\\evil", "https://…" or
 * anything else no (no open redirect), and never back to the sign-in pages themselves.
 */
export function safeReturnPath(requested: unknown, fallback: string): string {
  if (typeof requested !== 'string' || !requested.startsWith('/')) return fallback;
  if (requested.startsWith('//') || requested.includes('\\')) return fallback;
  // Control characters (a newline, a tab) are dropped by URL parsing and could form "//" later.
  if ([...requested].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return fallback;
  try {
    const url = new URL(requested, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    if (['/login', '/signup', '/reset-password'].includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
