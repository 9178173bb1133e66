import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import {
  handleAttendanceForReports,
  handleEventForReports,
  handleReportSourceWritten,
} from './reports.handler.js';
import type { ReportDeps } from './reportCounters.js';

const deps = (): ReportDeps => ({ db: db(), clock: systemClock });
const reportEvent = (event: { id: string; time: string }) => ({ id: event.id, time: event.time });

/** The reports' aggregates (issue 39 item 5); each event's delta is added once. */
export const reportsOnBookingWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bookings}/{bookingId}`, retry: true },
  (event) =>
    handleReportSourceWritten(
      deps(),
      reportEvent(event),
      'booking',
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const reportsOnAttendanceWritten = onDocumentWritten(
  { document: `${COLLECTIONS.eventAttendances}/{bookingId}`, retry: true },
  async (event) => {
    await handleAttendanceForReports(
      deps(),
      reportEvent(event),
      event.params.bookingId,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);

export const reportsOnMembershipWritten = onDocumentWritten(
  { document: `${COLLECTIONS.memberships}/{uid}`, retry: true },
  (event) =>
    handleReportSourceWritten(
      deps(),
      reportEvent(event),
      'membership',
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const reportsOnMemberWritten = onDocumentWritten(
  { document: `${COLLECTIONS.reportMembers}/{uid}`, retry: true },
  (event) =>
    handleReportSourceWritten(
      deps(),
      reportEvent(event),
      'member',
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const reportsOnEventWritten = onDocumentWritten(
  { document: `${COLLECTIONS.events}/{eventId}`, retry: true },
  (event) => handleEventForReports(deps(), event.params.eventId),
);
