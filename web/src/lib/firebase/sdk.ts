// The Firebase web SDK, initialised once: the app and one instance per SDK (auth, firestore),
// connected to the local stack when VITE_EMULATOR_HOST is set. Configuration comes from Vite env
// files. The app, Auth, Firestore and Functions live in modules of their own (app.ts and its
// siblings) so that the event page can load only the ones it uses; this module gathers them, so
// every import of an instance is the same object. Functions and Storage are not here: Functions
// loads with the first call (lib/callables.ts), Storage with the first upload (storage.ts).
// Import this module only from code that needs Firebase: it pulls in the SDKs, and the landing page
// keeps it out of its first download (see features/landing).
export { EMULATOR_PORTS, firebaseApp } from './app';
export { auth } from './auth';
export { db } from './firestore';
