// The app's Auth instance (see app.ts for why each SDK has a module of its own).
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import { EMULATOR_PORTS, emulatorHost, firebaseApp } from './app';
import { rememberSignedIn } from './session-hint';

// initializeAuth (not getAuth) leaves out the popup/redirect resolver we never use; the session
// lives in local browser storage as the spec says.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (emulatorHost) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
}

// Every page that loads Auth keeps the public pages' hint up to date (session-hint.ts).
onAuthStateChanged(auth, (user) => rememberSignedIn(user !== null));
