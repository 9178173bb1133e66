// /admin/reports (issue 39 item 5): revenue per week or month, per-event sell-through and
// no-shows, repeat attendance, cohort retention and membership churn, each with a chart (SVG
// bars or a coloured grid) next to its table and a CSV download. Every figure comes from the
// aggregates the server keeps (reports-data.ts), so the page reads the same in any city.
import {
  contentText,
  ADMIN_SECTIONS,
  churnRows,
  formatMoney,
  lisbonDay,
  netCents,
  noShowRate,
  percent,
  REPORT_CHARTS,
  REPORT_COLUMNS,
  REPORT_DOWNLOAD_CSV,
  REPORT_EMPTY,
  REPORT_EXPORT_FAILED,
  REPORT_FIGURES,
  REPORT_LOADING,
  REPORT_NONE,
  REPORT_PERIOD_LABEL,
  REPORT_PERIOD_OPTIONS,
  REPORT_SECTIONS,
  REPORTS_INTRO,
  repeatRate,
  retentionColumn,
  retentionRows,
  sellThrough,
  type ReportEventWithId,
  type ReportPeriodKind,
  formatPercent,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { BarChart } from './bar-chart';
import { downloadCsv, eurosCell, percentCell } from './reports-csv';
import {
  useReportCohorts,
  useReportEvents,
  useReportPeriods,
  useReportSummary,
  type ReportPeriodRow,
} from './reports-data';

/** Months after the first brunch the retention grid shows. */
const RETENTION_OFFSETS = 6;

const rate = (value: number | null) =>
  value === null ? t(REPORT_NONE) : formatPercent(value, currentLocale());

const CELL = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
const HEAD = 'px-2 py-2 text-right font-semibold whitespace-nowrap';
const HEAD_FIRST = 'px-2 py-2 text-left font-semibold whitespace-nowrap';

const euros = (cents: number) => formatMoney(cents, currentLocale());
const monthName = () =>
  new Intl.DateTimeFormat(currentLocale() === 'en' ? 'en-GB' : currentLocale(), {
    month: 'short',
    timeZone: 'UTC',
  });
/** Under a bar: 'Nov' for a month, 'W48' for a week. */
const shortPeriod = (period: string) =>
  period.includes('W') ? period.slice(5) : monthName().format(new Date(`${period}-01T00:00:00Z`));
const FIRST = 'px-2 py-2 text-left whitespace-nowrap';

function Section({
  id,
  title,
  onDownload,
  children,
}: {
  id: string;
  title: string;
  onDownload?: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className="flex flex-col gap-4 rounded-(--radius-card) bg-white p-5 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        {onDownload ? (
          <Button variant="outline" size="sm" onClick={onDownload}>
            {t(REPORT_DOWNLOAD_CSV)}
            <span className="sr-only"> ({title})</span>
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // A region that scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-terracotta-500"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-cream-100 p-4 ring-1 ring-ink-900/5">
      <p className="text-sm text-ink-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-ink-600">{hint}</p> : null}
    </div>
  );
}

function download(fileName: string, rows: Record<string, unknown>[]) {
  downloadCsv(fileName, rows).catch((error: unknown) => {
    console.warn('CSV export failed', error);
    notify.error(t(REPORT_EXPORT_FAILED));
  });
}

