/**
 * How a CSV import went, in one line the server's answer and the admin screens share: an import
 * with refused rows never reads as a plain success ("Imported 18 providers; 2 rows were refused").
 */
export interface ImportCounts {
  imported: number;
  /** Existing records the import changed (the provider import updates by email). */
  updated?: number;
  refused: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function importSummary({ imported, updated = 0, refused }: ImportCounts, noun: { one: string; many: string }): string {
  const done = [
    ...(imported > 0 || updated === 0 ? [`imported ${count(imported, noun.one, noun.many)}`] : []),
    ...(updated > 0 ? [`updated ${count(updated, noun.one, noun.many)}`] : []),
  ].join(', ');
  const head = imported === 0 && updated === 0 ? `No ${noun.many} were imported` : done.charAt(0).toUpperCase() + done.slice(1);
  return refused > 0 ? `${head}; ${count(refused, 'row was', 'rows were')} refused` : head;
}

export const PROVIDER_NOUN = { one: 'provider', many: 'providers' } as const;
export const FIRM_NOUN = { one: 'firm', many: 'firms' } as const;
