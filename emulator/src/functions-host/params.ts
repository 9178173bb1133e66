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
  const declared = (globalThis as Record<symbol, unknown>)[DECLARED_PARAMS];
  if (!Array.isArray(declared)) return [];
  const applied: string[] = [];
  for (const param of declared as DeclaredParam[]) {
    const fallback = param.options?.default;
    if (env[param.name] !== undefined || fallback === undefined || fallback === null) continue;
    // Defaults that are expressions (e.g. built from another param) are left unresolved.
    if (typeof fallback === 'object') continue;
    env[param.name] = String(fallback);
    applied.push(param.name);
  }
  return applied;
}
