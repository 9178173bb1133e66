// The app's Firestore instance (see app.ts for why each SDK has a module of its own).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_PORTS, emulatorHost, firebaseApp } from './app';

export const db = getFirestore(firebaseApp);

if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
