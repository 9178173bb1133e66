// A host's round photo (a blank circle without one), in the hosts page and the event form.
export function HostPhoto({ url, size = 'size-14' }: { url: string | null; size?: string }) {
  return url ? (
    <img src={url} alt="" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span aria-hidden="true" className={`${size} shrink-0 rounded-full bg-cream-300`} />
  );
}
