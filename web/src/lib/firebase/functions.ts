// The app's Functions instance, in FUNCTIONS_REGION (see app.ts for why each SDK has a
// module of its own).
import { FUNCTIONS_REGION } from '@brunchers/model';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorHost, firebaseApp, functionsPort } from './app';

export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, functionsPort);
