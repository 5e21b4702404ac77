import { describe, expect, it } from 'vitest';
import { permissionTreeIssues } from './rolePermissions.ts';
import {
  matrixRows,
  cellValue,
  isColumnFull,
  matrixFromTree,
  sameMatrix,
  toggleCell,
  toggleColumn,
  toggleRows,
  treeFromMatrix,
} from './permissionMatrix.ts';

describe('permission matrix', () => {
  it('reads flags of areas and sub-areas from a stored tree', () => {
    const matrix = matrixFromTree({ users: '1100', monitor: { orders: '0100', worklist: '0000' } });
    expect(cellValue(matrix, 'users', 'c')).toBe(true);
    expect(cellValue(matrix, 'users', 'r')).toBe(true);
    expect(cellValue(matrix, 'users', 'u')).toBe(false);
    expect(cellValue(matrix, 'monitor/orders', 'r')).toBe(true);
    expect(cellValue(matrix, 'monitor/orders', 'c')).toBe(false);
    expect(Object.keys(matrix).sort()).toEqual(['monitor/orders', 'users']);
  });

  it('ignores malformed flags and areas outside the catalogue', () => {
    const matrix = matrixFromTree({ users: 'yes', unknown: '1111', monitor: '1111' });
    expect(matrix).toEqual({});
  });

  it('writes only granted rows, as four-flag strings nested under their area', () => {
    let matrix = toggleCell({}, 'monitor/orders', 'r');
    matrix = toggleCell(matrix, 'users', 'd');
    expect(treeFromMatrix(matrix)).toEqual({ monitor: { orders: '0100' }, users: '0001' });
  });

  it('round-trips a tree', () => {
    const tree = { dashboard: '0100', rules: { 'sms templates': '1011' }, users: '1111' };
    expect(treeFromMatrix(matrixFromTree(tree))).toEqual(tree);
  });

  it('drops a row once its last flag is cleared', () => {
    const matrix = toggleCell(toggleCell({}, 'settings', 'u'), 'settings', 'u');
    expect(treeFromMatrix(matrix)).toEqual({});
  });

  it('toggles a row to all flags, then back to none', () => {
    const full = toggleRows(toggleCell({}, 'reports', 'r'), ['reports']);
    expect(treeFromMatrix(full)).toEqual({ reports: '1111' });
    expect(treeFromMatrix(toggleRows(full, ['reports']))).toEqual({});
  });

  it('toggles every sub-area of an area as one row group', () => {
    const ids = ['reverseSync/subscribers', 'reverseSync/events', 'reverseSync/configuration'];
    expect(treeFromMatrix(toggleRows({}, ids))).toEqual({
      reverseSync: { subscribers: '1111', events: '1111', configuration: '1111' },
    });
  });

  it('toggles a column on every row, then clears it', () => {
    const read = toggleColumn({}, 'r');
    expect(isColumnFull(read, 'r')).toBe(true);
    expect(matrixRows().every((row) => cellValue(read, row.id, 'r') && !cellValue(read, row.id, 'c'))).toBe(true);
    expect(permissionTreeIssues(treeFromMatrix(read))).toEqual([]);
    expect(treeFromMatrix(toggleColumn(read, 'r'))).toEqual({});
  });

  it('compares matrices by their flags', () => {
    expect(sameMatrix(toggleCell({}, 'users', 'r'), matrixFromTree({ users: '0100' }))).toBe(true);
    expect(sameMatrix(toggleCell({}, 'users', 'r'), {})).toBe(false);
  });
});
