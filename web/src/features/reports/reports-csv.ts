// The reports' CSV files: the same rows the tables show, money in euros with two decimals.
// papaparse is loaded when a file is asked for, not with the page.

/** Cents as '12.50' (a spreadsheet's number, no currency sign). */
export const eurosCell = (cents: number) => (cents / 100).toFixed(2);

/** A rate as '25.0', or '' when there is none. */
export const percentCell = (rate: number | null) => (rate === null ? '' : rate.toFixed(1));

export async function downloadCsv(fileName: string, rows: readonly Record<string, unknown>[]) {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(rows as Record<string, unknown>[]);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
