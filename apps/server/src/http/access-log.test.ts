import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';

function loggerWritingTo(lines: string[], level = 'info') {
  return pino({ level }, { write: (line: string) => lines.push(line) });
}

describe('AccessLog', () => {
  it('writes the very line pino would, field for field and in order', () => {
    const lines: string[] = [];
    const logger = loggerWritingTo(lines);
    const url = '/api/search/movie/%22a%22?q=\\"odd"\u2028';
    new AccessLog(logger).completed({
      reqId: 'trace-1',
      method: 'GET',
      url,
      statusCode: 200,
      elapsedMs: 1.26,
    });
    logger
      .child({ reqId: 'trace-1' })
      .info({ method: 'GET', url, statusCode: 200, responseTime: 1.3 }, 'request completed');
    const [ours, pinos] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(pinos ?? {}));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(lines[0]?.endsWith('}\n')).toBe(true);
  });

  it('writes nothing when the level is above info', () => {
    const lines: string[] = [];
    new AccessLog(loggerWritingTo(lines, 'warn')).completed({
      reqId: 'r',
      method: 'GET',
      url: '/',
      statusCode: 200,
      elapsedMs: 1,
    });
    expect(lines).toEqual([]);
  });
});
