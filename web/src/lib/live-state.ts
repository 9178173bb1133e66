// Helpers for screens that wait on several live reads at once.
interface Status {
  status: string;
}

/** The first failed read's error (a screen throws it to its error boundary), else null. */
export function firstError(...reads: Status[]): Error | null {
  for (const read of reads)
    if (read.status === 'error') return (read as unknown as { error: Error }).error;
  return null;
}

/** True while any read has not answered yet. */
export function anyLoading(...reads: Status[]): boolean {
  return reads.some((read) => read.status === 'loading');
}
