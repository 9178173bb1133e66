import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { handleSensitiveConsentDeleted } from './sensitiveAnswers.js';

/** A special-category consent withdrawn: that category's answers are deleted (issue 36 §3). */
export const clearSensitiveAnswersOnWithdrawal = onDocumentDeleted(
  {
    document: `${COLLECTIONS.userPrivateProfiles}/{uid}/${COLLECTIONS.sensitiveConsents}/{category}`,
    retry: true,
  },
  (event) => handleSensitiveConsentDeleted(db(), event.params.uid, event.params.category),
);
