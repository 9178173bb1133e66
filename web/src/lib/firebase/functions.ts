// The app's Functions instance, in FUNCTIONS_REGION (see app.ts for why each SDK has a
// module of its own). Loaded with the first call (lib/callables.ts through lazy.ts's
// loadFunctions), with the one SDK function the calls need.
import { FUNCTIONS_REGION } from '@brunchers/model';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorHost, firebaseApp, functionsPort } from './app';

export { httpsCallable } from 'firebase/functions';

export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, functionsPort);