function RevenueSection({ kind, rows }: { kind: ReportPeriodKind; rows: ReportPeriodRow[] }) {
  const csv = () =>
    download(
      `revenue-${kind}.csv`,
      rows.map((row) => ({
        period: row.period,
        gross_eur: eurosCell(row.gross_cents),
        refunds_eur: eurosCell(row.refund_cents),
        net_eur: eurosCell(netCents(row)),
      })),
    );
  return (
    <Section id="report-revenue" title={t(REPORT_SECTIONS.revenue)} onDownload={csv}>
      <BarChart
        title={t(REPORT_CHARTS.revenue)}
        points={rows.map((row) => ({
          label: row.period,
          short: shortPeriod(row.period),
          value: Math.max(0, netCents(row)),
          text: euros(netCents(row)),
        }))}
      />
      <Table caption={t(REPORT_SECTIONS.revenue)}>
        <thead>
          <tr className="border-b border-ink-900/10">
            <th scope="col" className={HEAD_FIRST}>
              {t(REPORT_COLUMNS.period)}
            </th>
            <th scope="col" className={HEAD}>
              {t(REPORT_COLUMNS.gross)}
            </th>
            <th scope="col" className={HEAD}>
              {t(REPORT_COLUMNS.refunds)}
            </th>
            <th scope="col" className={HEAD}>
              {t(REPORT_COLUMNS.net)}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr
              key={row.period}
              data-testid={`revenue-${row.period}`}
              className="border-b border-ink-900/5"
            >
              <th scope="row" className={`${FIRST} font-medium`}>
                {row.period}
              </th>
              <td className={CELL}>{euros(row.gross_cents)}</td>
              <td className={CELL}>{euros(row.refund_cents)}</td>
              <td className={`${CELL} font-semibold`}>{euros(netCents(row))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

function EventsSection({ events, today }: { events: ReportEventWithId[]; today: string }) {
  const csv = () =>
    download(
      'events.csv',
      events.map((event) => ({
        event: event.event_title,
        date: event.event_date,
        seats_sold: event.seats_confirmed,
        seats_total: event.spots_total,
        sell_through_pct: percentCell(sellThrough(event)),
        confirmed: event.bookings_confirmed,
        checked_in: event.bookings_checked_in,
        no_show_pct: percentCell(noShowRate(event, today)),
        gross_eur: eurosCell(event.gross_cents),
        refunds_eur: eurosCell(event.refund_cents),
        net_eur: eurosCell(netCents(event)),
      })),
    );
  return (
    <Section
      id="report-events"
      title={t(REPORT_SECTIONS.events)}
      onDownload={events.length ? csv : undefined}
    >
      {events.length === 0 ? (
        <p className="text-ink-600">{t(REPORT_EMPTY.events)}</p>
      ) : (
        <>
          <BarChart
            title={t(REPORT_CHARTS.events)}
            points={[...events].reverse().map((event) => ({
              label: `${event.event_date} ${contentText(event, 'event_title', currentLocale())}`,
              short: event.event_date.slice(5),
              value: sellThrough(event) ?? 0,
              text: rate(sellThrough(event)),
            }))}
          />
          <Table caption={t(REPORT_SECTIONS.events)}>
            <thead>
              <tr className="border-b border-ink-900/10">
                <th scope="col" className={HEAD_FIRST}>
                  {t(REPORT_COLUMNS.event)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.seats)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.sellThrough)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.checkedIn)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.noShow)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.gross)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.refunds)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.net)}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr
                  key={event.id}
                  data-testid={`report-event-${event.id}`}
                  className="border-b border-ink-900/5"
                >
                  <th scope="row" className={`${FIRST} max-w-56 font-medium`}>
                    <span className="block truncate">
                      {contentText(event, 'event_title', currentLocale()) || event.id}
                    </span>
                    <span className="block text-xs font-normal text-ink-600">
                      {event.event_date}
                    </span>
                  </th>
                  <td className={CELL}>
                    {event.seats_confirmed} / {event.spots_total}
                  </td>
                  <td className={CELL}>{rate(sellThrough(event))}</td>
                  <td className={CELL}>
                    {event.bookings_checked_in} / {event.bookings_confirmed}
                  </td>
                  <td className={CELL}>{rate(noShowRate(event, today))}</td>
                  <td className={CELL}>{euros(event.gross_cents)}</td>
                  <td className={CELL}>{euros(event.refund_cents)}</td>
                  <td className={`${CELL} font-semibold`}>{euros(netCents(event))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Section>
  );
}

/** The retention cell's background: the share as the terracotta's opacity. */
const cellShade = (value: number | null) =>
  value === null
    ? undefined
    : { backgroundColor: `rgb(200 96 58 / ${0.08 + (value / 100) * 0.6})` };

export function Component() {
  // The page's "now": fixed while it is open, so the periods it follows stay the same.
  const [now] = useState(() => new Date());
  const [kind, setKind] = useState<ReportPeriodKind>('month');
  const periods = useReportPeriods(kind, now);
  const months = useReportPeriods('month', now);
  const cohorts = useReportCohorts(now);
  const summary = useReportSummary();
  const events = useReportEvents();
  const today = useMemo(() => lisbonDay(now), [now]);
  const currentMonth = today.slice(0, 7);

  if (events.status === 'error') throw events.error;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.reports)}</h1>
          <p className="mt-1 max-w-prose text-sm text-ink-600">{t(REPORTS_INTRO)}</p>
        </div>
        <SelectField
          label={t(REPORT_PERIOD_LABEL)}
          value={kind}
          onChange={(event) => setKind(event.target.value as ReportPeriodKind)}
          className="w-40"
        >
          <option value="month">{t(REPORT_PERIOD_OPTIONS.month)}</option>
          <option value="week">{t(REPORT_PERIOD_OPTIONS.week)}</option>
        </SelectField>
      </div>
      {!periods || !months || !cohorts || !summary || events.status !== 'ready' ? (
        <Spinner label={t(REPORT_LOADING)} />
      ) : (
        <Reports
          kind={kind}
          periods={periods}
          months={months}
          cohorts={cohorts}
          summary={summary}
          events={events.data}
          today={today}
          currentMonth={currentMonth}
        />
      )}
    </div>
  );
}

