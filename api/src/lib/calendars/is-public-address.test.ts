import { isPublicAddress } from './is-public-address';

describe('isPublicAddress', () => {
  it.each([
    '93.184.216.34',
    '1.1.1.1',
    '8.8.4.4',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.0.0.2',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'localhost',
    // Not canonical: a resolver never answers these, and some parsers read them as 127.0.0.1.
    '127.1',
    '0x7f.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  // Issue 20 item 8: forms that carry (or look like) a private IPv4 address, or reserved IPv6 space.
  it.each([
    ['::7f00:1', 'IPv4-compatible 127.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible 127.0.0.1, dotted'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated 127.0.0.1'],
    ['2002:7f00:1::1', '6to4 wrapping 127.0.0.1'],
    ['2002:a00:1::', '6to4 wrapping 10.0.0.1'],
    ['2002:c0a8:101::1', '6to4 wrapping 192.168.1.1'],
    ['2002:a9fe:a9fe::', '6to4 wrapping 169.254.169.254'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 wrapping 10.0.0.1'],
    ['64:ff9b:1::808:808', 'local-use NAT64 (a local translator) wrapping 8.8.8.8'],
    ['64:ff9b::a00:1', 'well-known NAT64 wrapping 10.0.0.1'],
    ['fec0::1', 'deprecated site-local'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['1::1', 'IETF-reserved ::/8 outside any named range'],
    ['192.88.99.1', 'the 6to4 relay anycast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
