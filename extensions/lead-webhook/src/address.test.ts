import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { WebhookAddressError, addressRefusal, checkWebhookUrl, guardedLookup } from './address';

const REFUSE = { allowPrivateAddresses: false };
const ALLOW = { allowPrivateAddresses: true };

/** A resolver that answers from a table, as DNS would. */
const resolver =
  (table: Record<string, string[]>) =>
  async (host: string): Promise<LookupAddress[]> => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('which addresses the webhook may call (SSRF)', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['10.1.2.3', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['192.168.1.20', 'a private network address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT (shared) address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'the broadcast address'],
    ['0.0.0.0', 'an unspecified address'],
    ['192.0.2.10', 'a reserved or special-purpose address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fd12:3456::1', 'a unique local (private) address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['64:ff9b::a00:1', 'a reserved or special-purpose address'],
    ['2002:a00:1::1', 'a reserved or special-purpose address'],
    ['2001:db8::1', 'a reserved or special-purpose address'],
    ['not-an-ip', 'not an IP address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(addressRefusal(address)).toBe(why);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public %s', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  const dns = resolver({
    'crm.example.com': ['93.184.215.14', '2606:4700:4700::1111'],
    'intranet.example.com': ['10.0.0.7'],
    'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  });

  it('checks a URL as it is saved: scheme, IP literals and every address of a name', async () => {
    await expect(checkWebhookUrl('https://crm.example.com/hooks', REFUSE, dns)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('ftp://crm.example.com/', REFUSE, dns)).rejects.toThrow(
      'The webhook address must start with https:// (or http://).',
    );
    await expect(checkWebhookUrl('crm.example.com/hooks', REFUSE, dns)).rejects.toThrow('is not a valid URL');
    await expect(checkWebhookUrl('', REFUSE, dns)).rejects.toThrow('Please enter the webhook address');
    await expect(checkWebhookUrl('http://[::1]:8080/', REFUSE, dns)).rejects.toThrow(
      'The webhook address is refused: ::1 is a loopback address. Only public internet addresses can receive requests',
    );
    // WHATWG URL reads 2130706433 as 127.0.0.1.
    await expect(checkWebhookUrl('http://2130706433/', REFUSE, dns)).rejects.toThrow('127.0.0.1 is a loopback address');
    await expect(checkWebhookUrl('https://intranet.example.com/', REFUSE, dns)).rejects.toThrow(
      'intranet.example.com resolves to 10.0.0.7, a private network address',
    );
    await expect(checkWebhookUrl('https://mixed.example.com/', REFUSE, dns)).rejects.toThrow(
      'mixed.example.com resolves to 127.0.0.1, a loopback address',
    );
    await expect(checkWebhookUrl('https://nowhere.example.com/', REFUSE, dns)).rejects.toThrow(
      'The webhook host nowhere.example.com could not be found (no such host). Please check the address.',
    );
  });

  it('allows private addresses when the environment says so', async () => {
    await expect(checkWebhookUrl('http://127.0.0.1:9/', ALLOW, dns)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('https://intranet.example.com/', ALLOW, dns)).resolves.toBeInstanceOf(URL);
  });

  it('connects only to the addresses it checked, when the connection resolves the name', async () => {
    const lookup = (host: string, options: { all?: boolean; family?: number }, policy = REFUSE) =>
      new Promise<{ error: Error | null; result: unknown }>((resolve) =>
        guardedLookup(policy, dns)(host, options, (error, address, family) =>
          resolve({ error, result: options.all ? address : { address, family } }),
        ),
      );
    expect(await lookup('crm.example.com', { all: true })).toEqual({
      error: null,
      result: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    });
    expect(await lookup('crm.example.com', { family: 6 })).toEqual({
      error: null,
      result: { address: '2606:4700:4700::1111', family: 6 },
    });
    const refused = await lookup('mixed.example.com', { all: true });
    expect(refused.error).toBeInstanceOf(WebhookAddressError);
    expect(refused.error?.message).toMatch('mixed.example.com resolves to 127.0.0.1, a loopback address');
    expect((await lookup('mixed.example.com', { all: true }, ALLOW)).error).toBeNull();
  });
});
