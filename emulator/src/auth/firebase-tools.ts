import { createRequire } from 'node:module';
import type { RequestListener } from 'node:http';

/**
 * Loads firebase-tools' Auth emulator app in this process. The CLI would add ~17 s (update check,
 * message of the day, network time-outs); its express app alone starts in well under a second once
 * exegesis compiles request validators lazily instead of all ~100 operations up front (~8 s of CPU).
 */
export async function createAuthEmulatorApp(
  projectId: string,
  /** Accounts by project, shared by apps made with the same map (see index.ts, projectOfApiKey). */
  projects: Map<string, unknown> = new Map(),
): Promise<RequestListener> {
  const require = createRequire(import.meta.url);
  const toolsRequire = createRequire(require.resolve('firebase-tools/lib/emulator/auth/server.js'));
  const exegesisExpress = toolsRequire('exegesis-express') as {
    middleware: (spec: unknown, options: Record<string, unknown>) => unknown;
  };
  if (!(exegesisExpress as { __lazyPatched?: boolean }).__lazyPatched) {
    const original = exegesisExpress.middleware;
    exegesisExpress.middleware = (spec, options) =>
      original(spec, { ...options, lazyCompileValidationSchemas: true });
    (exegesisExpress as { __lazyPatched?: boolean }).__lazyPatched = true;
  }
  const server = toolsRequire('./server.js') as {
    createApp(
      projectId: string,
      singleProjectMode: number,
      projectStateForId: Map<string, unknown>,
    ): Promise<RequestListener>;
  };
  // Several projects are the point when projects are shared (one app per project, one state).
  const NO_WARNING = 0;
  return server.createApp(projectId, NO_WARNING, projects);
}
