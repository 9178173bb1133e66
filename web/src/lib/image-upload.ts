// Uploading an image to Storage with progress: the bytes must be the raster type the file
// claims (storage.rules can check only the declared type), then a resumable upload reports
// 0..100 as it goes. Used by the gallery (profile) and the organiser's event covers. Storage's SDK
// loads with the first upload (lib/firebase/storage.ts).
import { baseContentType, IMAGE_SNIFF_BYTES, sniffRasterType } from '@brunchers/model';
import { loadStorage } from './firebase/storage';

/** Uploads `file` to `path`; resolves with its download URL. Throws `notImage` for other bytes. */
export async function uploadRasterImage(
  path: string,
  file: File,
  notImage: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  const sniffed = sniffRasterType(
    new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()),
  );
  if (!sniffed || sniffed !== baseContentType(file.type)) throw new Error(notImage);
  const { getDownloadURL, ref, storage, uploadBytesResumable } = await loadStorage();
  const task = uploadBytesResumable(ref(storage, path), file, { contentType: sniffed });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress(
          snapshot.totalBytes > 0
            ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)
            : 0,
        ),
      reject,
      () => resolve(),
    );
  });
  return getDownloadURL(task.snapshot.ref);
}
