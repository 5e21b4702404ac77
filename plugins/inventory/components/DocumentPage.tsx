import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import type { ResourceDescriptor } from '../../../core/contract/resource.ts';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import type { CallDefinition, Query } from '../../../core/http/callDefinition.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { OPEN_PARAM } from '../inventoryLinks.ts';
import { useListSource } from '../useListSource.ts';

/** `?new=1` opens the create panel; `?open=<id>` (OPEN_PARAM) one document's panel. */
export const NEW_PARAM = 'new';

export interface CreatePanelWiring<Row> {
  onClose: () => void;
  /** Reloads the grid and opens the created document's panel in place of the create panel. */
  onCreated: (row: Row) => void;
}

export interface OpenPanelWiring {
  onClose: () => void;
  /** Reloads the grid; the panel stays open on the changed document. */
  onChanged: () => void;
}

interface DocumentPageProps<Row extends object> {
  title: string;
  summary: string;
  gridId: string;
  /** The grid's accessible name. */
  gridLabel: string;
  emptyMessage: string;
  columns: GridColumn<Row>[];
  list: CallDefinition<Query, KeysetPage<Row>>;
  descriptor: Pick<ResourceDescriptor, 'filters' | 'sorts'>;
  getRowId: (row: Row) => string;
  /** The create button's label, in the toolbar and on the empty grid; offered only when `mayCreate`. */
  createLabel: string;
  mayCreate: boolean;
  createPanel: (wiring: CreatePanelWiring<Row>) => ReactNode;
  openPanel: (id: string, wiring: OpenPanelWiring) => ReactNode;
}

/**
 * A screen of stock documents with lines and a state machine (transfers, requisitions): the server grid of
 * them searched by number, a create button with the create key, and one side panel at a time named in the
 * address — the create panel or one document's — so a panel survives a reload and can be linked to.
 */
export function DocumentPage<Row extends object>({
  title,
  summary,
  gridId,
  gridLabel,
  emptyMessage,
  columns,
  list,
  descriptor,
  getRowId,
  createLabel,
  mayCreate,
  createPanel,
  openPanel,
}: DocumentPageProps<Row>) {
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const source = useListSource(list, descriptor, revision);
  const openId = params.get(OPEN_PARAM);
  const creating = params.get(NEW_PARAM) === '1' && mayCreate;
  const setPanel = useCallback(
    (name: string | null, value = '') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OPEN_PARAM);
          next.delete(NEW_PARAM);
          if (name) next.set(name, value);
          return next;
        },
        { replace: name === null },
      ),
    [setParams],
  );
  const reload = () => setRevision((value) => value + 1);
  const startCreating = () => setPanel(NEW_PARAM, '1');
  return (
    <PageFrame title={title} summary={summary}>
      <DataGrid
        gridId={gridId}
        label={gridLabel}
        columns={columns}
        source={source}
        getRowId={getRowId}
        onOpen={(row) => setPanel(OPEN_PARAM, getRowId(row))}
        searchPlaceholder="Search number"
        emptyState={{
          message: emptyMessage,
          action: mayCreate ? { label: createLabel, run: startCreating } : undefined,
        }}
        toolbar={
          mayCreate ? (
            <button type="button" className={`${button.primary} ${compactButton}`} onClick={startCreating}>
              {createLabel}
            </button>
          ) : null
        }
      />
      {creating
        ? createPanel({
            onClose: () => setPanel(null),
            onCreated: (row) => {
              reload();
              setPanel(OPEN_PARAM, getRowId(row));
            },
          })
        : null}
      {openId ? (
        <Fragment key={openId}>{openPanel(openId, { onClose: () => setPanel(null), onChanged: reload })}</Fragment>
      ) : null}
    </PageFrame>
  );
}
