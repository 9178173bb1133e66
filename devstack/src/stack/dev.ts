import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { browserUrl } from './web.js';

/**
 * `npm run dev`: rebuilds functions/ when its sources (or the model it inlines) change, then asks the
 * Functions host to reload the new build.
 */
export function watchFunctionsSources(
  root: string,
  reload: () => Promise<void>,
  log: (line: string) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const rebuild = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const ok = await runBuild(root);
    if (ok) {
      await reload().then(
        () => log('functions rebuilt and reloaded'),
        (error: unknown) =>
          log(`functions reload failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    } else log('functions build failed: keeping the previous build');
    running = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  const watchers: FSWatcher[] = [join(root, 'functions/src'), join(root, 'model/src')].map((dir) =>
    watch(dir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), 200);
    }),
  );
  return () => {
    clearTimeout(timer);
    watchers.forEach((w) => w.close());
  };
}

function runBuild(root: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'functions/build.mjs')], {
      cwd: join(root, 'functions'),
      stdio: 'inherit',
    });
    child.once('exit', (code) => resolve(code === 0));
    child.once('error', () => resolve(false));
  });
}

export interface DevWebServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The Vite dev server for web/ (hot reload), in this process so Ctrl-C stops it with the rest. */
export async function startViteDevServer(options: {
  root: string;
  port: number;
  host: string;
}): Promise<DevWebServer> {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: join(options.root, 'web'),
    configFile: join(options.root, 'web/vite.config.ts'),
    server: { port: options.port, host: options.host, strictPort: true },
    clearScreen: false,
    logLevel: 'warn',
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { port, url: browserUrl(options.host, port), close: () => server.close() };
}
