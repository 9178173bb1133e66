// App Check for the local Functions host: it issues App Check tokens (RS256 JWTs shaped like
// Google's: iss https://firebaseappcheck.googleapis.com/…, aud projects/<project>, sub the app id)
// signed with a key of its own, and verifies the `X-Firebase-AppCheck` header of every request
// with the same checks firebase-admin's `appCheck().verifyToken` makes in production (algorithm,
// key id, signature, audience, issuer, subject, expiry).
//
// The worker runs firebase-functions with `skipTokenVerification` (as Google's emulator does, for
// the Auth emulator's unsigned ID tokens), which would take any string as a valid App Check token.
// So the worker verifies the header itself first and drops one that fails: firebase-functions then
// sees no token, which with `enforceAppCheck` is refused (401 `unauthenticated`) and without it
// is allowed with no `request.app` — exactly what production does with an invalid token.

import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const APP_CHECK_ISSUER = 'https://firebaseappcheck.googleapis.com/';
/** Where a client gets a token: `POST {host}/_host/app-check/token` with `{ "appId": "…" }`. */
export const APP_CHECK_TOKEN_PATH = '/_host/app-check/token';
/** The header the Firebase SDKs send App Check tokens in. */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';
/** An hour, as Google's default token TTL. */
export const APP_CHECK_TOKEN_TTL_SECONDS = 60 * 60;
/** Verified tokens a worker remembers at most (each client has one an hour). */
const MAX_VERIFIED_TOKENS = 10_000;
/** The environment variable the host hands the signing key to its workers in (removed at start). */
export const APP_CHECK_KEY_ENV = 'FUNCTIONS_HOST_APP_CHECK_KEY';

/** A PKCS#8 PEM private key: read from `keyFile` when it exists, else made (and saved there). */
export function appCheckKeyPem(keyFile?: string): string {
  if (keyFile && existsSync(keyFile)) return readFileSync(keyFile, 'utf8');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  if (keyFile) {
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, pem, { mode: 0o600 });
  }
  return pem;
}

export interface AppCheckClaims {
  iss: string;
  sub: string;
  aud: string[];
  provider: string;
  iat: number;
  exp: number;
  jti: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class AppCheckKeys {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The key id in every token's header (a hash would do; the public key's tail is enough). */
  readonly kid: string;

  constructor(
    privateKeyPem: string,
    private readonly project: string,
  ) {
    this.privateKey = createPrivateKey(privateKeyPem);
    this.publicKey = createPublicKey(this.privateKey);
    const jwk = this.publicKey.export({ format: 'jwk' });
    this.kid = String(jwk.n).slice(-16);
  }

  /** A token for `appId`, valid for `ttlSeconds` from `now` (ms). */
  issue(appId: string, now = Date.now(), ttlSeconds = APP_CHECK_TOKEN_TTL_SECONDS): string {
    const iat = Math.floor(now / 1000);
    const claims: AppCheckClaims = {
      iss: `${APP_CHECK_ISSUER}${this.project}`,
      sub: appId,
      aud: [`projects/${this.project}`],
      provider: 'custom',
      iat,
      exp: iat + ttlSeconds,
      jti: randomUUID(),
    };
    const signed = `${encode({ alg: 'RS256', typ: 'JWT', kid: this.kid })}.${encode(claims)}`;
    const signature = sign('sha256', Buffer.from(signed), this.privateKey).toString('base64url');
    return `${signed}.${signature}`;
  }

  /**
   * Tokens that passed, until they expire. A client sends the same token with every call for an
   * hour, and its RS256 signature check was a tenth of a millisecond of each call's CPU. Only
   * what the token itself decides is kept; its expiry is checked again on every use.
   */
  private readonly verified = new Map<string, AppCheckClaims>();

  /** The token's claims when it is valid for this project now, else an Error saying why not. */
  verify(token: string, now = Date.now()): AppCheckClaims | Error {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > now) return known;
      this.verified.delete(token);
      return new Error('expired');
    }
    const claims = this.verifyUncached(token, now);
    if (!(claims instanceof Error)) {
      if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  private verifyUncached(token: string, now: number): AppCheckClaims | Error {
    const parts = token.split('.');
    if (parts.length !== 3) return new Error('not a JWT');
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    let header: { alg?: unknown; kid?: unknown };
    let claims: Partial<AppCheckClaims>;
    try {
      header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as typeof header;
      claims = JSON.parse(
        Buffer.from(payloadPart, 'base64url').toString('utf8'),
      ) as Partial<AppCheckClaims>;
    } catch {
      return new Error('undecodable JWT');
    }
    if (header.alg !== 'RS256') return new Error(`algorithm ${String(header.alg)}, not RS256`);
    if (header.kid !== this.kid) return new Error('unknown key id');
    const signed = verify(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      this.publicKey,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) return new Error('bad signature');
    if (!Array.isArray(claims.aud) || !claims.aud.includes(`projects/${this.project}`))
      return new Error('wrong audience');
    if (typeof claims.iss !== 'string' || !claims.iss.startsWith(APP_CHECK_ISSUER))
      return new Error('wrong issuer');
    if (typeof claims.sub !== 'string' || claims.sub === '') return new Error('no subject');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return new Error('expired');
    return claims as AppCheckClaims;
  }
}
