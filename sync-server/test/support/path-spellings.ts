/**
 * Other spellings of a route's path, each naming the same route to a reader who is lenient about
 * paths: letter case (one word at a time, all, alternating), a percent-encoded slash or letter,
 * doubled and trailing slashes, `;params` and dot segments. Parameters keep their value; only the
 * route's own words are re-spelt. The server must treat none of them as a way around the route's
 * guards (ARCHITECTURE §3: paths match exactly as defined).
 */
export function pathSpellings(template: string, fill: (param: string) => string): string[] {
  const segments = template.split('/').slice(1);
  const literal = (segment: string) => !segment.startsWith(':');
  const build = (parts: string[], separators: string[] = parts.map(() => '/')) => parts.map((part, index) => `${separators[index]}${part}`).join('');
  const filled = (respell: (segment: string, index: number) => string) =>
    segments.map((segment, index) => (literal(segment) ? respell(segment, index) : fill(segment.slice(1))));
  const canonical = build(filled((segment) => segment));
  const words = segments.flatMap((segment, index) => (literal(segment) && /[a-z]/.test(segment) ? [index] : []));

  const spellings = new Set<string>();
  // Letter case.
  spellings.add(build(filled((segment) => segment.toUpperCase())));
  spellings.add(build(filled((segment) => segment.replace(/[a-z]/g, (letter, at: number) => (at % 2 ? letter.toUpperCase() : letter)))));
  for (const word of words) {
    spellings.add(build(filled((segment, index) => (index === word ? segment.toUpperCase() : segment))));
    spellings.add(build(filled((segment, index) => (index === word ? segment[0]!.toUpperCase() + segment.slice(1) : segment))));
  }
  // A percent-encoded letter: `/api/%61dmin/...`.
  for (const word of words) {
    spellings.add(build(filled((segment, index) => (index === word ? percent(segment[0]!) + segment.slice(1) : segment))));
  }
  // Slashes: encoded, doubled, trailing.
  const parts = filled((segment) => segment);
  for (let index = 1; index < parts.length; index += 1) {
    for (const separator of ['%2F', '%2f', '//']) spellings.add(build(parts, parts.map((_, at) => (at === index ? separator : '/'))));
  }
  spellings.add(`//${canonical.slice(1)}`);
  spellings.add(`${canonical}/`);
  // Matrix parameters (on the route's words: on a parameter they would only change its value) and dot segments.
  for (const word of [words[0], words.at(-1)]) {
    if (word !== undefined) spellings.add(build(parts.map((part, index) => (index === word ? `${part};x=1` : part))));
  }
  spellings.add(build(parts.map((part, index) => (index === 0 ? `${part}/.` : part))));
  spellings.add(build(parts.map((part, index) => (index === 0 ? `${part}/x/..` : part))));
  spellings.delete(canonical);
  return [...spellings];
}

const percent = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
