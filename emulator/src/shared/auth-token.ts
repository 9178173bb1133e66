/**
 * Parses the Authorization header the way Google's emulators do: the literal `Bearer owner`
 * bypasses Security Rules; any other bearer token is a JWT whose claims are read WITHOUT
 * verifying the signature (the Auth emulator and rules-unit-testing send unsigned tokens).
 */

/** request.auth for Security Rules: uid plus every claim of the token. */
export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

export type RequestAuth = 'owner' | RulesAuth | null;

export function authFromAuthorizationHeader(header: string | undefined | null): RequestAuth {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return null;
  const token = match[1]!.trim();
  if (token === 'owner') return 'owner';
  const claims = decodeJwtClaims(token);
  if (!claims) return null;
  const uid =
    typeof claims.sub === 'string'
      ? claims.sub
      : typeof claims.user_id === 'string'
        ? claims.user_id
        : null;
  if (!uid) return null;
  return { uid, token: claims };
}

function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const json = Buffer.from(parts[1]!, 'base64url').toString('utf8');
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
