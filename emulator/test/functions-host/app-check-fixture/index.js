// Two callables for the App Check tests: one that enforces App Check (as production's
// createCheckout does) and one that does not; each answers the App Check app id it was given.
import { onCall } from 'firebase-functions/v2/https';
import { defineBoolean } from 'firebase-functions/params';

const enforce = defineBoolean('ENFORCE_APP_CHECK', { default: true });

export const guarded = onCall({ region: 'europe-west1', enforceAppCheck: enforce }, (request) => ({
  appId: request.app?.appId ?? null,
}));

export const lenient = onCall({ region: 'europe-west1' }, (request) => ({
  appId: request.app?.appId ?? null,
}));
