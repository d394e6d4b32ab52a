/**
 * HTTP requests with plain node:http, so a test sees the encoding and bytes a server or proxy
 * sent rather than fetch's decoded copy, over keep-alive connections as a browser keeps them.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (compressed if the sender compressed it). */
  raw: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address to send from (any 127.x.y.z works on Linux): a different client, to a server. */
  localAddress?: string;
  /** The request target as sent (e.g. the absolute form `http://a.example/x`); else the path. */
  target?: string;
}

export function rawClient(maxSockets = 16) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (
    url: string,
    { method = 'GET', headers = {}, body, localAddress, target }: RawRequest = {},
  ) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const options = { method, headers, agent, localAddress, ...(target && { path: target }) };
      const outgoing = httpRequest(url, options, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            raw: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** The JSON body, decompressed as its Content-Encoding says. */
export function decodedJson({ headers, raw }: RawAnswer): unknown {
  const encoding = headers['content-encoding'];
  const text =
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
}
