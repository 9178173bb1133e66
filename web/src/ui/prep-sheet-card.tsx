// The kitchen's prep sheet (issue 39 item 7): needs as counts per table, never names. Shown on
// the organiser's event page and the partner's door screen; the data comes from prep_sheets.
import {
  needCountsText,
  prepSheetLine,
  PREP_SHEET_TEXTS,
  type PrepSheetDoc,
} from '@brunchers/model';
import { t } from '../lib/i18n';
import { Card, CardTitle } from './card';

export function PrepSheetCard({
  sheets,
  venueNames,
}: {
  /** The event's sheets (one per venue the parties are at); empty when nobody stated a need. */
  sheets: (PrepSheetDoc & { id: string })[];
  /** Venue headings when there is more than one sheet. */
  venueNames?: Map<string, string>;
}) {
  return (
    <Card className="p-5" data-testid="prep-sheet">
      <CardTitle>{t(PREP_SHEET_TEXTS.title)}</CardTitle>
      <p className="mt-1 text-sm text-ink-600">{t(PREP_SHEET_TEXTS.hint)}</p>
      {sheets.length === 0 ? (
        <p className="mt-3 text-ink-700">{t(PREP_SHEET_TEXTS.empty)}</p>
      ) : (
        sheets.map((sheet) => (
          <section key={sheet.id} className="mt-3">
            {sheets.length > 1 && sheet.venue_id ? (
              <h3 className="font-semibold">{venueNames?.get(sheet.venue_id) ?? sheet.venue_id}</h3>
            ) : null}
            <ul className="flex flex-col gap-1">
              {sheet.tables.map((table) => (
                <li key={table.table_number ?? 'unseated'} className="break-words text-ink-900">
                  {prepSheetLine(table)}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-ink-700">
              {t(PREP_SHEET_TEXTS.total)}: {needCountsText(sheet.totals)}
            </p>
          </section>
        ))
      )}
    </Card>
  );
}
