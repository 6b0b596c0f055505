/**
 * fast-check arbitraries for hostile input (the API fuzz test). Values are plain data plus
 * two wrappers for what `JSON.stringify` cannot produce: `RawJson` (JSON text spliced in as is: nesting
 * 100,000 deep, `1e999`, malformed tokens) and `JsonEntries` (an object as ordered entries, so a body
 * can repeat a key or carry an own `__proto__` key). `toJsonText` serialises both.
 */
import fc from 'fast-check';
import type { z } from 'zod';

// ---- JSON text ----

/** JSON text inserted verbatim where a value goes. */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
}

/** An object as ordered entries: duplicate keys and `__proto__` survive serialisation. */
export class JsonEntries {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

/** Serialises a generated value. Nesting comes only from RawJson, so the recursion here stays shallow. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonEntries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value === undefined) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '1e999' : '-1e999';
  if (value !== null && typeof value === 'object') return toJsonText(new JsonEntries(Object.entries(value)));
  // Node's JSON.stringify escapes lone surrogates (\ud800), so they reach the server as JSON escapes.
  return JSON.stringify(value);
}

/** A short, readable description of a value for failure reports (huge strings and deep JSON abbreviated). */
export function describeValue(value: unknown): string {
  if (value instanceof RawJson) return `<raw ${value.label}>`;
  if (typeof value === 'string' && value.length > 120) return `<string of ${value.length} chars starting ${JSON.stringify(value.slice(0, 20))}>`;
  if (Array.isArray(value) && value.length > 20) return `<array of ${value.length}>`;
  const text = toJsonText(value);
  return text.length > 200 ? `${text.slice(0, 200)}...(${text.length} chars)` : text;
}

/** Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on lone surrogates). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

// ---- building blocks ----

/** Nested JSON as text, `depth` levels deep (JSON.stringify of such a value overflows the stack). */
export function deepJson(depth: number, shape: 'array' | 'object' | 'operator' | 'mixed'): RawJson {
  const open = { array: '[', object: '{"a":', operator: '{"$gt":', mixed: '[{"a":' }[shape];
  const close = { array: ']', object: '}', operator: '}', mixed: '}]' }[shape];
  const leaf = shape === 'array' ? '' : shape === 'mixed' ? '[]' : '1';
  return new RawJson(open.repeat(depth) + leaf + close.repeat(depth), `${shape} nested ${depth} deep`);
}

export const CONTROL_CHARACTERS = [
  '\u0000', '\u0001', '\u0007', '\u0008', '\t', '\n', '\u000b', '\u000c', '\r', '\u001b', '\u001f', '\u007f',
  '\u0085', '\u00a0', '\u2028', '\u2029', '\u200b', '\u200e', '\u202e', '\ufeff', '\ufffe', '\uffff',
  '\ud800', '\udbff', '\udc00', '\udfff',
] as const;

export const UNICODE_SAMPLES = [
  '😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', '🇺🇸', 'Z̷̡͓̈́a̴̟͠l̸̰̅g̷̯̈o̶̱͐', 'é', 'é', 'ﬁ', 'ß', 'İ', 'ǅ', 'Ω', 'Å',
  'مرحبا بالعالم', 'שָׁלוֹם', '\u202eevil\u202c', '中文字符', '𠜎𠜱𠝹', 'ｆｕｌｌｗｉｄｔｈ', '١٢٣', '𝟙𝟚𝟛', 'ᐅ', '�',
] as const;

const INJECTION_STRINGS = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE users; --", '{{7*7}}', '${7*7}', '#{7*7}',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%00', '%2e%2e%2f', '\\', '"', "'", '`', '$where', '$gt', '{"$gt":""}',
  'this.password.match(/.*/)', "'; return true; var x='", 'sleep(1000)', '\r\nSet-Cookie: pwned=1', 'null', 'undefined', 'NaN',
  'true', '[object Object]', '__proto__', 'constructor', 'prototype', ' ', '   ', '',
] as const;

