// The response headers' policy and the photo URL rule, as pure functions.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  isOwnStoragePhotoUrl,
  literalPattern,
  localOrigins,
  photoUrlSchema,
  PRODUCTION_ORIGINS,
} from '../src';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('runs no inline script but the hashed one, and no eval', () => {
    const scripts = directive(contentSecurityPolicy(PRODUCTION_ORIGINS), 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
  });

  it('loads images only from the app and Storage, locally the local Storage', () => {
    expect(directive(contentSecurityPolicy(PRODUCTION_ORIGINS), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://firebasestorage.googleapis.com',
    ]);
    const local = contentSecurityPolicy(localOrigins());
    expect(directive(local, 'img-src')).toContain('http://localhost:9199');
    expect(local).not.toContain('googleapis.com');
    expect(directive(local, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('photo URLs', () => {
  const url = (origin: string, bucket: string, owner: string) =>
    `${origin}/v0/b/${bucket}/o/user-photos%2F${owner}%2F1700000000000.jpg?alt=media&token=0b1c-2d3e`;

  it("are the owner's files in the project's default bucket", () => {
    const google = 'https://firebasestorage.googleapis.com';
    expect(isOwnStoragePhotoUrl(url(google, 'p-1.appspot.com', 'u1'), 'p-1', 'u1')).toBe(true);
    expect(isOwnStoragePhotoUrl(url(google, 'p-1.firebasestorage.app', 'u1'), 'p-1', 'u1')).toBe(
      true,
    );
    expect(isOwnStoragePhotoUrl(url(google, 'p-1.appspot.com', 'u2'), 'p-1', 'u1')).toBe(false);
    expect(isOwnStoragePhotoUrl(url(google, 'evil.appspot.com', 'u1'), 'p-1', 'u1')).toBe(false);
    expect(
      isOwnStoragePhotoUrl(url('https://tracker.example', 'p-1.appspot.com', 'u1'), 'p-1', 'u1'),
    ).toBe(false);
  });

  it('as stored: a Storage file or a bundled image, never another host', () => {
    expect(photoUrlSchema.safeParse('/images/seed/members/member-01.svg').success).toBe(true);
    expect(photoUrlSchema.safeParse('https://tracker.example/p.gif').success).toBe(false);
    expect(photoUrlSchema.safeParse('//tracker.example/p.gif').success).toBe(false);
  });

  it('refuse pattern syntax in a name the pattern embeds', () => {
    expect(literalPattern('demo-brunchers.appspot.com')).toBe('demo-brunchers[.]appspot[.]com');
    expect(() => literalPattern('a|b')).toThrow(/plain name/);
  });
});
