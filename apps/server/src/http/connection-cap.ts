/**
 * Connections one client may hold at once (CONNECTIONS_PER_CLIENT). MAX_CONNECTIONS bounds
 * the process, and one address holding that many idle keep-alive connections locked everyone
 * else out; now it runs into its own cap first, and a connection past the cap is closed as soon
 * as it is accepted, as Node closes one past `maxConnections`. A client is named as the rate
 * limits name it (an IPv6 client by its /64). Our own proxies are not counted: every visitor
 * behind one arrives on its address, and the proxy limits them one by one (deploy/nginx).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientOf } from './rate-limits.ts';

export function capConnectionsPerClient(
  server: Server,
  perClient: number,
  isOwnProxy: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the socket has closed already.
    if (address === undefined || isOwnProxy(address)) return;
    const client = clientOf(address);
    const held = open.get(client) ?? 0;
    if (held >= perClient) {
      socket.destroy();
      return;
    }
    open.set(client, held + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
