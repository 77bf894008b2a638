// Which addresses the webhook may call (README "Hand-off", docs/decisions/017-lead-webhook.md):
// http(s) only, and only public unicast addresses, unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES is on.
// An administrator's URL must not reach into the agency's own network (server-side request
// forgery): loopback, private, link-local, unique-local, carrier-grade NAT, multicast,
// unspecified, documentation and other special-purpose ranges are refused, IPv4 and IPv6, an IPv4
// address written as IPv6 (::ffff:a.b.c.d) counted as the IPv4 address it is.
// A host name is checked on every address it resolves to, and the connection goes to one of
// exactly those addresses (guardedLookup), so a name that resolves differently a moment later
// (DNS rebinding) gains nothing.
import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { errorCode } from '@agency/contract/guards';
import ipaddr from 'ipaddr.js';

/** A refused or unusable webhook address; the message is shown to the administrator as is. */
export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError';
}

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique local (private) address',
  carrierGradeNat: 'a carrier-grade NAT (shared) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'an unspecified address',
};

// IPv6 global unicast space (RFC 4291): anything outside it is not a public host.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Why an address may not be called, in words ("a private network address"), or null when it is
 * a public unicast address. Text that is not an IP address is refused too.
 */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) {
    parsed = parsed.toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') {
    if (parsed instanceof ipaddr.IPv4 || parsed.match(GLOBAL_UNICAST_V6)) return null;
    return 'a reserved address';
  }
  return RANGE_NAMES[range] ?? 'a reserved or special-purpose address';
}

export interface AddressPolicy {
  allowPrivateAddresses: boolean;
}

const EXAMPLE = 'https://crm.example.com/hooks/new-lead';

/** The URL, when it is a usable http(s) address; the host is checked separately. */
export function parseWebhookUrl(text: unknown): URL {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new WebhookAddressError(`Please enter the webhook address, e.g. ${EXAMPLE}.`);
  }
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new WebhookAddressError(
      `The webhook address is not a valid URL. Please enter a full address, e.g. ${EXAMPLE}.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookAddressError('The webhook address must start with https:// (or http://).');
  }
  return url;
}

/** The host as an IP address when it is written as one ("[::1]" → "::1"), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : null;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function refusalMessage(host: string, address: string, why: string) {
  const resolved = host === address ? `${address} is` : `${host} resolves to ${address},`;
  return `The webhook address is refused: ${resolved} ${why}. Only public internet addresses can receive requests (WEBHOOK_ALLOW_PRIVATE_ADDRESSES allows others).`;
}

/** Throws when any of the addresses is refused by the policy. */
export function checkAddresses(host: string, addresses: readonly string[], policy: AddressPolicy) {
  if (policy.allowPrivateAddresses) return;
  for (const address of addresses) {
    const why = addressRefusal(address);
    if (why) throw new WebhookAddressError(refusalMessage(host, address, why));
  }
}

type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

async function resolveAll(host: string, resolve: Resolve): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const code = errorCode(error);
    const reason = code === 'ENOTFOUND' || code === 'ENODATA' ? 'no such host' : (code ?? String(error));
    throw new WebhookAddressError(`The webhook host ${host} could not be found (${reason}). Please check the address.`);
  }
  if (addresses.length === 0) {
    throw new WebhookAddressError(`The webhook host ${host} could not be found. Please check the address.`);
  }
  return addresses;
}

/**
 * Checks a webhook URL as it is saved: http(s), and its host (an IP address, or every address the
 * name resolves to now) allowed by the policy. Returns the parsed URL.
 */
export async function checkWebhookUrl(text: unknown, policy: AddressPolicy, resolve: Resolve = systemResolve) {
  const url = parseWebhookUrl(text);
  const literal = literalAddress(url);
  const addresses = literal ? [literal] : (await resolveAll(hostOf(url), resolve)).map((entry) => entry.address);
  checkAddresses(hostOf(url), addresses, policy);
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of an outgoing request: resolves the name, refuses it when any address is refused,
 * and hands the connection exactly the addresses it checked. (Node does not call `lookup` for a
 * host written as an IP address: check those with checkAddresses before the request.)
 */
export function guardedLookup(policy: AddressPolicy, resolve: Resolve = systemResolve) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback) => {
    resolveAll(hostname, resolve)
      .then((found) => {
        checkAddresses(
          hostname,
          found.map((entry) => entry.address),
          policy,
        );
        const family = Number(options.family) || 0;
        const usable = family ? found.filter((entry) => entry.family === family) : found;
        if (usable.length === 0)
          throw new WebhookAddressError(`The webhook host ${hostname} has no IPv${family} address.`);
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}
