import { describe, expect, it } from 'vitest';
import { filtersText } from './reportQuery.ts';

describe('filtersText', () => {
  it('reads a preset range, the period where the report has one, and the filters set', () => {
    expect(filtersText({ range: '90d', bucket: 'week', service: 'fibre-broadband' }, true)).toBe(
      'Range: Last 90 days · Per: Week · Service: fibre-broadband',
    );
    expect(filtersText({ bucket: 'week', accountId: 'ACC-NW-S' }, false)).toBe(
      'Range: Last 30 days · Partner account: ACC-NW-S',
    );
  });

  it('reads a custom range by its days', () => {
    expect(
      filtersText({ range: 'custom', from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' }, false),
    ).toBe('Range: 2026-11-01 – 2026-12-01 (not included)');
  });
});
