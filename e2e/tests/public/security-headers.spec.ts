// The app's pages come with firebase.json's security headers (the local web server serves them as
// Hosting does), and the Content-Security-Policy refuses an image from any host but the app's and
// Storage's: a photo URL pointing at a tracker loads nothing in anyone's browser.
import { expect, test } from '../../fixtures/test';

test('pages carry the security headers; a foreign image is refused by the CSP', async ({
  page,
  csp,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'unsafe-eval'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // What a tracking-pixel photo_url would make a discover card or gallery render.
  await page.evaluate(() => {
    const pixel = document.createElement('img');
    pixel.src = 'https://tracker.example/pixel.gif?member=someone';
    pixel.alt = '';
    document.body.append(pixel);
  });
  const violation = await csp.expectViolation((v) =>
    v.blockedURI.startsWith('https://tracker.example/'),
  );
  expect(violation.effectiveDirective).toBe('img-src');
});
