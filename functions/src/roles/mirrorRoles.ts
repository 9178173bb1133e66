import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { adminAuth, db } from '../lib/admin.js';
import { handleRolesChanged } from './mirrorRoles.handler.js';

/** Any change to a user_roles document re-derives that member's role claims. */
export const mirrorRoles = onDocumentWritten(
  { document: `${COLLECTIONS.userRoles}/{roleId}`, retry: true },
  async (event) => {
    const uids = new Set(
      [event.data?.before.get('user_id'), event.data?.after.get('user_id')].filter(
        (uid): uid is string => typeof uid === 'string' && uid !== '',
      ),
    );
    for (const uid of uids) await handleRolesChanged(db(), adminAuth(), uid);
  },
);
