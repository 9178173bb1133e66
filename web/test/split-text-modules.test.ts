// build/split-text-modules.ts: in a build, a page that uses one object (or msg() function) of a
// text module downloads that one, not the module's other texts; without the plugin the bundler
// keeps the module whole in one chunk (the control, so the test can fail).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { splitTextModules } from '../build/split-text-modules';

const root = mkdtempSync(join(tmpdir(), 'brunchers-split-texts-'));

const files: Record<string, string> = {
  'model/src/i18n/message.ts': `export function msg<A extends unknown[]>(id: string, english: (...args: A) => string) {
  return Object.assign((...args: A) => english(...args), { messageId: id });
}`,
  'model/src/messages/area.ts': `import { msg } from '../i18n/message';
export interface Unused { text: string }
const SHARED = { text: 'shared-text' };
export const FORM = { title: 'form-title', shared: SHARED };
export const TOAST = { title: 'toast-title' };
export const countLabel = msg('area.countLabel', (count: number) => \`\${count} count-label\`);
export function formTitle(): string { return FORM.title; }`,
  'web/form-page.ts': `import { formTitle, FORM } from '../model/src/messages/area';
export default () => formTitle() + FORM.shared.text;`,
  'web/toast-page.ts': `import { countLabel, TOAST } from '../model/src/messages/area';
export default () => TOAST.title + countLabel(2);`,
  // Declarations that use each other: split, one could run before the other; left whole.
  'model/src/schemas/cycle.ts': `export const FIRST = { title: 'first-text', next: () => SECOND };
export const SECOND = { title: 'second-text', previous: FIRST };`,
  'web/cycle-page.ts': `import { FIRST } from '../model/src/schemas/cycle';
export default () => FIRST.title;`,
  'web/main.ts': `Promise.all([import('./form-page'), import('./toast-page'), import('./cycle-page')]).then((pages) =>
  console.log(pages.map((page) => page.default())),
);`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The code of each page's chunk (and of the chunks it imports), by page. */
async function pageCode(
  plugins: Plugin[],
): Promise<{ form: string; toast: string; cycle: string }> {
  const output = await build({
    root: join(root, 'web'),
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: join(root, 'web/main.ts'),
        // As vite.config.ts: the model's modules are side-effect free.
        treeshake: { moduleSideEffects: [{ test: /[\\/]model[\\/]/, sideEffects: false }] },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const byFile = new Map(
    chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
  );
  const closure = (name: string): string => {
    const chunk = [...byFile.values()].find((each) => each.facadeModuleId?.endsWith(name));
    if (!chunk) throw new Error(`no chunk for ${name}`);
    return [chunk.code, ...chunk.imports.map((file) => byFile.get(file)?.code ?? '')].join('\n');
  };
  return {
    form: closure('form-page.ts'),
    toast: closure('toast-page.ts'),
    cycle: closure('cycle-page.ts'),
  };
}

describe('split-text-modules', () => {
  it('gives each page the texts it uses, and only those', async () => {
    const { form, toast } = await pageCode([splitTextModules()]);
    expect(form).toContain('form-title');
    expect(form).toContain('shared-text');
    expect(form).not.toContain('toast-title');
    expect(form).not.toContain('count-label');
    expect(toast).toContain('toast-title');
    expect(toast).toContain('count-label');
    expect(toast).not.toContain('form-title');
    expect(toast).not.toContain('shared-text');
  });

  it('leaves a module whose declarations use each other in a cycle whole', async () => {
    const { cycle } = await pageCode([splitTextModules()]);
    // In its own order: split, SECOND (which FIRST imports) would run first and read FIRST too early.
    expect(cycle.indexOf('first-text')).toBeGreaterThanOrEqual(0);
    expect(cycle.indexOf('first-text')).toBeLessThan(cycle.indexOf('second-text'));
  });

  it('without it, a page downloads the module whole (control)', async () => {
    const { form, toast } = await pageCode([]);
    expect(form).toContain('toast-title');
    expect(toast).toContain('form-title');
  });
});
