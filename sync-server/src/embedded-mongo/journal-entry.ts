/**
 * The logical records of the journal and of snapshots. Each describes one state change with
 * its full result (whole documents, not update operators), so replaying a record is
 * deterministic and does not depend on the code that produced it.
 */
import type { Document } from './bson-values';
import type { IndexSpec } from './collection-index';

export type JournalEntry =
  /** Collection created (explicitly or by a first write). */
  | { op: 'cc'; ns: string; uuid: unknown; options: Document }
  | { op: 'dc'; ns: string }
  | { op: 'dd'; db: string }
  | { op: 'rc'; from: string; to: string }
  | { op: 'ci'; ns: string; spec: IndexSpec }
  | { op: 'di'; ns: string; name: string }
  | { op: 'i'; ns: string; doc: Document }
  /** A document's full new version, matched by `_id`. */
  | { op: 'u'; ns: string; doc: Document }
  | { op: 'd'; ns: string; id: unknown };

/** Splits "db.collection.name" at the first dot (database names cannot contain dots). */
export function splitNamespace(ns: string): { db: string; name: string } {
  const dot = ns.indexOf('.');
  return { db: ns.slice(0, dot), name: ns.slice(dot + 1) };
}
