// Dietary and access needs (issue 39 item 7): the member's callable and the prep sheets' triggers.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import {
  handleAttendanceForPrepSheet,
  handleSaveBookingNeeds,
  rebuildPrepSheets,
} from './needs.handler.js';

const deps = () => ({ db: db(), clock: systemClock });

export const saveBookingNeeds = onCallable('saveBookingNeeds', {}, (request) =>
  handleSaveBookingNeeds(request, deps()),
);

/** Needs stated, changed or cleared: the event's prep sheets again. */
export const prepSheetOnNeedsWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bookingNeeds}/{bookingId}`, retry: true },
  async (event) => {
    const data = event.data?.after.data() ?? event.data?.before.data();
    const eventId = typeof data?.event_id === 'string' ? data.event_id : null;
    if (eventId) await rebuildPrepSheets(deps(), eventId);
  },
);

/** A party confirmed, cancelled, seated or moved: its needs move with it. */
export const prepSheetOnAttendanceWritten = onDocumentWritten(
  { document: `${COLLECTIONS.eventAttendances}/{bookingId}`, retry: true },
  async (event) => {
    await handleAttendanceForPrepSheet(
      event.data?.before.data(),
      event.data?.after.data(),
      event.params.bookingId,
      deps(),
    );
  },
);
