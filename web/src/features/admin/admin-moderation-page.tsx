// /admin/moderation (issue 36 §4): the reports queue. Open reports, newest first, with the evidence
// as it was reported; the organiser decides (dismiss, remove content, warn, suspend) with a
// statement of reasons through decideReport (admin only, audited on the server). Decided reports
// show what was decided; a suspension there can be lifted (liftSuspension, admin only, audited,
// the member told). Reports are readable by admins only (firestore.rules).
import {
  ADMIN_SECTIONS,
  MODERATION_DECIDED_LIST,
  MODERATION_FROM_DOOR,
  MODERATION_MEMBER_FALLBACK,
  MODERATION_OPEN_LIST,
  MODERATION_LOADING,
  moderationDecisionIs,
  moderationDecisionOn,
  moderationReportedAt,
  COLLECTIONS,
  contentText,
  MODERATION_DECIDE,
  MODERATION_DECIDED,
  MODERATION_DECIDE_FAILED,
  MODERATION_DECISIONS,
  MODERATION_DECISION_LABELS,
  MODERATION_EMPTY_DECIDED,
  MODERATION_EMPTY_OPEN,
  MODERATION_EVIDENCE,
  MODERATION_DECIDED_TAB,
  MODERATION_OPEN_TAB,
  MODERATION_REASON_LABEL,
  DECISION_REASON_MAX,
  LIFT_SUSPENSION_ACTION,
  LIFT_SUSPENSION_DONE,
  LIFT_SUSPENSION_FAILED,
  LIFT_SUSPENSION_REASON_LABEL,
  STILL_SUSPENDED_LABEL,
  SUSPENSION_LIFTED_LABEL,
  isSuspended,
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  reportSchema,
  toDate,
  type ModerationDecision,
  type ReportWithId,
  MODERATION_EVIDENCE_LABELS,
  MODERATION_THE_MEMBER,
  formatCityDateTime,
  moderationReportedPhoto,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { collection, doc, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useFirestore } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { notify } from '../../ui/toast';

/** Reports shown per tab: the queue is worked from the newest; older decided ones stay stored. */
const PAGE = 50;
const parseReport = (id: string, data: unknown): ReportWithId => ({
  ...reportSchema.parse(data),
  id,
});

function useReports(status: 'open' | 'decided') {
  const db = useFirestore();
  const reports = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.reports),
        where('status', '==', status),
        orderBy('created_at', 'desc'),
        limit(PAGE),
      ),
    [db, status],
  );
  return useLiveQuery(reports, `reports-${status}`, parseReport);
}

const when = (report: ReportWithId) =>
  formatCityDateTime(toDate(report.created_at), currentLocale());

export function Component() {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.moderation)}</h1>
      <Tabs
        tabs={[
          { label: t(MODERATION_OPEN_TAB), panel: <ReportList status="open" /> },
          { label: t(MODERATION_DECIDED_TAB), panel: <ReportList status="decided" /> },
        ]}
      />
    </div>
  );
}

function ReportList({ status }: { status: 'open' | 'decided' }) {
  const reports = useReports(status);
  if (reports.status === 'error') throw reports.error;
  if (reports.status !== 'ready') return <Spinner label={t(MODERATION_LOADING)} />;
  if (reports.data.length === 0)
    return (
      <p className="py-6 text-center text-ink-600" data-testid="moderation-empty">
        {status === 'open' ? t(MODERATION_EMPTY_OPEN) : t(MODERATION_EMPTY_DECIDED)}
      </p>
    );
  return (
    <ul
      data-testid="moderation-list"
      className="flex flex-col gap-3"
      aria-label={t(status === 'open' ? MODERATION_OPEN_LIST : MODERATION_DECIDED_LIST)}
    >
      {reports.data.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} />
        </li>
      ))}
    </ul>
  );
}

function ReportCard({ report }: { report: ReportWithId }) {
  const name = report.evidence.display_name ?? t(MODERATION_MEMBER_FALLBACK);
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {t(REPORT_KIND_LABELS[report.target_kind])}: {name}
          </h2>
          <Badge tone="butter">{t(REPORT_REASON_LABELS[report.reason])}</Badge>
          {report.source === 'partner' ? (
            <Badge tone="sage">{t(MODERATION_FROM_DOOR)}</Badge>
          ) : null}
        </div>
        <p className="text-sm text-ink-600">{t(moderationReportedAt, when(report))}</p>
        {report.text ? (
          <blockquote className="border-l-4 border-cream-300 pl-3 text-ink-800">
            {report.text}
          </blockquote>
        ) : null}
        <Evidence report={report} />
        {report.status === 'open' ? (
          <DecisionForm reportId={report.id} name={name} />
        ) : report.decision ? (
          <p className="font-semibold">
            {t(moderationDecisionIs, t(MODERATION_DECISION_LABELS[report.decision]))}
          </p>
        ) : null}
        {report.decision === 'suspend' ? (
          <SuspensionState memberId={report.reported_id} name={name} />
        ) : null}
      </article>
    </Card>
  );
}

