import { describe, expect, it } from 'vitest';
import { addressBytes, canonicalAddress, inRanges, kindOfAddress } from './addressKinds.ts';

describe('what an address reaches', () => {
  it('tells the outside world from every range that never is', () => {
    const kinds: [string, string][] = [
      ['8.8.8.8', 'public'],
      ['81.2.69.142', 'public'],
      ['2a00:1450:4001:82b::200e', 'public'],
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['::1', 'loopback'],
      ['10.20.30.40', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['fd00::2', 'unique-local'],
      ['fc12:3456::1', 'unique-local'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['100.127.255.255', 'carrier-grade NAT'],
      ['224.0.0.1', 'multicast'],
      ['ff02::1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['255.255.255.255', 'reserved'],
      ['192.0.2.2', 'reserved'],
      ['2001:db8::1', 'reserved'],
      ['not-an-address', 'reserved'],
    ];
    expect(kinds.map(([address]) => [address, kindOfAddress(address)])).toEqual(kinds);
  });

  it('reads the IPv4 address an IPv6 form carries: mapped, compatible, translated, NAT64 and 6to4', () => {
    const kinds: [string, string][] = [
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['[::ffff:7f00:1]', 'loopback'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:a9fe:a9fe', 'link-local'],
      ['::127.0.0.1', 'loopback'],
      ['::ffff:0:192.168.0.1', 'private'],
      ['64:ff9b::a00:1', 'private'],
      ['2002:7f00:1::', 'loopback'],
      ['2002:c0a8:101::1', 'private'],
      ['::ffff:8.8.8.8', 'public'],
      ['64:ff9b::808:808', 'public'],
    ];
    expect(kinds.map(([address]) => [address, kindOfAddress(address)])).toEqual(kinds);
  });

  it('spells one address one way whatever its form, to compare with this server’s own', () => {
    expect(canonicalAddress('::ffff:81.2.69.142')).toBe(canonicalAddress('81.2.69.142'));
    expect(canonicalAddress('::ffff:5102:458e')).toBe(canonicalAddress('81.2.69.142'));
    expect(canonicalAddress('2001:0db8:0000::0001')).toBe(canonicalAddress('2001:db8::1'));
    expect(canonicalAddress('81.2.69.143')).not.toBe(canonicalAddress('81.2.69.142'));
    expect(addressBytes('1::2::3')).toBeNull();
    expect(addressBytes('1:2:3:4:5:6:7')).toBeNull();
  });

  it('finds an address, in either form, in the ranges an operator listed', () => {
    const ranges = [
      { address: '10.20.0.0', prefix: 16 },
      { address: '127.0.0.1', prefix: 32 },
      { address: 'fd00::', prefix: 8 },
    ];
    expect(inRanges('10.20.30.40', ranges)).toBe(true);
    expect(inRanges('10.21.0.1', ranges)).toBe(false);
    expect(inRanges('::ffff:10.20.0.9', ranges)).toBe(true);
    expect(inRanges('127.0.0.1', ranges)).toBe(true);
    expect(inRanges('127.0.0.2', ranges)).toBe(false);
    expect(inRanges('fd00::2', ranges)).toBe(true);
    expect(inRanges('fe80::1', ranges)).toBe(false);
    expect(inRanges('10.20.30.40', [])).toBe(false);
  });
});
