// E-mails of the members a console screen shows, from Auth through the admin-only listUsers
// callable (by uid, 100 at a time): Firestore holds no member e-mails. Until they arrive, or for
// a uid Auth does not know, the uid stands in.
import { LIST_USERS_LOOKUP_MAX } from '@brunchers/model';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callable } from '../../lib/callables';

export function useUserEmails(uids: readonly string[]): (uid: string) => string {
  const key = useMemo(() => [...new Set(uids)].sort().join('\n'), [uids]);
  const [emails, setEmails] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    if (wanted.length === 0) return;
    let live = true;
    const list = callable('listUsers');
    const chunks: string[][] = [];
    for (let start = 0; start < wanted.length; start += LIST_USERS_LOOKUP_MAX)
      chunks.push(wanted.slice(start, start + LIST_USERS_LOOKUP_MAX));
    Promise.all(chunks.map((chunk) => list({ uids: chunk })))
      .then((pages) => {
        if (!live) return;
        const found = new Map<string, string>();
        for (const page of pages)
          for (const user of page.users) found.set(user.id, user.email ?? user.id);
        setEmails(found);
      })
      .catch((error: unknown) => console.warn('listUsers by uid failed', error));
    return () => {
      live = false;
    };
  }, [key]);
  return useCallback((uid: string) => emails.get(uid) ?? uid, [emails]);
}
