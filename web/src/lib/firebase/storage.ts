// Cloud Storage, loaded on first use: only photo uploads and deletions (the gallery, the
// organiser's event covers) need it, so no route downloads its SDK up front. The instance lives
// in storage-sdk.ts, which re-exports the few Storage functions we call: importing firebase/storage
// dynamically would keep every export (see README.md, "What loads when").
type StorageSdk = typeof import('./storage-sdk');

let loading: Promise<StorageSdk> | undefined;

/** Starts loading Storage (once) and resolves to the instance and the functions we use. */
export function loadStorage(): Promise<StorageSdk> {
  loading ??= import('./storage-sdk');
  return loading;
}
