/**
 * Which addresses a price check may connect to: public unicast only. An admin's feed URL must
 * not reach inside the network, so loopback, private, link-local (the cloud metadata address
 * 169.254.169.254), carrier-grade NAT, IPv6 unique-local, IPv4-mapped and every other special
 * range is refused, after DNS resolution and again on every redirect. Only tests allow private
 * addresses (PRICE_FEEDS_ALLOW_PRIVATE=1), to reach the fixture shop on 127.0.0.1.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class AddressRefused extends Error {}

/** The range's name when the address is not public unicast ("loopback", "private"); else null. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const range = ipaddr.parse(address).range();
  return range === 'unicast' ? null : range;
}

const refusal = (host: string, address: string, range: string) =>
  new AddressRefused(
    host === address
      ? `refused: ${address} is a ${range} address`
      : `refused: ${host} resolves to ${address}, a ${range} address`,
  );

/** Throws for an IP literal in a URL's host that may not be reached ("[::1]" included). */
export function checkLiteralHost(hostname: string, allowPrivate: boolean): void {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate || !ipaddr.isValid(bare)) return;
  const range = refusedRange(bare);
  if (range) throw refusal(bare, bare, range);
}

/**
 * A lookup for node's http(s).request: resolves as node would, then refuses the connection when
 * any address is not public, so the socket only ever opens to an address that was checked.
 */
export function guardedLookup(allowPrivate: boolean, resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const bad = allowPrivate
        ? undefined
        : list.find((entry) => refusedRange(entry.address) !== null);
      if (bad) {
        return callback(refusal(hostname, bad.address, refusedRange(bad.address)!), '', 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new AddressRefused(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
