import { msg } from '../i18n/message';
// The console's reports (/admin/reports, issue 39 item 5).
import { countOf } from './profile';

export const REPORTS_TITLE = 'Reports';
export const REPORTS_INTRO =
  'Figures the server keeps as bookings, refunds, check-ins and memberships change. Money is counted when it moves (Lisbon time).';
export const REPORT_PERIOD_LABEL = 'Period';
export const REPORT_PERIOD_OPTIONS = { month: 'Monthly', week: 'Weekly' } as const;
export const REPORT_DOWNLOAD_CSV = 'Download CSV';
export const REPORT_EXPORT_FAILED = 'Export failed. Please try again.';
export const REPORT_LOADING = 'Loading reports…';
export const REPORT_NONE = '—';
export const REPORT_SECTIONS = {
  revenue: 'Revenue',
  events: 'Events',
  rates: 'Attendance',
  retention: 'Retention by month of first brunch',
  membership: 'Membership',
} as const;
export const REPORT_COLUMNS = {
  period: 'Period',
  gross: 'Gross',
  refunds: 'Refunds',
  net: 'Net',
  event: 'Event',
  date: 'Date',
  seats: 'Seats sold',
  sellThrough: 'Sell-through',
  confirmed: 'Confirmed',
  checkedIn: 'Checked in',
  noShow: 'No-show',
  cohort: 'First brunch',
  members: 'Members',
  month: 'Month',
  ended: 'Ended',
  churn: 'Churn',
} as const;
/** The retention grid's column for the month `offset` months after the first brunch. */
export const retentionColumn = msg('reports.retentionColumn', (offset: number) =>
  offset === 0 ? 'Month 0' : `+${offset}`,
);
export const REPORT_FIGURES = {
  repeat: 'Repeat attendance',
  repeatHint: msg(
    'reports.REPORT_FIGURES.repeatHint',
    (repeat: number, attended: number) =>
      `${repeat} of ${countOf(attended, 'member', 'members')} who came to a brunch came again`,
  ),
  membersActive: 'Active memberships',
  noShow: 'No-show rate (past events shown)',
  sellThrough: 'Sell-through (events shown)',
} as const;
export const REPORT_CHARTS = {
  revenue: 'Net revenue per period',
  events: 'Sell-through per event',
  churn: 'Membership churn per month',
} as const;
export const REPORT_EMPTY = {
  events: 'No event has a report yet.',
  retention: 'Nobody has checked in to a brunch yet.',
} as const;
/** A chart's text alternative: "Net revenue per period: 2026-10 €0.00, 2026-11 €50.00". */
export const chartSummary = (title: string, points: readonly { label: string; text: string }[]) =>
  `${title}: ${points.map((point) => `${point.label} ${point.text}`).join(', ')}`;