function Evidence({ report }: { report: ReportWithId }) {
  const { evidence } = report;
  const label = t(MODERATION_EVIDENCE_LABELS);
  const rows: [string, string][] = [
    [label.name, evidence.display_name],
    [label.bio, evidence.bio],
    [label.job, evidence.job_title],
    [label.review, evidence.review_text],
    [label.rating, evidence.rating != null ? `${evidence.rating} / 5` : null],
    [label.event, contentText(evidence, 'event_title', currentLocale())],
    [label.message, evidence.message_text],
    [
      label.sent,
      evidence.message_sent_at
        ? formatCityDateTime(toDate(evidence.message_sent_at), currentLocale())
        : null,
    ],
    [label.sender, evidence.message_sender_id],
    [label.conversation, evidence.conversation_id],
    [label.tableChat, evidence.chat_id],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
  return (
    <section aria-label={t(MODERATION_EVIDENCE)} className="rounded-2xl bg-cream-100 p-3">
      <h3 className="text-sm font-semibold text-ink-700">{t(MODERATION_EVIDENCE)}</h3>
      <div className="mt-2 flex gap-3">
        {evidence.photo_url ? (
          <img
            src={evidence.photo_url}
            alt={t(moderationReportedPhoto, evidence.display_name ?? t(MODERATION_THE_MEMBER))}
            className="size-20 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink-700">{label}</dt>
              <dd className="break-words text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function DecisionForm({ reportId, name }: { reportId: string; name: string }) {
  const reasonId = useId();
  const [decision, setDecision] = useState<ModerationDecision | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision || !reason.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await callable('decideReport')({ reportId, decision, reason: reason.trim() });
      notify.success(t(MODERATION_DECIDED));
    } catch (caught) {
      setError(t(callableErrorMessage(caught, t(MODERATION_DECIDE_FAILED))));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t(moderationDecisionOn, name)}</legend>
        <div className="flex flex-wrap gap-2">
          {MODERATION_DECISIONS.map((value) => (
            <label
              key={value}
              className="flex items-center gap-2 rounded-full border border-ink-900/15 px-3 py-1.5 text-sm has-checked:border-terracotta-600 has-checked:bg-terracotta-100"
            >
              <input
                type="radio"
                name={`decision-${reportId}`}
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
                required
                className="accent-terracotta-600"
              />
              {t(MODERATION_DECISION_LABELS[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <ReasonField
        id={reasonId}
        label={t(MODERATION_REASON_LABEL)}
        value={reason}
        onChange={setReason}
        error={error}
      />
      <div>
        <Button type="submit" size="sm" disabled={busy || !decision || !reason.trim()}>
          {t(MODERATION_DECIDE)}
        </Button>
      </div>
    </form>
  );
}

/** The member's standing now, live (null while loading). Admins read every standing. */
function useStillSuspended(memberId: string): boolean | null {
  const db = useFirestore();
  const [suspended, setSuspended] = useState<boolean | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(db, COLLECTIONS.memberStanding, memberId),
        (snapshot) => setSuspended(isSuspended(snapshot.data())),
        (error) => console.warn('Standing not loaded', error),
      ),
    [db, memberId],
  );
  return suspended;
}

/** Under a suspension: whether it still stands, and lifting it with a statement of reasons. */
function SuspensionState({ memberId, name }: { memberId: string; name: string }) {
  const suspended = useStillSuspended(memberId);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (suspended === null) return null;
  if (!suspended)
    return (
      <div>
        <Badge tone="sage">{t(SUSPENSION_LIFTED_LABEL)}</Badge>
      </div>
    );

  async function lift(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await callable('liftSuspension')({ memberId, reason: reason.trim() });
      notify.success(t(LIFT_SUSPENSION_DONE));
    } catch (caught) {
      setError(t(callableErrorMessage(caught, t(LIFT_SUSPENSION_FAILED))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void lift(event)}
      className="flex flex-col gap-3"
      aria-label={`${t(LIFT_SUSPENSION_ACTION)}: ${name}`}
    >
      <div>
        <Badge tone="butter">{t(STILL_SUSPENDED_LABEL)}</Badge>
      </div>
      <ReasonField
        id={reasonId}
        label={t(LIFT_SUSPENSION_REASON_LABEL)}
        value={reason}
        onChange={setReason}
        error={error}
      />
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={busy || !reason.trim()}>
          {t(LIFT_SUSPENSION_ACTION)}
        </Button>
      </div>
    </form>
  );
}

/** The reasons a decision states (required, sent to the members), and the call's error. */
function ReasonField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {label}
        </label>
        <textarea
          id={id}
          required
          rows={2}
          maxLength={DECISION_REASON_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-terracotta-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
