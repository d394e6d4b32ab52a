import { describe, expect, it } from 'vitest';
import { DeadlineError, OneAtATime } from './one-at-a-time.ts';

const never = () => new Promise<never>(() => undefined);

describe('OneAtATime', () => {
  it('runs one task at a time, in the order given', async () => {
    const line = new OneAtATime(1000);
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([line.run(task('a', 30)), line.run(task('b', 1))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('fails a task that passes its deadline, aborts its signal, and lets the next one run', async () => {
    const line = new OneAtATime(50);
    let signal: AbortSignal | undefined;
    const stuck = line.run((given) => {
      signal = given;
      return never();
    });
    const next = line.run(async () => 'next');
    await expect(stuck).rejects.toBeInstanceOf(DeadlineError);
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(DeadlineError);
    await expect(next).resolves.toBe('next');
  });

  it('goes on after a task that fails', async () => {
    const line = new OneAtATime(1000);
    const failing = line.run(() => Promise.reject(new Error('broken')));
    await expect(failing).rejects.toThrow('broken');
    await expect(line.run(async () => 'after')).resolves.toBe('after');
  });
});
