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

function declaredParams(): DeclaredParam[] {
  const declared = (globalThis as Record<symbol, unknown>)[DECLARED_PARAMS];
  return Array.isArray(declared) ? (declared as DeclaredParam[]) : [];
}

export function applyParamDefaults(env: NodeJS.ProcessEnv = process.env): string[] {
  const defaults = paramDefaults(env);
  Object.assign(env, defaults);
  return Object.keys(defaults);
}

/**
 * Makes a declared parameter's default visible in process.env from the moment it is declared,
 * before the build has finished loading. Code resolves some parameters while it loads:
 * `onCall({ enforceAppCheck: ENFORCE_APP_CHECK })` reads the value at definition, so a default
 * applied after the import came too late (enforcement was off locally although the deployed
 * function, whose environment the deploy fills with every default, has it on). Call it before
 * importing the build: a read of an unset variable that names a declared parameter with a default
 * gets (and keeps) the default, as firebase-tools resolves parameters before the runtime starts.
 */
export function defaultParamsOnRead(): void {
  const env = process.env;
  process.env = new Proxy(env, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (value !== undefined || typeof key !== 'string') return value;
      // Most unset variables read (firebase-functions reads some on every call) are no parameter:
      // look the name up before reading every declared parameter's variable.
      if (!declaredParams().some((param) => param.name === key)) return undefined;
      const fallback = paramDefaults(target)[key];
      if (fallback !== undefined) target[key] = fallback;
      return fallback;
    },
  });
}

/** The defaults of the declared parameters `env` has no value for. */
export function paramDefaults(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const param of declaredParams()) {
    const fallback = param.options?.default;
    if (env[param.name] !== undefined || fallback === undefined || fallback === null) continue;
    // Defaults that are expressions (e.g. built from another param) are left unresolved.
    if (typeof fallback === 'object') continue;
    defaults[param.name] = String(fallback);
  }
  return defaults;
}