export const HOSTILE_EMAILS = [
  'a@example.com,b@example.com', 'a@example.com;b@example.com', 'a@example.com\nBcc: victim@example.com',
  'a@example.com\r\nBcc: victim@example.com', 'Bcc: victim@example.com', 'a@example.com%0aBcc:victim@example.com',
  '"a\\"b"@example.com', '"Bcc: x@y.z"@example.com', 'a@[127.0.0.1]', '<script>@example.com', 'a@@example.com', '@', '@@',
  'a@', '@example.com', 'a@example.com\u0000', 'a\u0000@example.com', `${'a'.repeat(300)}@example.com`, '用户@例子.广告',
  'a+tag@example.com', ' a@example.com ', 'a@example.com\u2028', 'a@localhost', 'postmaster@example.com\t',
] as const;

export const HOSTILE_URLS = [
  'javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', ' javascript:alert(1)', 'java\tscript:alert(1)',
  'java\u0000script:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd',
  '//evil.example', 'http://127.0.0.1:27017/', 'http://169.254.169.254/latest/meta-data/', 'https://example.com/\u0000',
  'https://user:pass@evil.example', `https://example.com/${'a'.repeat(600)}`, 'https://exa\u202emple.com', 'mailto:a@example.com',
] as const;

const OPERATOR_OBJECTS: readonly unknown[] = [
  { $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '.*' }, { $regex: '^', $options: 'i' }, { $exists: true },
  { $in: ['a', 'b'] }, { $nin: [] }, { $or: [{}] }, { $expr: { $eq: [1, 1] } }, { $function: { body: 'return true', args: [], lang: 'js' } },
  { $where: 'function() { while (true) {} }' }, { $elemMatch: { $gt: '' } }, { $size: 0 }, { $type: 2 }, { $not: { $eq: 1 } },
  { $set: { isApproved: true } }, { $unset: { email: '' } }, { $lookup: { from: 'users' } }, { $jsonSchema: {} },
];

const PROTOTYPE_OBJECTS: readonly unknown[] = [
  new JsonEntries([['__proto__', { isApproved: true, isAdmin: true }]]),
  new JsonEntries([['constructor', { prototype: { polluted: true } }]]),
  new JsonEntries([['__proto__', new JsonEntries([['__proto__', { polluted: true }]])]]),
  new JsonEntries([['prototype', { polluted: true }], ['toString', 'x'], ['hasOwnProperty', 1], ['valueOf', null]]),
  new JsonEntries([['__proto__', null]]),
];

// ---- value arbitraries ----

/** MongoDB query and update operators, alone or wrapping another hostile leaf. */
export const operatorObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...OPERATOR_OBJECTS),
  fc
    .tuple(fc.constantFrom('$gt', '$gte', '$lt', '$ne', '$in', '$regex', '$where', '$exists', '$eq', '$and', '$or', '$set', '$comment'), fc.constantFrom<unknown>('', null, 0, true, [], {}, '.*', 'sleep(1000)'))
    .map(([operator, value]) => ({ [operator]: value })),
);

/** Nesting from 1,000 to 100,000 levels; past about 50,000 the body is over the 100 KB limit too. */
export const deepValue: fc.Arbitrary<RawJson> = fc
  .tuple(
    fc.oneof({ arbitrary: fc.integer({ min: 1_000, max: 20_000 }), weight: 3 }, { arbitrary: fc.integer({ min: 20_000, max: 100_000 }), weight: 1 }),
    fc.constantFrom('array' as const, 'object' as const, 'operator' as const, 'mixed' as const),
  )
  .map(([depth, shape]) => deepJson(depth, shape));

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Strings made of control characters, separators, BOMs and lone surrogates mixed with ordinary text. */
export const controlString: fc.Arbitrary<string> = fc
  .array(fc.oneof({ arbitrary: fc.constantFrom(...CONTROL_CHARACTERS), weight: 3 }, fc.string({ maxLength: 6 }), anyUnit), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

/** Emoji, RTL text, combining marks and arbitrary code units. */
export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...UNICODE_SAMPLES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.string({ unit: anyUnit, minLength: 1, maxLength: 30 }),
);

