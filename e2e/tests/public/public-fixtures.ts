// Helpers of the public-page specs: a viewport screenshot at one width (kept with the others under
// e2e/artifacts/screens), the contrast ratio of two computed colours, and an element's box.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { resolve } from 'node:path';
import { TAKE_SCREENS } from '../../fixtures/pages';

const SCREENS_DIR = resolve(import.meta.dirname, '../../artifacts/screens');

/** What is on screen at `width` px (not the full page: for menus and other overlays). */
export async function screenshotAt(
  page: Page,
  name: string,
  width: number,
  testInfo: TestInfo,
): Promise<void> {
  const height = page.viewportSize()?.height ?? 844;
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
  if (!TAKE_SCREENS) return;
  const path = `${SCREENS_DIR}/${name}-${width}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
}

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two CSS rgb() colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export async function box(locator: Locator) {
  const value = await locator.boundingBox();
  if (!value) throw new Error(`${locator} has no box`);
  return value;
}
