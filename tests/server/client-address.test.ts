// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from '../../server/client-address.ts';

describe('clientAddress', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.2', '192.0.2.1', 0)).toBe('10.0.0.2');
    expect(clientAddress(undefined, null, 0)).toBe('unknown');
  });

  it('takes the entry the outermost trusted proxy wrote, counted from the right', () => {
    expect(clientAddress('10.0.0.2', '192.0.2.1', 1)).toBe('192.0.2.1');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 192.0.2.1', 1)).toBe('192.0.2.1');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 192.0.2.1, 10.0.0.9', 2)).toBe('192.0.2.1');
  });

  it('falls back to the leftmost hop, or the socket, when the chain is short or not an address', () => {
    expect(clientAddress('10.0.0.2', '192.0.2.1', 3)).toBe('192.0.2.1');
    expect(clientAddress('10.0.0.2', null, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'not-an-ip', 1)).toBe('10.0.0.2');
  });
});

describe('rateLimitKey', () => {
  it.each([
    ['192.0.2.4', '192.0.2.4'],
    ['::ffff:192.0.2.4', '192.0.2.4'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
