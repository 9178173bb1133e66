// The app's Storage instance and the Storage functions the app uses (loaded through storage.ts).
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { EMULATOR_PORTS, emulatorHost, firebaseApp } from './app';

export { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';

export const storage = getStorage(firebaseApp);

if (emulatorHost) connectStorageEmulator(storage, emulatorHost, EMULATOR_PORTS.storage);
