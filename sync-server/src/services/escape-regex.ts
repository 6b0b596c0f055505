/** Makes user text match literally inside a MongoDB `$regex` or a RegExp (no operators, no ReDoS). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
