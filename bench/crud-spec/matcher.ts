/**
 * The unified format's matching rules: `expected` describes `actual`. Root-level documents (an
 * operation's result, each document of a result list, an event's command) may carry fields the
 * expectation does not name; nested documents may not. Numbers compare by value across int, long
 * and double; `$$exists`, `$$unsetOrMatches`, `$$type`, `$$matchesEntity` and `$$lte` are the
 * special operators. Returns why they differ, or undefined when they match.
 */
import { BSON } from 'mongodb';

export type Entities = Map<string, unknown>;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if ('_bsontype' in value) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A lone `$$name` key: one of the special operators. */
function operatorOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  const [only] = keys;
  return keys.length === 1 && only?.startsWith('$$') ? only : undefined;
}

function bsonTypeOf(value: unknown): string {
  if (typeof value === 'object' && value !== null && '_bsontype' in value) return String((value as { _bsontype: unknown })._bsontype);
  return typeof value;
}

function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  switch (bsonTypeOf(value)) {
    case 'Long':
    case 'Int32':
    case 'Double':
      return Number((value as { valueOf(): unknown }).valueOf());
    case 'Decimal128':
      return Number((value as { toString(): string }).toString());
    default:
      return undefined;
  }
}

/** The BSON type aliases `value` can be: a JavaScript number has lost the int/long/double distinction. */
function typeAliases(value: unknown): string[] {
  if (value === null || value === undefined) return ['null'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['int', 'long', 'double', 'number'] : ['double', 'number'];
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['bool'];
  if (value instanceof Date) return ['date'];
  if (Array.isArray(value)) return ['array'];
  if (value instanceof RegExp) return ['regex'];
  const named: Record<string, string[]> = {
    ObjectId: ['objectId'],
    Binary: ['binData'],
    Long: ['long', 'number'],
    Int32: ['int', 'number'],
    Double: ['double', 'number'],
    Decimal128: ['decimal', 'number'],
    Timestamp: ['timestamp'],
    BSONRegExp: ['regex'],
    MinKey: ['minKey'],
    MaxKey: ['maxKey'],
    BSONSymbol: ['symbol'],
    DBRef: ['object'],
  };
  const type = bsonTypeOf(value);
  if (type === 'Code') return (value as { scope?: unknown }).scope ? ['javascriptWithScope'] : ['javascript'];
  return named[type] ?? ['object'];
}

function canonical(value: unknown): string {
  return BSON.EJSON.stringify({ v: value }, { relaxed: false });
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    const text = BSON.EJSON.stringify(value as never, { relaxed: true });
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  } catch {
    return String(value);
  }
}

function matchOperator(operator: string, argument: unknown, actual: unknown, at: string, root: boolean, entities: Entities): string | undefined {
  switch (operator) {
    case '$$exists':
      return (actual !== undefined) === argument ? undefined : `${at}: expected ${argument ? 'present' : 'absent'}, got ${describe(actual)}`;
    case '$$unsetOrMatches':
      return actual === undefined ? undefined : matchValue(argument, actual, at, root, entities);
    case '$$type': {
      const wanted = Array.isArray(argument) ? argument.map(String) : [String(argument)];
      const has = typeAliases(actual);
      return actual !== undefined && wanted.some((type) => has.includes(type)) ? undefined : `${at}: expected type ${wanted.join('|')}, got ${describe(actual)}`;
    }
    case '$$matchesEntity':
      return matchValue(entities.get(String(argument)), actual, at, true, entities);
    case '$$lte': {
      const limit = numericValue(argument);
      const value = numericValue(actual);
      return limit !== undefined && value !== undefined && value <= limit ? undefined : `${at}: expected <= ${describe(argument)}, got ${describe(actual)}`;
    }
    default:
      return `${at}: the runner does not implement ${operator}`;
  }
}

function matchDocument(expected: Plain, actual: unknown, at: string, root: boolean, entities: Entities): string | undefined {
  if (!isPlainObject(actual)) return `${at}: expected a document, got ${describe(actual)}`;
  for (const [key, value] of Object.entries(expected)) {
    const difference = matchValue(value, actual[key], `${at}.${key}`, false, entities);
    if (difference !== undefined) return difference;
  }
  if (root) return undefined;
  const extra = Object.keys(actual).find((key) => !(key in expected) && actual[key] !== undefined);
  return extra === undefined ? undefined : `${at}: unexpected field '${extra}'`;
}

export function matchValue(expected: unknown, actual: unknown, at: string, root: boolean, entities: Entities): string | undefined {
  const operator = operatorOf(expected);
  if (operator !== undefined) return matchOperator(operator, (expected as Plain)[operator], actual, at, root, entities);
  if (actual === undefined) return `${at}: missing (expected ${describe(expected)})`;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected an array, got ${describe(actual)}`;
    if (actual.length !== expected.length) return `${at}: expected ${expected.length} elements, got ${actual.length}`;
    for (let i = 0; i < expected.length; i += 1) {
      const difference = matchValue(expected[i], actual[i], `${at}[${i}]`, root, entities);
      if (difference !== undefined) return difference;
    }
    return undefined;
  }
  if (isPlainObject(expected)) return matchDocument(expected, actual, at, root, entities);
  const expectedNumber = numericValue(expected);
  const actualNumber = numericValue(actual);
  if (expectedNumber !== undefined || actualNumber !== undefined) {
    const same = expectedNumber !== undefined && actualNumber !== undefined && (expectedNumber === actualNumber || (Number.isNaN(expectedNumber) && Number.isNaN(actualNumber)));
    return same ? undefined : `${at}: expected ${describe(expected)}, got ${describe(actual)}`;
  }
  if (expected === null || typeof expected !== 'object') {
    return expected === actual ? undefined : `${at}: expected ${describe(expected)}, got ${describe(actual)}`;
  }
  return canonical(expected) === canonical(actual) ? undefined : `${at}: expected ${describe(expected)}, got ${describe(actual)}`;
}

/** Matches a root-level value: an operation's result or an event's command. */
export function matchRoot(expected: unknown, actual: unknown, at: string, entities: Entities): string | undefined {
  return matchValue(expected, actual, at, true, entities);
}
