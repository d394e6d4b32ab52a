/** SPEC §5: route ids are parsed as integers and default to 0 when absent or unreadable. */
export function parseId(value: unknown): number {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
