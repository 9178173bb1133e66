import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

export interface RulesTarget {
  name: string;
  file: string;
  /** Loads the source; throws on a syntax error (the previous rules stay active). */
  apply(source: string): void;
}

/** Loads each rules file now; a broken file at start is fatal (running without rules would allow everything). */
export function loadRulesFiles(targets: RulesTarget[]): void {
  for (const target of targets) {
    try {
      target.apply(readFileSync(target.file, 'utf8'));
    } catch (error) {
      throw new Error(
        `${basename(target.file)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** Reloads a rules file when it changes (dev); a broken edit is reported and the previous rules stay. */
export function watchRulesFiles(targets: RulesTarget[], log: (line: string) => void): () => void {
  const watchers: FSWatcher[] = [];
  for (const target of targets) {
    let timer: NodeJS.Timeout | undefined;
    const reload = () => {
      try {
        target.apply(readFileSync(target.file, 'utf8'));
        log(`${target.name} rules reloaded from ${basename(target.file)}`);
      } catch (error) {
        log(
          `${target.name} rules NOT reloaded (previous rules stay active): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    };
    // Editors often replace the file (a new inode) and write twice: watch the folder, debounce.
    watchers.push(
      watch(dirname(target.file), (_event, filename) => {
        if (filename !== basename(target.file)) return;
        clearTimeout(timer);
        timer = setTimeout(reload, 150);
      }),
    );
  }
  return () => watchers.forEach((w) => w.close());
}
