// The suite never runs a test twice: every vitest config and Playwright's say retries 0, no npm
// script passes a retry flag, and lint refuses a retry option in a test or a config.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const workspaces: string[] = JSON.parse(
  readFileSync(join(ROOT, 'package.json'), 'utf8'),
).workspaces;
const vitestConfigs = [...workspaces, 'scripts']
  .map((dir) => join(ROOT, dir, 'vitest.config.ts'))
  .filter((file) => existsSync(file));

// One ESLint for every lint check here: loading the repo's config and plugins is the slow part.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};', { filePath: join(ROOT, 'model/test/warm-up.test.ts') });
}, 180_000);

describe('no retries', () => {
  it('finds the vitest configs of the workspaces that have tests', () => {
    expect(vitestConfigs.length).toBeGreaterThanOrEqual(6);
  });

  it.each(vitestConfigs.map((file) => [file.slice(ROOT.length + 1), file]))(
    '%s says retry: 0',
    async (_name, file) => {
      const config = (await import(file)).default as { test?: { retry?: number } };
      expect(config.test?.retry).toBe(0);
    },
  );

  it('Playwright says retries: 0', () => {
    // Read from the config's syntax: importing @playwright/test takes 20-30 s on a loaded machine.
    const file = join(ROOT, 'e2e/playwright.config.ts');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const retries: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'retries')
        retries.push(node.initializer.getText(source));
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(retries.length).toBeGreaterThan(0);
    for (const value of retries) expect(value).toBe('0');
  });

  it('no npm script passes a retry flag', () => {
    for (const dir of ['.', ...workspaces]) {
      const scripts: Record<string, string> =
        JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).scripts ?? {};
      for (const [name, command] of Object.entries(scripts))
        expect(command, `${dir}/package.json "${name}"`).not.toMatch(/--retr(y|ies)\b(?!=0\b)/);
    }
  });

  it.each([
    ['a vitest test option', 'model/test/example.test.ts', "it('x', { retry: 2 }, () => {});"],
    [
      'a vitest describe option',
      'web/test/example.test.tsx',
      "describe('x', { retry: n }, () => {});",
    ],
    ['a vitest config', 'functions/vitest.config.ts', 'export default { test: { retry: 1 } };'],
    ['a Playwright spec', 'e2e/tests/example.spec.ts', 'test.describe.configure({ retries: 1 });'],
    ['the Playwright config', 'e2e/playwright.config.ts', 'export default { retries: 2 };'],
  ])('lint refuses retries in %s', async (_where, filePath, code) => {
    const [result] = await eslint.lintText(code, {
      filePath: join(ROOT, filePath),
    });
    expect(result?.messages.map((m) => m.message)).toContainEqual(
      expect.stringContaining('No retries'),
    );
  });

  it("lint still allows a Cloud Function's retry: true in a test", async () => {
    const code =
      "export const flaky = { document: 'flaky/{id}', retry: true, other: { retry: 0 } };";
    const [result] = await eslint.lintText(code, {
      filePath: join(ROOT, 'emulator/test/functions-host/example.test.ts'),
    });
    expect(result?.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  });
});
