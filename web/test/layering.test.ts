// The web layering rules in eslint.config.js must bite: each forbidden import below is linted as if
// it sat in the named file, with the repository's real config.
import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap((result) => result.messages).map((message) => message.ruleId);
}

describe('web layering', { timeout: 120_000 }, () => {
  // Loading the config (typescript-eslint, import-x) dominates; do it once, with a wall-clock guard
  // only, as it can take tens of seconds on a loaded 2-core machine.
  beforeAll(() => ruleIds('web/src/lib/x.ts', ''), 300_000);

  it('refuses a feature importing app/', async () => {
    expect(
      await ruleIds(
        'web/src/features/landing/x.ts',
        "export { router } from '../../app/router';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("refuses a feature importing another feature's file outside its listed public API", async () => {
    const file = 'web/src/features/landing/x.ts';
    expect(
      await ruleIds(file, "export { BookingDialog } from '../booking/booking-dialog';\n"),
    ).toContain('import-x/no-restricted-paths');
    // The listed exception still passes, so the rule is not simply refusing everything.
    expect(await ruleIds(file, "export { EventsGrid } from '../events/events-grid';\n")).toEqual(
      [],
    );
  });

  it('refuses lib/ and ui/ importing features/ or app/', async () => {
    for (const [file, code] of [
      ['web/src/lib/x.ts', "export { EventsGrid } from '../features/events/events-grid';\n"],
      ['web/src/ui/x.ts', "export { router } from '../app/router';\n"],
    ] as const) {
      expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
    }
  });

  it("refuses the rest of the app reaching into lib/firebase/'s own modules", async () => {
    for (const [file, code] of [
      ['web/src/features/landing/x.ts', "export { firebaseApp } from '../../lib/firebase/app';\n"],
      ['web/src/lib/x.ts', "export { followDocAt } from './firebase/live-doc-at';\n"],
    ] as const) {
      expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
    }
    // Its public files, and the module's own imports, pass.
    expect(
      await ruleIds(
        'web/src/features/landing/x.ts',
        "export { db } from '../../lib/firebase/sdk';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds('web/src/lib/firebase/x.ts', "export { firebaseApp } from './app';\n"),
    ).toEqual([]);
  });
});
