/** One autocannon run with the settings every comparison in a benchmark shares. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const LOAD = { connections: 10, durationSeconds: 10, pipelining: 1, warmUpSeconds: 2 };

export async function load(
  url: string,
  durationSeconds = LOAD.durationSeconds,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  // Unmeasured first: a fresh process spends its first second compiling its hot paths.
  await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.warmUpSeconds });
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    pipelining: LOAD.pipelining,
    duration: durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
