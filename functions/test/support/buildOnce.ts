// Builds lib/index.js before the tests: the Functions host runs the bundle, as production does.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
