import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const privateDestinations = (value?: string) =>
  loadConfig({ SDP_REVERSE_PRIVATE_DESTINATIONS: value }).SDP_REVERSE_PRIVATE_DESTINATIONS;

describe('SDP_REVERSE_PRIVATE_DESTINATIONS', () => {
  it('allows no inside address by default or with 0, all of them with 1', () => {
    expect(privateDestinations()).toEqual([]);
    expect(privateDestinations('0')).toEqual([]);
    expect(privateDestinations('1')).toBe('all');
    expect(privateDestinations('true')).toBe('all');
  });

  it('reads a comma-separated list of addresses and ranges', () => {
    expect(privateDestinations('127.0.0.1, 10.20.0.0/16,fd00::/8')).toEqual([
      { address: '127.0.0.1', prefix: 32 },
      { address: '10.20.0.0', prefix: 16 },
      { address: 'fd00::', prefix: 8 },
    ]);
  });

  it('stops the start on anything else, naming the variable and the entry', () => {
    for (const value of ['10.0.0.0/33', 'intranet.example', '10.0.0.0/8/1', '10.0.0.0/x', 'yes']) {
      expect(() => privateDestinations(value), value).toThrow(ConfigError);
      expect(() => privateDestinations(value), value).toThrow(/SDP_REVERSE_PRIVATE_DESTINATIONS: ".*" is not an IP/);
    }
  });
});
