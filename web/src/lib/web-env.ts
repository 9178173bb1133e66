// The web app's build-time environment (import.meta.env: the Firebase web config, the local stack's
// host), checked once with zod: a missing or empty variable stops the build (vite.config.ts) and,
// should a build slip through, the app's start, with an error that names it. Every reader of the
// environment goes through `webEnv()` so where the config comes from can change in one place.
import { z } from 'zod';

const required = z.string().trim().min(1);

export const webEnvSchema = z
  .object({
    VITE_FIREBASE_PROJECT_ID: required,
    VITE_FIREBASE_API_KEY: required,
    VITE_FIREBASE_AUTH_DOMAIN: required,
    VITE_FIREBASE_STORAGE_BUCKET: required,
    VITE_FIREBASE_APP_ID: required,
    /** Host of the local stack (every SDK connects to it); absent in production builds. */
    VITE_EMULATOR_HOST: required.optional(),
    /** App Check's reCAPTCHA Enterprise site key: required in production (the local stack issues its own tokens). */
    VITE_APP_CHECK_SITE_KEY: required.optional(),
  })
  .refine(
    (env) => env.VITE_EMULATOR_HOST !== undefined || env.VITE_APP_CHECK_SITE_KEY !== undefined,
    {
      path: ['VITE_APP_CHECK_SITE_KEY'],
      message: 'required outside the local stack',
    },
  );
export type WebEnv = z.infer<typeof webEnvSchema>;

export class WebEnvError extends Error {
  override name = 'WebEnvError';
}

/** The environment, or a WebEnvError naming each missing or invalid variable. */
export function parseWebEnv(env: Record<string, unknown>): WebEnv {
  const result = webEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return env[name] === undefined || env[name] === ''
      ? `${name} is missing`
      : `${name} is invalid`;
  });
  throw new WebEnvError(
    `The web app's environment is incomplete: ${problems.join('; ')}. Set it in web/.env.production (a deploy build) or web/.env.emulators (the local stack).`,
  );
}

let checked: WebEnv | undefined;

/** This build's environment, checked on first use. */
export function webEnv(): WebEnv {
  checked ??= parseWebEnv(import.meta.env);
  return checked;
}
