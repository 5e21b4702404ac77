import { describe, expect, it } from 'vitest';
import { collectContributions } from '../../plugin/collectContributions.ts';
import { consolePlugins } from '../../../tests/support/workbenchFixtures.ts';
import { activeEntryId } from './activeNav.ts';

const { nav } = collectContributions(consolePlugins());

describe('activeEntryId', () => {
  it('marks the entry whose route holds the path, the longest match winning', () => {
    expect(activeEntryId(nav, '/monitor/order-listing')).toBe('orders');
    expect(activeEntryId(nav, '/monitor/order-listing/order/42')).toBe('orders');
    expect(activeEntryId(nav, '/monitor/worklist')).toBe('worklist');
    expect(activeEntryId(nav, '/inventory/logs')).toBe('inventory-logs');
  });

  it('matches whole segments only', () => {
    expect(activeEntryId(nav, '/monitor/order-listings')).toBeNull();
    expect(activeEntryId(nav, '/usersettings')).toBeNull();
    expect(activeEntryId(nav, '/')).toBeNull();
  });
});
