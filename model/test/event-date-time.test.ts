import { describe, expect, it } from 'vitest';
import { formatEventDateTime } from '../src/rules/early-access';

// The early-access notice on the event page (issue 37): the city's date and time in the page's language.
describe('formatEventDateTime', () => {
  const moment = new Date('2026-12-06T10:00:00Z'); // 10:00 in Lisbon (winter: UTC+0)

  it("reads the spec's English form", () => {
    expect(formatEventDateTime(moment)).toBe('Sun, Dec 6, 2026 at 10:00');
  });

  it("reads pt-PT's own form in Portuguese, with no English in it", () => {
    const text = formatEventDateTime(moment, 'pt-PT');
    expect(text).toContain('10:00');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/Sun|Dec| at /);
  });
});
