/**
 * Who may read /metrics: a scraper on this machine, or anyone presenting METRICS_TOKEN.
 *
 * "On this machine" is the TCP peer's address, never a forwarding header a client can write.
 * A reverse proxy on the same host also connects from loopback, though, and would hand every
 * visitor's request to us from 127.0.0.1; such a proxy adds `X-Forwarded-For` (or `Forwarded`,
 * `X-Real-IP`), so a loopback request carrying one of them was relayed and is not trusted on
 * its address. Relayed scrapes need the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** Digests have one length whatever the token's, so comparing them reveals nothing by timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || RELAY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  // BlockList also matches IPv4-mapped addresses (::ffff:127.0.0.1) against the IPv4 subnet.
  return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** A check of one request; without a token, only this machine may scrape. */
export function scrapeAccess(token: string | undefined): (request: FastifyRequest) => boolean {
  const expected = token === undefined ? undefined : digest(token);
  return (request) => {
    if (fromThisMachine(request)) return true;
    const presented = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    return (
      expected !== undefined &&
      presented !== undefined &&
      timingSafeEqual(digest(presented), expected)
    );
  };
}
