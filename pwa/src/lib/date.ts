/** Today's date in the visitor's time zone as `YYYY-MM-DD`, the format of `<input type="date">`. */
export function localDateInputValue(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