/**
 * Long strings: past the schemas' field limits but inside the 100 KB body limit, and past the body
 * limit (up to about 400 KB, in multi-byte characters too).
 */
export const hugeString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.integer({ min: 5_001, max: 60_000 }), fc.constantFrom('a', 'é', '\u0000', ' ')).map(([length, unit]) => unit.repeat(length)),
  fc.tuple(fc.integer({ min: 100_000, max: 200_000 }), fc.constantFrom('A', '😀', '\u2028')).map(([length, unit]) => unit.repeat(length)),
);

/** What a number field might get instead of a number. */
export const numericLookalike: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('12', ' 12 ', '1e3', '0x1F', '0b11', 'Infinity', '-Infinity', 'NaN', '-1', '12abc', '', '١٢', '１２', '1_000', '9'.repeat(400)),
  fc.constantFrom(new RawJson('1e999', '1e999'), new RawJson('-1e999', '-1e999'), new RawJson('1e-999', '1e-999'), new RawJson('-0', '-0')),
  fc.constantFrom(new RawJson('123456789012345678901234567890', 'a 30-digit integer'), new RawJson('0.1e1', '0.1e1')),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_VALUE, 2 ** 31, 2 ** 63),
);

/** What a string field might get instead of a string. */
export const nonString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -0, 1, [], {}, [''], [null], ['a', 'b']),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays: of hostile leaves, huge (up to 20,000 items), or objects pretending to be arrays. */
export const hostileArray: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.oneof(operatorObject, controlString, nonString, fc.constantFrom(...INJECTION_STRINGS)), { maxLength: 6 }),
  fc.tuple(fc.integer({ min: 31, max: 20_000 }), fc.constantFrom('x', 'bookkeeping', '')).map(([length, item]) => Array.from({ length }, () => item)),
  fc.constantFrom<unknown>({ 0: 'bookkeeping', length: 1 }, { length: 1e9 }, [[['bookkeeping']]], [{ $gt: '' }]),
);

/** Hostile text: injection strings, odd emails and URLs, control characters, unicode. */
export const textFlavours: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTION_STRINGS),
  fc.constantFrom(...HOSTILE_EMAILS),
  fc.constantFrom(...HOSTILE_URLS),
  controlString,
  unicodeString,
);

/** One hostile value of any kind, weighted towards the cheap ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: operatorObject, weight: 4 },
  { arbitrary: textFlavours, weight: 6 },
  { arbitrary: nonString, weight: 2 },
  { arbitrary: numericLookalike, weight: 2 },
  { arbitrary: hostileArray, weight: 2 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_OBJECTS), weight: 2 },
  { arbitrary: deepValue, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Keys a body should never carry: prototype keys, operators, internal fields, odd characters. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$gt', '$set', 'isApproved', 'isActive', '_id', 'id', 'dashboardKey', 'passwordHash', 'role', 'a.b', '', ' ', 'toString'), weight: 3 },
  { arbitrary: controlString, weight: 1 },
  { arbitrary: unicodeString, weight: 1 },
);

// ---- schema-driven values ----

type AnySchema = z.ZodType;
interface SchemaDef {
  type: string;
  shape?: Record<string, AnySchema>;
  in?: AnySchema;
  out?: AnySchema;
  innerType?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (schema: AnySchema): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'lazy']);

/** The object schema inside refinements, pipes and defaults (zod 4 keeps checks on the object itself). */
export function objectShape(schema: AnySchema): Record<string, AnySchema> {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'pipe' && def.in && def.out) return objectShape(defOf(def.in).type === 'transform' ? def.out : def.in);
  if (WRAPPERS.has(def.type) && def.innerType) return objectShape(def.innerType);
  throw new Error(`not an object schema: ${def.type}`);
}

/** What a field expects, read from its schema: the base kinds and any enum/literal options. */
export interface FieldKind {
  kinds: Set<string>;
  options: string[];
}

