import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

/**
 * Streams the records of a CSV file with papaparse (Node stream mode): one array of cells per
 * record, blank lines skipped, so a large file is never held in memory at once. Quoted cells may
 * span lines; a record's number is its position (the header is record 1).
 */
export async function* readCsvRecords(path: string): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  const source = createReadStream(path, { encoding: 'utf8' });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let first = true;
  for await (const record of parser as AsyncIterable<string[]>) {
    // A UTF-8 byte order mark (spreadsheet exports) is not part of the first header name.
    if (first && record[0]?.startsWith('\ufeff')) record[0] = record[0].slice(1);
    first = false;
    yield record;
  }
}

/** The header and the number of data records, reading no further than `maxRows + 1` records. */
export async function inspectCsv(path: string, maxRows: number): Promise<{ header: string[] | undefined; rows: number; tooMany: boolean }> {
  let header: string[] | undefined;
  let rows = 0;
  for await (const record of readCsvRecords(path)) {
    if (!header) header = record.map((cell) => cell.trim());
    else if (++rows > maxRows) return { header, rows, tooMany: true };
  }
  return { header, rows, tooMany: false };
}

/**
 * Cells a spreadsheet would run as a formula: starting with = @ tab or CR, or with + or - followed
 * by more than a number or phone number ("+1 555 0100" stays as it is; "-2+3" and "+SUM(..." do not).
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s().-]*$))/;

/** CSV text of rows, for the export; formula-like cells get a leading ' so they show as text. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(rows as string[][], { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
