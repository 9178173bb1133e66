// My Gallery: 2 columns on small screens, 3 on wider; upload with a progress bar (image
// types only, under 5 MB), delete per photo, and the empty text.
import {
  errorToast,
  CANCEL,
  DELETE_PHOTO_CONFIRM,
  GALLERY_EMPTY,
  MY_GALLERY,
  PHOTO_DELETED,
  PHOTO_UPLOADED,
  RASTER_IMAGE_TYPES,
  validatePhotoFile,
  UPLOAD_PHOTO,
  UPLOAD_PROGRESS,
  PHOTOS_LOADING,
  PHOTOS,
  galleryPhoto,
  deletePhotoLabel,
  DELETE_LABEL,
} from '@brunchers/model';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { deletePhoto, uploadPhoto, useMyPhotos } from './profile-data';
import { t } from '../../lib/i18n';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function Gallery({ uid }: { uid: string }) {
  const db = useFirestore();
  const photos = useMyPhotos(uid);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validatePhotoFile(file);
    if (problem) {
      notify.error(t(errorToast(problem)));
      return;
    }
    setProgress(0);
    try {
      await uploadPhoto(db, uid, file, setProgress);
      notify.success(t(PHOTO_UPLOADED));
    } catch (error) {
      notify.error(t(errorToast(messageOf(error))));
    } finally {
      setProgress(null);
    }
  }

  async function remove(photoId: string) {
    if (photos.status !== 'ready') return;
    const photo = photos.data.find((candidate) => candidate.id === photoId);
    if (!photo) return;
    setDeleting(photoId);
    try {
      await deletePhoto(db, uid, photo);
      notify.success(t(PHOTO_DELETED));
    } catch (error) {
      notify.error(t(errorToast(messageOf(error))));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t(MY_GALLERY)}</h2>
        <Button size="sm" onClick={() => input.current?.click()} disabled={progress !== null}>
          {t(UPLOAD_PHOTO)}
        </Button>
        <input
          ref={input}
          type="file"
          accept={RASTER_IMAGE_TYPES.join(',')}
          className="sr-only"
          aria-label={t(UPLOAD_PHOTO)}
          tabIndex={-1}
          onChange={(event) => void upload(event)}
        />
      </div>
      {progress !== null ? (
        <div className="mt-4 flex items-center gap-3">
          <ProgressBar value={progress} label={t(UPLOAD_PROGRESS)} />
          <span className="w-12 text-right text-sm font-semibold text-ink-700">{progress}%</span>
        </div>
      ) : null}
      <div className="mt-4">
        {photos.status === 'loading' ? (
          <Spinner label={t(PHOTOS_LOADING)} />
        ) : photos.status === 'error' ? (
          <p className="text-sm text-red-700">{photos.error.message}</p>
        ) : photos.data.length === 0 ? (
          <p className="py-6 text-center text-ink-600">{t(GALLERY_EMPTY)}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t(PHOTOS)}>
            {photos.data.map((photo, index) => (
              <li key={photo.id} className="relative overflow-hidden rounded-2xl bg-cream-200">
                <img
                  src={photo.photo_url}
                  alt={t(galleryPhoto, index + 1)}
                  className="aspect-square w-full object-cover"
                />
                {/* Quiet until wanted; deleting asks first (it cannot be undone). */}
                <button
                  type="button"
                  className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/85 text-ink-700 shadow-sm ring-1 ring-ink-900/10 hover:bg-white hover:text-red-700 disabled:opacity-50"
                  disabled={deleting === photo.id}
                  onClick={() => setConfirming(photo.id)}
                  aria-label={t(deletePhotoLabel, index + 1)}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(DELETE_PHOTO_CONFIRM).title}
        description={t(DELETE_PHOTO_CONFIRM).description}
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="danger"
            fullWidth
            onClick={() => {
              const id = confirming;
              setConfirming(null);
              if (id) void remove(id);
            }}
          >
            {t(DELETE_LABEL)}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setConfirming(null)}>
            {t(CANCEL)}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
