// E-mails of the members a console screen shows, from Auth through the admin-only listUsers
// callable (by uid, 100 at a time): Firestore holds no member e-mails. Until they arrive, or for
// a uid Auth does not know, the uid stands in.
//
// The lists behind it are live (every role holder, the latest audit lines), so the set of uids
// grows while a lookup is on its way. Each uid is asked for once and every answer is kept: a list
// that changed faster than listUsers answered used to cancel each lookup for the next one and
// never show an e-mail.
import { LIST_USERS_LOOKUP_MAX } from '@brunchers/model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callable } from '../../lib/callables';

export function useUserEmails(uids: readonly string[]): (uid: string) => string {
  const key = useMemo(() => [...new Set(uids)].sort().join('\n'), [uids]);
  const [emails, setEmails] = useState<ReadonlyMap<string, string>>(new Map());
  /** Uids answered or on their way; a failed lookup gives its uids back for the next change. */
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const wanted = (key ? key.split('\n') : []).filter((uid) => !asked.current.has(uid));
    if (wanted.length === 0) return;
    for (const uid of wanted) asked.current.add(uid);
    const list = callable('listUsers');
    for (let start = 0; start < wanted.length; start += LIST_USERS_LOOKUP_MAX) {
      const chunk = wanted.slice(start, start + LIST_USERS_LOOKUP_MAX);
      list({ uids: chunk })
        .then((page) => {
          // React ignores a state update after unmount: no need to track it here.
          if (page.users.length === 0) return;
          setEmails((known) => {
            const next = new Map(known);
            for (const user of page.users) next.set(user.id, user.email ?? user.id);
            return next;
          });
        })
        .catch((error: unknown) => {
          for (const uid of chunk) asked.current.delete(uid);
          console.warn('listUsers by uid failed', error);
        });
    }
  }, [key]);
  return useCallback((uid: string) => emails.get(uid) ?? uid, [emails]);
}