function Reports({
  kind,
  periods,
  months,
  cohorts,
  summary,
  events,
  today,
  currentMonth,
}: {
  kind: ReportPeriodKind;
  periods: ReportPeriodRow[];
  months: ReportPeriodRow[];
  cohorts: NonNullable<ReturnType<typeof useReportCohorts>>;
  summary: NonNullable<ReturnType<typeof useReportSummary>>;
  events: ReportEventWithId[];
  today: string;
  currentMonth: string;
}) {
  const past = events.filter((event) => event.event_date && event.event_date < today);
  const sum = (list: ReportEventWithId[], pick: (event: ReportEventWithId) => number) =>
    list.reduce((total, event) => total + pick(event), 0);
  const overallNoShow = percent(
    Math.max(0, sum(past, (e) => e.bookings_confirmed) - sum(past, (e) => e.bookings_checked_in)),
    sum(past, (e) => e.bookings_confirmed),
  );
  const overallSellThrough = percent(
    sum(events, (e) => e.seats_confirmed),
    sum(events, (e) => e.spots_total),
  );
  const retention = retentionRows(cohorts, currentMonth, RETENTION_OFFSETS);
  const churn = churnRows(
    months.map((month) => ({ month: month.period, memberships_ended: month.memberships_ended })),
    summary.memberships_active,
  );
  const offsets = Array.from({ length: RETENTION_OFFSETS }, (_, offset) => offset);

  return (
    <>
      <RevenueSection kind={kind} rows={periods} />

      <Section id="report-rates" title={t(REPORT_SECTIONS.rates)}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure label={t(REPORT_FIGURES.sellThrough)} value={rate(overallSellThrough)} />
          <Figure label={t(REPORT_FIGURES.noShow)} value={rate(overallNoShow)} />
          <Figure
            label={t(REPORT_FIGURES.repeat)}
            value={rate(repeatRate(summary))}
            hint={t(REPORT_FIGURES.repeatHint, summary.members_repeat, summary.members_attended)}
          />
        </div>
      </Section>

      <EventsSection events={events} today={today} />

      <Section
        id="report-retention"
        title={t(REPORT_SECTIONS.retention)}
        onDownload={
          retention.length
            ? () =>
                download(
                  'retention.csv',
                  retention.map((row) => ({
                    first_brunch: row.cohort,
                    members: row.members,
                    ...Object.fromEntries(
                      row.retention.map((value, offset) => [
                        `month_${offset}_pct`,
                        percentCell(value),
                      ]),
                    ),
                  })),
                )
            : undefined
        }
      >
        {retention.length === 0 ? (
          <p className="text-ink-600">{t(REPORT_EMPTY.retention)}</p>
        ) : (
          <Table caption={t(REPORT_SECTIONS.retention)}>
            <thead>
              <tr className="border-b border-ink-900/10">
                <th scope="col" className={HEAD_FIRST}>
                  {t(REPORT_COLUMNS.cohort)}
                </th>
                <th scope="col" className={HEAD}>
                  {t(REPORT_COLUMNS.members)}
                </th>
                {offsets.map((offset) => (
                  <th key={offset} scope="col" className={HEAD}>
                    {t(retentionColumn, offset)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {retention.map((row) => (
                <tr key={row.cohort} data-testid={`cohort-${row.cohort}`}>
                  <th scope="row" className={`${FIRST} font-medium`}>
                    {row.cohort}
                  </th>
                  <td className={CELL}>{row.members}</td>
                  {row.retention.map((value, offset) => (
                    <td key={offset} className={CELL} style={cellShade(value)}>
                      {rate(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>

      <Section
        id="report-membership"
        title={t(REPORT_SECTIONS.membership)}
        onDownload={() =>
          download(
            'membership.csv',
            churn.map((row) => ({
              month: row.month,
              ended: row.ended,
              base: row.base,
              churn_pct: percentCell(row.churn),
            })),
          )
        }
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure
            label={t(REPORT_FIGURES.membersActive)}
            value={String(summary.memberships_active)}
          />
        </div>
        <BarChart
          title={t(REPORT_CHARTS.churn)}
          points={churn.map((row) => ({
            label: row.month,
            short: shortPeriod(row.month),
            value: row.churn ?? 0,
            text: rate(row.churn),
          }))}
        />
        <Table caption={t(REPORT_SECTIONS.membership)}>
          <thead>
            <tr className="border-b border-ink-900/10">
              <th scope="col" className={HEAD_FIRST}>
                {t(REPORT_COLUMNS.month)}
              </th>
              <th scope="col" className={HEAD}>
                {t(REPORT_COLUMNS.ended)}
              </th>
              <th scope="col" className={HEAD}>
                {t(REPORT_COLUMNS.churn)}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...churn].reverse().map((row) => (
              <tr key={row.month} className="border-b border-ink-900/5">
                <th scope="row" className={`${FIRST} font-medium`}>
                  {row.month}
                </th>
                <td className={CELL}>{row.ended}</td>
                <td className={CELL}>{rate(row.churn)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
    </>
  );
}
