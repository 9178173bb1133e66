// Stand-in for firebase/database and firebase/remote-config, and for firebase/storage and
// firebase/functions as reactfire imports them. reactfire imports them for hooks this app never uses
// (it uses Firestore; Storage loads with the first upload through storage.ts, Functions with the
// first call through lib/callables.ts, not reactfire), and those SDKs register themselves on
// import, so the bundler cannot drop them. vite.config.ts points those imports here; calling one of
// these is a bug.
function notBundled(name: string): never {
  throw new Error(
    `${name} is not bundled: Brunchers uses Firestore, not the Realtime Database or Remote Config, Storage through lib/firebase/storage.ts and Functions through lib/callables.ts.`,
  );
}

// firebase/database, as imported by reactfire.
export const get = () => notBundled('firebase/database');
export const off = () => notBundled('firebase/database');
export const onChildAdded = () => notBundled('firebase/database');
export const onChildChanged = () => notBundled('firebase/database');
export const onChildMoved = () => notBundled('firebase/database');
export const onChildRemoved = () => notBundled('firebase/database');
export const onValue = () => notBundled('firebase/database');

// firebase/remote-config, as imported by reactfire.
export const ensureInitialized = () => notBundled('firebase/remote-config');
export const getAll = () => notBundled('firebase/remote-config');
export const getBoolean = () => notBundled('firebase/remote-config');
export const getNumber = () => notBundled('firebase/remote-config');
export const getString = () => notBundled('firebase/remote-config');
export const getValue = () => notBundled('firebase/remote-config');

// firebase/storage, as imported by reactfire (useStorageDownloadURL and friends).
export const getDownloadURL = () => notBundled('firebase/storage (reactfire)');
export const ref = () => notBundled('firebase/storage (reactfire)');

// firebase/functions, as imported by reactfire (useCallableFunctionResponse).
export const httpsCallable = () => notBundled('firebase/functions (reactfire)');
