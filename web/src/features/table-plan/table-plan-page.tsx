// /admin/events/:id/tables: the organiser's table plan. Each table with its seats, its score (the
// mean compatibility of its parties) and its parties; a party moves by picking another table (the
// server refuses a move without room or next to someone who passed on them). Plans are made at
// the 24-hour cut-off on their own; "Plan tables now" (re)plans on demand.
import {
  ADMIN_BACK_LINK,
  DOOR_GUEST,
  ERROR_TITLE,
  TABLE_PLAN_TEXTS,
  partyLabel,
  partyName,
  tableLabel,
  tablePlanSummary,
  type TablePlanParty,
  contentText,
} from '@brunchers/model';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { currentLocale, t } from '../../lib/i18n';
import { useCurrentNames } from '../../lib/member-names';
import { paths } from '../../lib/paths';
import { RequireRole } from '../../lib/require-role';
import { callableErrorMessage } from '../../lib/callables';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useEvent } from '../../lib/event-data';
import {
  moveTableParty,
  planEventTables,
  useTablePlan,
  type TablePlanView,
} from './table-plan-data';

export function Component() {
  return (
    <RequireRole role="admin">
      <TablePlanScreen />
    </RequireRole>
  );
}

function TablePlanScreen() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const plan = useTablePlan(id);
  const [busy, setBusy] = useState(false);

  async function planNow() {
    setBusy(true);
    try {
      const summary = await planEventTables()({ eventId: id });
      notify.success({
        title: t(TABLE_PLAN_TEXTS.planned),
        description: t(tablePlanSummary, summary.seated, summary.tables),
      });
    } catch (error) {
      notify.error({
        title: t(ERROR_TITLE),
        description: t(callableErrorMessage(error, TABLE_PLAN_TEXTS.notPlanned)),
      });
    } finally {
      setBusy(false);
    }
  }

  if (plan.status === 'error') throw plan.error;
  const title = event.status === 'ready' ? contentText(event.data, 'title', currentLocale()) : '';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to={paths.admin} className="text-sm font-semibold text-ink-600 underline">
            {t(ADMIN_BACK_LINK)}
          </Link>
          <h1 className="font-display text-3xl font-semibold">{t(TABLE_PLAN_TEXTS.title)}</h1>
          <p className="text-ink-700">{title}</p>
        </div>
        {plan.status === 'ready' ? (
          <Button variant="outline" onClick={() => void planNow()} disabled={busy}>
            {t(TABLE_PLAN_TEXTS.replan)}
          </Button>
        ) : null}
      </div>
      {plan.status === 'loading' ? (
        <Spinner label={t(TABLE_PLAN_TEXTS.loading)} />
      ) : plan.status === 'missing' ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <p>{t(TABLE_PLAN_TEXTS.noPlan)}</p>
          <Button onClick={() => void planNow()} disabled={busy}>
            {t(TABLE_PLAN_TEXTS.planNow)}
          </Button>
        </Card>
      ) : (
        <PlanTables eventId={id} plan={plan.data} />
      )}
    </div>
  );
}

function PlanTables({ eventId, plan }: { eventId: string; plan: TablePlanView }) {
  const [moving, setMoving] = useState<string | null>(null);
  const tables = plan.tables.filter((table) => table.parties.length > 0);
  const empty = plan.tables.filter((table) => table.parties.length === 0);
  // Members' names as they are now (issue 36), not as the plan recorded them: one profile per
  // member party, batched.
  const names = useCurrentNames(
    [...plan.unseated, ...plan.tables.flatMap((table) => table.parties)].map((p) => p.user_id),
  );
  const nameOf = (party: TablePlanParty) =>
    partyName({ user_id: party.user_id, attendee_name: party.name }, names) ?? t(DOOR_GUEST);

  async function move(party: TablePlanParty, table: number) {
    setMoving(party.booking_id);
    try {
      await moveTableParty()({ eventId, bookingId: party.booking_id, table });
      notify.success({
        title: t(TABLE_PLAN_TEXTS.moved),
        description: `${nameOf(party)} → ${t(tableLabel, table)}`,
      });
    } catch (error) {
      notify.error({
        title: t(ERROR_TITLE),
        description: t(callableErrorMessage(error, TABLE_PLAN_TEXTS.notMoved)),
      });
    } finally {
      setMoving(null);
    }
  }

  const partyRow = (party: TablePlanParty, current: number | null) => (
    <li
      key={party.booking_id}
      className="flex flex-wrap items-center justify-between gap-2 py-2"
      data-testid={`plan-party-${party.booking_id}`}
    >
      <span>
        <span className="font-semibold">{nameOf(party)}</span>{' '}
        <span className="text-sm text-ink-600">{t(partyLabel, party.guest_count)}</span>
      </span>
      <label className="flex items-center gap-2 text-sm text-ink-700">
        <span className="sr-only">
          {t(TABLE_PLAN_TEXTS.moveTo)} ({nameOf(party)})
        </span>
        <select
          className="rounded-xl border border-ink-900/15 bg-white px-2 py-1"
          value={current ?? ''}
          disabled={moving === party.booking_id}
          aria-label={`${t(TABLE_PLAN_TEXTS.moveTo)} (${nameOf(party)})`}
          onChange={(event) => void move(party, Number(event.target.value))}
        >
          {current === null ? <option value="">{t(TABLE_PLAN_TEXTS.unseated)}</option> : null}
          {plan.tables.map((table) => (
            <option key={table.number} value={table.number}>
              {t(tableLabel, table.number)} ({table.seats})
            </option>
          ))}
        </select>
      </label>
    </li>
  );

  return (
    <>
      <p className="text-ink-700">
        {t(TABLE_PLAN_TEXTS.average)}:{' '}
        <span className="font-semibold" data-testid="plan-average">
          {plan.average_score}
        </span>
      </p>
      {plan.unseated.length > 0 ? (
        <Card className="p-5" data-testid="plan-unseated">
          <h2 className="font-semibold text-terracotta-700">{t(TABLE_PLAN_TEXTS.unseated)}</h2>
          <ul className="divide-y divide-ink-900/10">
            {plan.unseated.map((party) => partyRow(party, null))}
          </ul>
        </Card>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tables.map((table) => {
          const seated = table.parties.reduce((sum, party) => sum + party.guest_count, 0);
          return (
            <li key={table.number}>
              <Card
                className="flex h-full flex-col gap-2 p-5"
                data-testid={`plan-table-${table.number}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <h2 className="font-display text-xl font-semibold">
                    {t(tableLabel, table.number)}
                  </h2>
                  <Badge tone="neutral">
                    {seated} / {table.seats}
                  </Badge>
                </div>
                <p className="text-sm text-ink-600">
                  {t(TABLE_PLAN_TEXTS.score)}:{' '}
                  <span className="font-semibold text-ink-900" data-testid="table-score">
                    {table.score ?? '–'}
                  </span>
                </p>
                <ul className="divide-y divide-ink-900/10">
                  {table.parties.map((party) => partyRow(party, table.number))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
      {empty.length > 0 ? (
        <p className="text-sm text-ink-600">
          {t(TABLE_PLAN_TEXTS.freeTables)}:{' '}
          {empty.map((table) => `${t(tableLabel, table.number)} (${table.seats})`).join(', ')}
        </p>
      ) : null}
    </>
  );
}
