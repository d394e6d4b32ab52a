/**
 * SPEC §5: route ids are parsed as integers and default to 0 when absent or unreadable. Only a
 * whole number reads as one: `1.5` or `12abc` is unreadable (0, which no title has), never
 * rounded or cut to another title's id.
 */
export function parseId(value: unknown): number {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return /^\d{1,10}$/.test(text) ? Number(text) : 0;
}