export function fieldKind(schema: AnySchema, found: FieldKind = { kinds: new Set(), options: [] }): FieldKind {
  const def = defOf(schema);
  if (def.type === 'pipe' && def.in && def.out) return fieldKind(defOf(def.in).type === 'transform' ? def.out : def.in, found);
  if (WRAPPERS.has(def.type) && def.innerType) return fieldKind(def.innerType, found);
  if (def.type === 'union') {
    for (const option of def.options ?? []) fieldKind(option, found);
    return found;
  }
  if (def.type === 'enum') {
    found.kinds.add('enum');
    found.options.push(...Object.values(def.entries ?? {}).map(String));
  } else if (def.type === 'literal') {
    found.kinds.add('enum');
    found.options.push(...(def.values ?? []).map(String));
  } else {
    found.kinds.add(def.type);
  }
  return found;
}

/** Near misses of an enum option: other case, padding, NUL, homoglyphs, the option inside an operator. */
const enumNearMiss = (options: readonly string[]): fc.Arbitrary<unknown> =>
  fc.tuple(fc.constantFrom(...options), fc.integer({ min: 0, max: 7 })).map(([option, how]) => {
    switch (how) {
      case 0: return option.toUpperCase();
      case 1: return ` ${option} `;
      case 2: return `${option}\u0000`;
      case 3: return option.replace(/a/g, 'а'); // Cyrillic a
      case 4: return [option];
      case 5: return { $in: [option] };
      case 6: return `${option},${option}`;
      default: return option.normalize('NFD') + '\u0301';
    }
  });

/** Values of the wrong type for a field, chosen from what its schema expects. */
export function wrongTypeFor(kind: FieldKind): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (kind.kinds.has('string') || kind.kinds.has('enum')) choices.push(nonString, numericLookalike);
  if (kind.kinds.has('number')) choices.push(numericLookalike, textFlavours);
  if (kind.kinds.has('boolean')) choices.push(fc.constantFrom<unknown>('true', 'false', 1, 0, 'on', '', 'yes', [true]));
  if (kind.kinds.has('array')) choices.push(textFlavours, fc.constantFrom<unknown>({}, { 0: 'a' }, 'bookkeeping,payroll'));
  if (kind.options.length) choices.push(enumNearMiss(kind.options));
  if (!choices.length) choices.push(nonString);
  return fc.oneof(...choices);
}

/**
 * A replacement for one field of a schema: generic hostility, a wrong value for what the schema
 * expects, and for email and link fields (by name) header-injection emails and `javascript:` URLs.
 */
export function hostileFieldValue(schema: AnySchema, name = ''): fc.Arbitrary<unknown> {
  const choices = [{ arbitrary: hostileValue, weight: 3 }, { arbitrary: wrongTypeFor(fieldKind(schema)), weight: 2 }];
  if (/email/i.test(name)) choices.push({ arbitrary: fc.constantFrom<unknown>(...HOSTILE_EMAILS), weight: 3 });
  if (/url|website|link/i.test(name)) choices.push({ arbitrary: fc.constantFrom<unknown>(...HOSTILE_URLS), weight: 3 });
  return fc.oneof(...choices);
}

// ---- headers ----

/** Idempotency-Key values: valid (fresh or reused), too short or long, odd characters (latin-1 range only: what a client can send). */
export const idempotencyKeyValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,128}$/), weight: 3 },
  { arbitrary: fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', 'fuzz-key-0003'), weight: 2 },
  { arbitrary: fc.integer({ min: 129, max: 8_000 }).map((length) => 'k'.repeat(length)), weight: 1 },
  {
    arbitrary: fc.constantFrom('', 'short', ' ', 'abc defghij', 'abcdefgh\t', 'abc.defghij', '../../../../', '%00%00%00%00', 'ÿÿÿÿÿÿÿÿ', 'é'.repeat(10), '$where:1==1', 'null', '{"$gt":""}'),
    weight: 2,
  },
);
