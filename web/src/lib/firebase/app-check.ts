// App Check: every call the SDKs make carries a token proving it comes from this app, and the
// callables that enforce it (createCheckout, joinWaitlist: ENFORCE_APP_CHECK, on by default)
// refuse calls without one. In production the token comes from reCAPTCHA Enterprise (the site key
// in VITE_APP_CHECK_SITE_KEY); on the local stack from the local Functions host, which signs its
// own tokens and verifies them on every call as production does (emulator/src/functions-host/
// app-check.ts), so a call without a valid token fails locally too.
import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';

/** Where the local Functions host hands out App Check tokens (POST { appId }). */
export const LOCAL_APP_CHECK_TOKEN_PATH = '/_host/app-check/token';

export function startAppCheck(
  app: FirebaseApp,
  env: { siteKey: string | undefined; emulatorHost: string | undefined; functionsPort: number },
): AppCheck {
  if (env.emulatorHost) {
    const endpoint = `http://${env.emulatorHost}:${env.functionsPort}${LOCAL_APP_CHECK_TOKEN_PATH}`;
    return initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: () => localToken(endpoint, app.options.appId) }),
      isTokenAutoRefreshEnabled: true,
    });
  }
  if (!env.siteKey) {
    throw new Error(
      'VITE_APP_CHECK_SITE_KEY is not set: put the reCAPTCHA Enterprise site key of the App Check registration in web/.env.production',
    );
  }
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(env.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

async function localToken(
  endpoint: string,
  appId: string | undefined,
): Promise<{ token: string; expireTimeMillis: number }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId }),
  });
  if (!response.ok) throw new Error(`The local App Check endpoint answered ${response.status}`);
  const { token, ttlMillis } = (await response.json()) as { token: string; ttlMillis: number };
  return { token, expireTimeMillis: Date.now() + ttlMillis };
}
