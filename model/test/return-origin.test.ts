import { describe, expect, it } from 'vitest';
import { allowedAppOrigins, returnOrigin, safeReturnPath } from '../src/rules/return-origin';

describe('return origin (issue 17 §2)', () => {
  it('a local app URL allows its loopback twins on the same port only', () => {
    expect(allowedAppOrigins('http://localhost:5173')).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
    expect(returnOrigin('http://localhost:5173', 'http://127.0.0.1:5173')).toBe(
      'http://127.0.0.1:5173',
    );
    expect(returnOrigin('http://127.0.0.1:5173/', 'http://localhost:5173')).toBe(
      'http://localhost:5173',
    );
    expect(returnOrigin('http://localhost:5173', 'http://localhost:5174')).toBe(
      'http://localhost:5173',
    );
    expect(returnOrigin('http://localhost:5173', 'https://localhost:5173')).toBe(
      'http://localhost:5173',
    );
  });

  it('a deployed app URL allows itself only: other origins fall back to it', () => {
    expect(allowedAppOrigins('https://brunchers.web.app')).toEqual(['https://brunchers.web.app']);
    for (const forged of [
      'https://evil.example',
      'https://brunchers.web.app.evil.example',
      'http://brunchers.web.app',
      'http://localhost:5173',
      'https://brunchers.web.app/path',
      'javascript:alert(1)',
      'null',
      '',
      undefined,
      null,
    ])
      expect(returnOrigin('https://brunchers.web.app/', forged)).toBe('https://brunchers.web.app');
    expect(returnOrigin('https://brunchers.web.app', 'https://brunchers.web.app')).toBe(
      'https://brunchers.web.app',
    );
  });
});

describe('safe return path after sign-in (issue 17 §5)', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeReturnPath('/discover', '/dashboard')).toBe('/discover');
    expect(safeReturnPath('/event/abc?x=1#top', '/dashboard')).toBe('/event/abc?x=1#top');
  });
  it('refuses anything that could leave the app, and the sign-in pages', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'discover',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/login',
      '/signup?x=1',
    ])
      expect(safeReturnPath(bad, '/dashboard')).toBe('/dashboard');
  });
});
