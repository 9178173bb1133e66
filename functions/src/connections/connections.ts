// Connections (issue 38): the conversation a match opens, and the callables that write messages.
// Thin entries: the handlers are what the tests call.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import {
  handleMarkConversationRead,
  handleSendMessage,
  handleUnmatch,
} from './messages.handler.js';
import { handleMatchCreated } from './openConversation.handler.js';

const deps = () => ({ db: db(), clock: systemClock });

/** Retried: idempotent (an open conversation is left alone). */
export const openConversationOnMatch = onDocumentCreated(
  { document: `${COLLECTIONS.matches}/{matchId}`, retry: true },
  async (event) => {
    await handleMatchCreated(db(), event.data?.data());
  },
);
export const sendMessage = onCallable('sendMessage', {}, (request) =>
  handleSendMessage(request, deps()),
);
export const markConversationRead = onCallable('markConversationRead', {}, (request) =>
  handleMarkConversationRead(request, deps()),
);
export const unmatch = onCallable('unmatch', {}, (request) => handleUnmatch(request, deps()));
