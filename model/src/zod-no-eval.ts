// Browsers under the app's Content-Security-Policy (no 'unsafe-eval', model/src/hosting.ts): zod
// would probe `new Function` to compile faster object parsers, and the browser reports each probe as
// a violation. The web app calls this before any schema parses.
import { config } from 'zod/v4/core';

export function parseWithoutEval(): void {
  config({ jitless: true });
}
