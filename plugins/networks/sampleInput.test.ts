import { describe, expect, it } from 'vitest';
import { sampleInput } from './sampleInput.ts';

describe('a provisioning test’s first input', () => {
  it('has each plain field the path, headers and an XML body read, once', () => {
    const input = sampleInput({
      path: '/subscribers/{{ msisdn }}/sim/{{iccid}}',
      headers: { 'X-Msisdn': '{{ msisdn }}', 'X-Channel': 'SDP' },
      bodyFormat: 'XML',
      body: '<plan>{{ plan }}</plan><total>{{ price * 2 }}</total>',
    });
    expect(JSON.parse(input)).toEqual({ msisdn: '', iccid: '', plan: '' });
  });

  it('is an empty object when nothing is read by name', () => {
    expect(
      JSON.parse(sampleInput({ path: '/health', headers: {}, bodyFormat: 'JSON', body: '{"a": msisdn}' })),
    ).toEqual({});
  });
});
