// The model's text modules (model/src/messages/<area>.ts) hold an area's every text, and a module
// is one piece of one chunk: a page that showed one object of console texts downloaded every
// console text any page shows (issue 41: +3 KB gzip on the attendees page). In a build, each of
// those modules becomes a facade re-exporting one module per top-level declaration
// (`<file>?text=<NAME>`), so the bundler places each text where it is used, as if every text had a
// file of its own; the sources stay one file per area. Primitive constants are inlined anyway
// (vite.config.ts, inlineConst); this matters for objects of texts and msg() functions.
// The schema modules (model/src/schemas/*.ts) are split the same way: a schema built from another
// module's schema (`docIdSchema.optional()`) is not known to be pure, so an unused one stayed in
// its module's chunk; split, an unused declaration's module is never imported (the model's modules
// are side-effect free).
// A module with anything else at its top level (a statement, a re-export, a default, a `let`, a
// destructuring) or whose declarations use each other in a cycle is left whole.
import type { Plugin } from 'vite';

const TEXT_MODULE = /[\\/]model[\\/]src[\\/](messages|schemas)[\\/][^\\/?]+\.ts$/;
const PART = '?text=';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Top-level names a subtree refers to (over-approximated: a shadowing local counts too). */
function referencedNames(node: unknown, names: Set<string>, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) referencedNames(child, names, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const current = node as Node;
  if (current.type === 'Identifier' && names.has(current.name as string))
    found.add(current.name as string);
  for (const [key, value] of Object.entries(current))
    if (key !== 'type' && key !== 'start' && key !== 'end' && typeof value === 'object')
      referencedNames(value, names, found);
}

interface Declaration {
  name: string;
  exported: boolean;
  /** The declaration's source without `export` (e.g. `const A = …;` or `function f() {…}`). */
  source: string;
  node: Node;
}

/** The module's imports and top-level declarations, or null when it is not that simple. */
function declarationsOf(
  code: string,
  program: Node,
): { imports: Node[]; declarations: Declaration[] } | null {
  const imports: Node[] = [];
  const declarations: Declaration[] = [];
  const add = (statement: Node, exported: boolean): boolean => {
    if (statement.type === 'FunctionDeclaration') {
      const id = statement.id as Node | null;
      if (!id) return false;
      declarations.push({
        name: id.name as string,
        exported,
        source: code.slice(statement.start, statement.end),
        node: statement,
      });
      return true;
    }
    // Only `const`: an imported binding cannot be assigned, so a `let` must stay with its users.
    if (statement.type === 'VariableDeclaration' && statement.kind === 'const') {
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type !== 'Identifier') return false;
        declarations.push({
          name: id.name as string,
          exported,
          source: `const ${code.slice(declarator.start, declarator.end)};`,
          node: declarator,
        });
      }
      return true;
    }
    return false;
  };
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      if ((statement.specifiers as Node[]).length === 0) return null;
      imports.push(statement);
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration) {
        if (!add(statement.declaration as Node, true)) return null;
      } else if ((statement.specifiers as Node[]).length > 0 || statement.source) return null;
    } else if (!add(statement, false)) return null;
  }
  return { imports, declarations };
}

/** Whether declarations refer to each other in a cycle (split, one could run before the other). */
function hasCycle(uses: Map<string, Set<string>>): boolean {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string): boolean => {
    if (state.get(name) === 'done') return false;
    if (state.get(name) === 'visiting') return true;
    state.set(name, 'visiting');
    for (const next of uses.get(name) ?? []) if (visit(next)) return true;
    state.set(name, 'done');
    return false;
  };
  return [...uses.keys()].some(visit);
}

export function splitTextModules(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'brunchers:split-text-modules',
    apply: 'build',
    resolveId: {
      order: 'pre',
      handler: (source, importer) => {
        if (!importer || !source.startsWith('./') || !source.includes(PART)) return null;
        const [file] = importer.split('?');
        return `${file!.slice(0, file!.lastIndexOf('/') + 1)}${source.slice(2)}`;
      },
    },
    load: {
      order: 'pre',
      handler: (id) => parts.get(id) ?? null,
    },
    // After TypeScript is stripped: only JavaScript declarations are left.
    transform: {
      order: 'post',
      handler(code, id) {
        if (!TEXT_MODULE.test(id)) return null;
        const found = declarationsOf(code, this.parse(code) as unknown as Node);
        if (!found || found.declarations.length < 2) return null;
        const { imports, declarations } = found;
        const file = id.slice(id.lastIndexOf('/') + 1);
        const own = new Set(declarations.map((declaration) => declaration.name));
        const imported = new Map<string, string>();
        for (const statement of imports)
          for (const specifier of statement.specifiers as Node[]) {
            const local = (specifier.local as Node).name as string;
            const name =
              specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : specifier.type === 'ImportNamespaceSpecifier'
                  ? '*'
                  : ((specifier.imported as Node).name as string);
            const from = JSON.stringify((statement.source as Node).value);
            imported.set(
              local,
              name === '*'
                ? `import * as ${local} from ${from};`
                : `import { ${name === 'default' ? 'default' : name} as ${local} } from ${from};`,
            );
          }
        const names = new Set([...own, ...imported.keys()]);
        const usesOf = new Map<string, Set<string>>();
        for (const declaration of declarations) {
          const uses = new Set<string>();
          referencedNames(declaration.node, names, uses);
          uses.delete(declaration.name);
          usesOf.set(declaration.name, uses);
        }
        const siblingUses = new Map(
          [...usesOf].map(([name, uses]) => [name, new Set([...uses].filter((u) => own.has(u)))]),
        );
        if (hasCycle(siblingUses)) return null;
        for (const declaration of declarations) {
          const uses = usesOf.get(declaration.name)!;
          const lines = [...uses].map((name) =>
            own.has(name)
              ? `import { ${name} } from './${file}${PART}${name}';`
              : imported.get(name)!,
          );
          lines.push(`export ${declaration.source}`);
          parts.set(`${id}${PART}${declaration.name}`, lines.join('\n'));
        }
        const facade = declarations
          .filter((declaration) => declaration.exported)
          .map(({ name }) => `export { ${name} } from './${file}${PART}${name}';`)
          .join('\n');
        return { code: facade, map: null };
      },
    },
  };
}
