/**
 * Which peers are our own proxies, whose `X-Forwarded-For` names the client: those named by
 * address (TRUST_PROXY), or whatever stands the given number of hops in front
 * (TRUST_PROXY_HOPS), or none. Naming them is the safe way: counting hops believes a forged
 * header from anyone who reaches a replica directly.
 */
import { BlockList, isIPv4 } from 'node:net';

export interface ProxyTrust {
  /** The proxies' addresses and CIDR ranges; when given, `hops` is not used. */
  addresses?: readonly string[];
  /** How many proxies in front to believe, whoever they are (0: none). */
  hops?: number;
}

/** Fastify's `trustProxy` for it (Fastify hands a list to proxy-addr). */
export function fastifyTrustProxy({
  addresses,
  hops = 0,
}: ProxyTrust): string[] | ((address: string, hop: number) => boolean) | false {
  if (addresses?.length) return [...addresses];
  // No proxies: false, which also spares every request an address parse.
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/**
 * Whether a connection from `address` comes from one of our proxies. Trusting by hops takes
 * every peer for a proxy: it cannot tell one from a client.
 */
export function ownProxies({ addresses, hops = 0 }: ProxyTrust): (address: string) => boolean {
  if (!addresses?.length) return () => hops > 0;
  const proxies = new BlockList();
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  // BlockList matches an IPv4 client that reaches a dual-stack socket as `::ffff:a.b.c.d` too.
  return (address) => proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
