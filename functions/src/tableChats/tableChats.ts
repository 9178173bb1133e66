// Table chats (issue 38 items 3 and 4): the plan trigger that keeps each table's chat and
// members, the day's address, and the callables. Thin entries: the handlers are what tests call.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import { handleMarkTableChatRead, handleSendTableMessage } from './messages.handler.js';
import {
  handleClearClosedTableChats,
  handlePostTableChatAddresses,
  handleTablePlanWritten,
} from './sync.handler.js';

const deps = () => ({ db: db(), clock: systemClock });

/** Retried: idempotent (it brings the chats in line with the plan as it is now). */
export const syncTableChatsOnPlan = onDocumentWritten(
  { document: `${COLLECTIONS.tablePlans}/{eventId}`, retry: true },
  async (event) => {
    await handleTablePlanWritten(db(), event.params.eventId, systemClock());
  },
);

/** The venue's address, on the day (TABLE_CHAT_ADDRESS_LEAD_HOURS before the start). */
export const postTableChatAddresses = onSchedule({ schedule: 'every 15 minutes' }, async () => {
  await handlePostTableChatAddresses(db(), systemClock());
});

/** A closed chat's unread messages stop counting on the tab bar and in the digest. */
export const clearClosedTableChats = onSchedule({ schedule: 'every 60 minutes' }, async () => {
  await handleClearClosedTableChats(db(), systemClock());
});

export const sendTableMessage = onCallable('sendTableMessage', {}, (request) =>
  handleSendTableMessage(request, deps()),
);
export const markTableChatRead = onCallable('markTableChatRead', {}, (request) =>
  handleMarkTableChatRead(request, deps()),
);
