import { describe, expect, it } from 'vitest';
import { contributePermissionAreas, permissionCatalogue, withdrawPermissionAreas } from './permissionCatalogue.ts';

const areaNames = () => permissionCatalogue().map((area) => area.area);

describe('contributed permission areas', () => {
  it('leave the catalogue when their plugin withdraws them, and may then be another plugin’s', () => {
    contributePermissionAreas('catalogueTestA', [{ area: 'catalogueTestArea', title: 'Catalogue test' }]);
    expect(areaNames()).toContain('catalogueTestArea');
    expect(() =>
      contributePermissionAreas('catalogueTestB', [{ area: 'catalogueTestArea', title: 'Catalogue test' }]),
    ).toThrow('already declared by catalogueTestA');

    withdrawPermissionAreas('catalogueTestA');
    expect(areaNames()).not.toContain('catalogueTestArea');
    contributePermissionAreas('catalogueTestB', [{ area: 'catalogueTestArea', title: 'Catalogue test' }]);
    expect(areaNames()).toContain('catalogueTestArea');
    withdrawPermissionAreas('catalogueTestB');
  });
});
