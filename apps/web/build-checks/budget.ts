/**
 * The most gzipped JavaScript the search screen may load before it is usable, in bytes: a
 * guard against regressions, set just above what the app measures with MUI's components used
 * as shipped and the bundler's own code splitting (163.3 kB when set).
 */
export const BUDGET_BYTES = 165_000;
