import { permissionCatalogue } from '../../core/contract/permissionCatalogue.ts';
import { FLAGS_PATTERN, type PermissionLetter, type PermissionTree } from '../../core/contract/permissions.ts';

/**
 * The role editor's permission matrix: one row per area without sub-areas and per sub-area, four
 * columns (create, read, update, delete). It maps to and from the nested tree of four-flag strings
 * a role stores; rows without any flag are left out of the tree (they grant nothing).
 */
export const MATRIX_LETTERS: readonly PermissionLetter[] = ['c', 'r', 'u', 'd'];
export const LETTER_TITLES: Readonly<Record<PermissionLetter, string>> = {
  c: 'Create',
  r: 'Read',
  u: 'Update',
  d: 'Delete',
};

export interface MatrixRow {
  /** `area` or `area/sub-area`. */
  id: string;
  area: string;
  subArea: string | null;
  title: string;
}

export interface MatrixGroup {
  area: string;
  title: string;
  /** True for an area with sub-areas: it is shown as a heading above its rows. */
  hasSubAreas: boolean;
  rows: readonly MatrixRow[];
}

/** Flags per row id, in c/r/u/d order; a row absent from the record has none. */
export type PermissionMatrix = Readonly<Record<string, readonly [boolean, boolean, boolean, boolean]>>;
type Flags = readonly [boolean, boolean, boolean, boolean];

const NO_FLAGS: Flags = [false, false, false, false];
const ALL_FLAGS: Flags = [true, true, true, true];

/** The matrix's groups: one per area of the catalogue (the spec's and the plugins'), in its order. */
export function matrixGroups(): readonly MatrixGroup[] {
  return permissionCatalogue().map(({ area, title, subAreas }) => ({
    area,
    title,
    hasSubAreas: subAreas !== undefined,
    rows: subAreas
      ? subAreas.map((sub) => ({ id: `${area}/${sub.key}`, area, subArea: sub.key, title: sub.title }))
      : [{ id: area, area, subArea: null, title }],
  }));
}

/** Every row of the matrix, group after group. */
export function matrixRows(): readonly MatrixRow[] {
  return matrixGroups().flatMap((group) => group.rows);
}

function parseFlags(value: unknown): Flags {
  if (typeof value !== 'string' || !FLAGS_PATTERN.test(value)) return NO_FLAGS;
  return [value[0] === '1', value[1] === '1', value[2] === '1', value[3] === '1'];
}

function formatFlags(flags: Flags): string {
  return flags.map((flag) => (flag ? '1' : '0')).join('');
}

/** The matrix of a stored tree; entries outside the catalogue are ignored. */
export function matrixFromTree(tree: PermissionTree): PermissionMatrix {
  const matrix: Record<string, Flags> = {};
  for (const row of matrixRows()) {
    const node = tree[row.area];
    const value = row.subArea === null ? node : typeof node === 'object' ? node[row.subArea] : undefined;
    const flags = parseFlags(value);
    if (flags.some(Boolean)) matrix[row.id] = flags;
  }
  return matrix;
}

/** The tree to store: areas and sub-areas holding at least one flag, as four-flag strings. */
export function treeFromMatrix(matrix: PermissionMatrix): PermissionTree {
  const tree: PermissionTree = {};
  for (const row of matrixRows()) {
    const flags = matrix[row.id] ?? NO_FLAGS;
    if (!flags.some(Boolean)) continue;
    if (row.subArea === null) {
      tree[row.area] = formatFlags(flags);
    } else {
      const existing = tree[row.area];
      const node: PermissionTree = typeof existing === 'object' ? existing : {};
      node[row.subArea] = formatFlags(flags);
      tree[row.area] = node;
    }
  }
  return tree;
}

export function cellValue(matrix: PermissionMatrix, rowId: string, letter: PermissionLetter): boolean {
  return (matrix[rowId] ?? NO_FLAGS)[MATRIX_LETTERS.indexOf(letter)] ?? false;
}

function withRow(matrix: PermissionMatrix, rowId: string, flags: Flags): PermissionMatrix {
  const next: Record<string, Flags> = { ...matrix };
  if (flags.some(Boolean)) next[rowId] = flags;
  else delete next[rowId];
  return next;
}

function setFlag(flags: Flags, index: number, value: boolean): Flags {
  return flags.map((flag, i) => (i === index ? value : flag)) as unknown as Flags;
}

export function toggleCell(matrix: PermissionMatrix, rowId: string, letter: PermissionLetter): PermissionMatrix {
  const index = MATRIX_LETTERS.indexOf(letter);
  const flags = matrix[rowId] ?? NO_FLAGS;
  return withRow(matrix, rowId, setFlag(flags, index, !flags[index]));
}

export function isRowFull(matrix: PermissionMatrix, rowIds: readonly string[]): boolean {
  return rowIds.every((id) => (matrix[id] ?? NO_FLAGS).every(Boolean));
}

/** Grants every letter on the rows, or clears them when all are already granted. */
export function toggleRows(matrix: PermissionMatrix, rowIds: readonly string[]): PermissionMatrix {
  const flags = isRowFull(matrix, rowIds) ? NO_FLAGS : ALL_FLAGS;
  return rowIds.reduce((next, id) => withRow(next, id, flags), matrix);
}

export function isColumnFull(matrix: PermissionMatrix, letter: PermissionLetter): boolean {
  return matrixRows().every((row) => cellValue(matrix, row.id, letter));
}

/** Grants the letter on every row, or clears it everywhere when every row already has it. */
export function toggleColumn(matrix: PermissionMatrix, letter: PermissionLetter): PermissionMatrix {
  const index = MATRIX_LETTERS.indexOf(letter);
  const value = !isColumnFull(matrix, letter);
  return matrixRows().reduce(
    (next, row) => withRow(next, row.id, setFlag(next[row.id] ?? NO_FLAGS, index, value)),
    matrix,
  );
}

/** Whether two matrices grant the same flags. */
export function sameMatrix(a: PermissionMatrix, b: PermissionMatrix): boolean {
  return matrixRows().every((row) =>
    MATRIX_LETTERS.every((letter) => cellValue(a, row.id, letter) === cellValue(b, row.id, letter)),
  );
}
