// The app's Firestore instance (see firebase-app.ts for why each SDK has a module of its own).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_PORTS, emulatorHost, firebaseApp } from './firebase-app';

export const db = getFirestore(firebaseApp);

if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
