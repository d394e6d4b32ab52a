/** Small timing helpers shared by the benchmarks. */

/** Runs `task` for each input in turn and returns each run's duration in milliseconds. */
export async function timeEach<T>(
  inputs: T[],
  task: (input: T) => Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await task(input);
    times.push(performance.now() - started);
  }
  return times;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
