import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AccessLog, redactUrl } from './access-log.ts';

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

  it('never writes an authorization code or an ID token that rides in a URL', () => {
    const lines: string[] = [];
    const code = 'Xk2-authorization-code-9Qz';
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2ln';
    const log = new AccessLog(loggerWritingTo(lines));
    for (const url of [
      `/callback?code=${code}&state=abc&iss=http%3A%2F%2Flocalhost%3A5002%2Foidc`,
      `/oidc/session/end?id_token_hint=${idToken}&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A5002%2F`,
    ])
      log.completed({ reqId: 'r', method: 'GET', url, statusCode: 200, elapsedMs: 1 });
    const written = lines.join('');
    expect(written).not.toContain(code);
    expect(written).not.toContain(idToken);
    expect(written).toContain('/callback?code=[redacted]&state=abc');
    expect(redactUrl('/api/search/code=1?page=2')).toBe('/api/search/code=1?page=2');
  });
});
