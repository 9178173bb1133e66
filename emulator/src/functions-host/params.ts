// Parameters declared with firebase-functions' defineString/defineInt/... get their value from the
// environment at run time. `firebase deploy` and Google's emulator write each parameter's default
// into the environment when nothing else sets it; this does the same inside the worker.

interface DeclaredParam {
  name: string;
  options?: { default?: unknown };
}

// firebase-functions keeps the declared parameters in a global list under this symbol (so the
// CommonJS and ESM builds of the SDK share one list).
const DECLARED_PARAMS = Symbol.for('firebase-functions:params:declaredParams');

export function applyParamDefaults(env: NodeJS.ProcessEnv = process.env): string[] {
  const defaults = paramDefaults(env);
  Object.assign(env, defaults);
  return Object.keys(defaults);
}

/**
 * The defaults of the declared parameters `env` has no value for. The host reads them in a
 * discovery pass before it starts the workers (see index.ts), because code resolves some
 * parameters while it loads: `onCall({ enforceAppCheck: ENFORCE_APP_CHECK })` reads the value at
 * definition, so a default applied after the import would come too late (the value would be
 * false locally although the deployed function, whose environment the deploy filled, has true).
 */
export function paramDefaults(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const declared = (globalThis as Record<symbol, unknown>)[DECLARED_PARAMS];
  if (!Array.isArray(declared)) return {};
  const defaults: Record<string, string> = {};
  for (const param of declared as DeclaredParam[]) {
    const fallback = param.options?.default;
    if (env[param.name] !== undefined || fallback === undefined || fallback === null) continue;
    // Defaults that are expressions (e.g. built from another param) are left unresolved.
    if (typeof fallback === 'object') continue;
    defaults[param.name] = String(fallback);
  }
  return defaults;
}
