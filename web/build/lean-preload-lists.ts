// Each dynamic import in a build carries the list of files to preload with it (Vite's
// `__vite__mapDeps`): the imported chunk's whole static closure, including React, the router and
// the SDKs that every page has loaded already. ~4 KB gzip of file names in a console page's first
// download. This drops from each list what is certainly loaded when the import runs: the entry's
// static closure and the importing chunk's own (a module runs after its static imports).
// index.html's preload links are left whole.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export function leanPreloadLists(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: OutputBundle | null = null;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (fileName: string, into = new Set<string>()) => {
    const chunk = bundle?.[fileName];
    if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
    into.add(fileName);
    for (const name of (chunk as OutputChunk).imports) staticClosure(name, into);
    return into;
  };
  const closureOf = (fileName: string) => {
    if (!closures.has(fileName)) closures.set(fileName, staticClosure(fileName));
    return closures.get(fileName)!;
  };
  let entries: string[] = [];
  return {
    plugin: {
      name: 'brunchers:lean-preload-lists',
      apply: 'build',
      enforce: 'pre',
      generateBundle: {
        order: 'pre',
        handler(_, output) {
          bundle = output;
          closures.clear();
          entries = Object.values(output)
            .filter((file) => file.type === 'chunk' && file.isEntry)
            .map((file) => file.fileName);
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      // index.html's own modulepreload links stay as they are: they are how the entry's imports
      // start downloading beside it.
      if (!bundle || hostType !== 'js') return deps;
      const loaded = [hostId, ...entries].map(closureOf);
      return deps.filter((dep) => !loaded.some((files) => files.has(dep)));
    },
  };
}
