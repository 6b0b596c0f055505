/**
 * The deprecated BSON symbol type, kept as a symbol. The decoder's value promotion (which gives
 * mingo plain JS numbers) would also turn a symbol into a string, so a byte string holding one is
 * decoded without promotion and its numbers promoted here instead. Finding out is a walk over the
 * element types that skips every value by its length: far cheaper than decoding.
 */
import { Long } from 'bson';

const SYMBOL = 0x0e;

function int32At(bytes: Uint8Array, at: number): number {
  return (bytes[at] as number) | ((bytes[at + 1] as number) << 8) | ((bytes[at + 2] as number) << 16) | ((bytes[at + 3] as number) << 24);
}

function afterCString(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  let i = at;
  while (i < length && bytes[i] !== 0) i += 1;
  return i + 1;
}

/**
 * Whether the byte string holds a symbol element. Without a 0x0e byte anywhere it cannot (the
 * common case, answered natively); otherwise the elements are walked.
 */
export function containsSymbol(bytes: Uint8Array): boolean {
  return bytes.indexOf(SYMBOL) >= 0 && documentHasSymbol(bytes, 0);
}

function documentHasSymbol(bytes: Uint8Array, start: number): boolean {
  const end = start + int32At(bytes, start) - 1;
  let i = start + 4;
  while (i < end) {
    const type = bytes[i] as number;
    i = afterCString(bytes, i + 1);
    switch (type) {
      case SYMBOL:
        return true;
      case 0x03: // document
      case 0x04: // array
        if (documentHasSymbol(bytes, i)) return true;
        i += int32At(bytes, i);
        break;
      case 0x01: // double
      case 0x09: // date
      case 0x11: // timestamp
      case 0x12: // int64
        i += 8;
        break;
      case 0x02: // string
      case 0x0d: // code
        i += 4 + int32At(bytes, i);
        break;
      case 0x05: // binary: length, subtype, bytes
        i += 5 + int32At(bytes, i);
        break;
      case 0x07: // ObjectId
        i += 12;
        break;
      case 0x08: // boolean
        i += 1;
        break;
      case 0x0b: // regex: pattern and options, two C strings
        i = afterCString(bytes, afterCString(bytes, i));
        break;
      case 0x0c: // DBPointer: string, then an ObjectId
        i += 4 + int32At(bytes, i) + 12;
        break;
      case 0x0f: // code with scope: total length first
        i += int32At(bytes, i);
        break;
      case 0x10: // int32
        i += 4;
        break;
      case 0x13: // decimal128
        i += 16;
        break;
      case 0x06: // undefined
      case 0x0a: // null
      case 0x7f: // max key
      case 0xff: // min key
        break;
      default:
        // A malformed byte string: the decoder reports it.
        return false;
    }
  }
  return false;
}

const MAX_EXACT = Long.fromNumber(Number.MAX_SAFE_INTEGER);
const MIN_EXACT = Long.fromNumber(Number.MIN_SAFE_INTEGER);

/** What value promotion would have made of a decoded value: int32 and double as numbers, int64 when exact. */
export function promoteNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(promoteNumbers);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  switch ((value as { _bsontype?: string })._bsontype) {
    case 'Int32':
    case 'Double':
      return (value as { valueOf(): number }).valueOf();
    case 'Long': {
      const long = value as Long;
      return long.lessThanOrEqual(MAX_EXACT) && long.greaterThanOrEqual(MIN_EXACT) ? long.toNumber() : long;
    }
    case undefined: {
      const promoted: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) promoted[key] = promoteNumbers(field);
      return promoted;
    }
    default:
      return value;
  }
}
