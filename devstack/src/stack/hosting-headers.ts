// firebase.json's hosting.headers, applied by the local web server as Firebase Hosting applies them:
// every rule whose glob matches the request path, in order, a later rule's header replacing an
// earlier one's; the Content-Security-Policy names the local stack's origins (model/src/hosting.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  localHeaderRules,
  localOrigins,
  type HostingHeaderRule,
  type HostingRewriteRule,
  type ServiceOrigins,
} from '@brunchers/model';

/** hosting.headers as firebase.json holds them (an empty list when there are none). */
export function readHostingHeaderRules(root: string): HostingHeaderRule[] {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting?: { headers?: HostingHeaderRule[] };
  };
  return config.hosting?.headers ?? [];
}

/** hosting.rewrites as firebase.json holds them (none: the SPA rewrite to index.html). */
export function readHostingRewrites(root: string): HostingRewriteRule[] | undefined {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting?: { rewrites?: HostingRewriteRule[] };
  };
  return config.hosting?.rewrites;
}

/** The rules the local web server serves: firebase.json's, pointed at the local stack. */
export function localHostingHeaderRules(
  root: string,
  origins: ServiceOrigins = localOrigins(),
): HostingHeaderRule[] {
  return localHeaderRules(readHostingHeaderRules(root), origins);
}

/**
 * A Hosting glob as a regular expression on the request path: `**` any run of characters, `*` any
 * within one segment, a leading `/` optional (Hosting matches `assets/**` and `/assets/**` alike).
 * Other glob syntax is refused, so firebase.json cannot use a pattern this server would misread.
 */
export function globToRegExp(glob: string): RegExp {
  if (/[?[\]{}()!@+]/.test(glob)) throw new Error(`Unsupported hosting glob: ${glob}`);
  const body = glob
    .replace(/^\//, '')
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^/]*'
          : part.replace(/[.*+?^${}()|[\]\\/]/g, (char) => `\\${char}`),
    )
    .join('');
  return new RegExp(`^/?${body}$`);
}

/** The headers for `pathname` (the request's path, before the SPA rewrite), names lower-cased. */
export function headersForPath(
  rules: readonly HostingHeaderRule[],
  pathname: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}
