// /admin/hosts: the hosts the event form picks from (name, photo, short bio). Saved through the
// saveHost callable (clients never write hosts); the photo is uploaded to Storage like an event
// cover. The rating is derived from reviews by the server and shown here as it stands.
import {
  ADMIN_SECTIONS,
  editNameLabel,
  EVENT_FORM,
  hostBioHint,
  hostReviewsLabel,
  HOSTS_TEXTS,
  HOST_BIO_MAX,
  hostInputSchema,
  hostRating,
  RASTER_IMAGE_TYPES,
  type HostWithId,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useHosts } from '../../lib/hosts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, inputClasses } from '../../ui/form-field';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { uploadEventCover } from './admin-events-data';
import { HostPhoto } from './host-photo';

export function Component() {
  const hosts = useHosts();
  const [editing, setEditing] = useState<HostWithId | 'new' | null>(null);
  if (hosts.status === 'error') throw hosts.error;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.hosts)}</h1>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t(HOSTS_TEXTS.newHost)}
        </Button>
      </div>
      {editing ? (
        <HostForm
          key={editing === 'new' ? 'new' : editing.id}
          host={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {hosts.status !== 'ready' ? (
        <Spinner label={t(HOSTS_TEXTS.loading)} />
      ) : hosts.data.length === 0 ? (
        <p className="py-6 text-center text-ink-600">{t(HOSTS_TEXTS.empty)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {hosts.data.map((host) => {
            const rating = hostRating(host.rating_sum, host.rating_count);
            return (
              <li key={host.id}>
                <Card className="flex gap-4 p-4" data-testid={`host-${host.id}`}>
                  <HostPhoto url={host.photo_url} />
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="font-semibold">{host.name}</p>
                    {host.bio ? <p className="text-sm text-ink-600">{host.bio}</p> : null}
                    <p className="text-sm text-ink-600">
                      {rating === null
                        ? t(EVENT_FORM.noReviews)
                        : t(
                            hostReviewsLabel,
                            rating.toLocaleString(currentLocale(), {
                              minimumFractionDigits: 1,
                              maximumFractionDigits: 1,
                            }),
                            host.rating_count,
                          )}
                    </p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start"
                      aria-label={t(editNameLabel, host.name)}
                      onClick={() => setEditing(host)}
                    >
                      {t(HOSTS_TEXTS.edit)}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function HostForm({ host, onDone }: { host: HostWithId | null; onDone: () => void }) {
  const photoId = useId();
  const [name, setName] = useState(host?.name ?? '');
  const [bio, setBio] = useState(host?.bio ?? '');
  const [photo, setPhoto] = useState(host?.photo_url ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      setPhoto(await uploadEventCover(file, setProgress));
      setErrors((current) => ({ ...current, photo_url: '' }));
    } catch (failure) {
      setErrors((current) => ({
        ...current,
        photo_url: failure instanceof Error ? failure.message : t(EVENT_FORM.uploadFailed),
      }));
    } finally {
      setProgress(null);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = hostInputSchema.safeParse({
      name,
      photo_url: photo.trim() || null,
      bio: bio.trim() || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= t(issue.message);
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await callable('saveHost')({ hostId: host?.id ?? null, host: parsed.data });
      notify.success(t(host ? HOSTS_TEXTS.saved : HOSTS_TEXTS.created));
      onDone();
    } catch (error) {
      notify.error(t(callableErrorMessage(error, HOSTS_TEXTS.saveFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <form
        aria-label={host ? t(editNameLabel, host.name) : t(HOSTS_TEXTS.newHost)}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <h2 className="text-xl font-semibold sm:col-span-2">
          {host ? t(editNameLabel, host.name) : t(HOSTS_TEXTS.newHost)}
        </h2>
        <FormField
          label={t(HOSTS_TEXTS.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name ? t(errors.name) : undefined}
          required
        />
        <FormField
          label={t(HOSTS_TEXTS.bio)}
          hint={t(hostBioHint, HOST_BIO_MAX)}
          value={bio}
          maxLength={HOST_BIO_MAX}
          onChange={(event) => setBio(event.target.value)}
          error={errors.bio ? t(errors.bio) : undefined}
        />
        <div className="flex items-center gap-4 sm:col-span-2">
          <HostPhoto url={photo || null} size="size-20" />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={photoId} className="text-sm font-semibold text-ink-900">
              {t(HOSTS_TEXTS.photo)}
            </label>
            <input
              id={photoId}
              type="file"
              accept={RASTER_IMAGE_TYPES.join(',')}
              onChange={(change) => void upload(change.target.files?.[0])}
              className={`${inputClasses} text-sm`}
            />
            {progress !== null ? (
              <ProgressBar
                value={progress}
                label={t(HOSTS_TEXTS.uploadingPhoto)}
                className="max-w-sm"
              />
            ) : null}
            {errors.photo_url ? (
              <p role="alert" className="text-xs font-semibold text-red-700">
                {t(errors.photo_url)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={busy || progress !== null}>
            {busy ? t(EVENT_FORM.saving) : t(HOSTS_TEXTS.save)}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t(EVENT_FORM.cancel)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
