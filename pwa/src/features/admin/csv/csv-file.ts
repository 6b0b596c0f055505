/** Spec §5: only .csv files are taken (by name: browsers disagree on a CSV's MIME type). */
export const isCsvFile = (file: Pick<File, 'name'>) => /\.csv$/i.test(file.name.trim());

export const NOT_CSV_MESSAGE = 'Please select a CSV file';

/** Spec §8: the first five row errors, then how many more there are. */
export function firstErrors(messages: readonly string[], shown = 5): string[] {
  if (messages.length <= shown) return [...messages];
  return [...messages.slice(0, shown), `... and ${messages.length - shown} more errors`];
}
