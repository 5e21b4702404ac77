import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDescriptor } from '../contract/resource.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../../core/grid/DataGrid.tsx';
import type { GridColumn, GridDataSource, GridRowAction } from '../../../../core/grid/gridTypes.ts';
import { isApiError } from '../../../../core/http/ApiError.ts';
import type { Query } from '../../../../core/http/callDefinition.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';
import { Notifier } from '../../../../core/http/Notifier.ts';
import { button, compactButton } from '../../../../core/shell/controls/buttons.css.ts';
import { PageFrame } from '../../../../core/shell/layout/PageFrame.tsx';
import type { ResourceCalls } from './resourceCalls.ts';
import type { FormBody, FormValues } from './resourceFields.ts';
import { ResourceForm, type ResourceFormSpec } from './ResourceForm.tsx';
import type { MissingSecretOf } from './SecretNeeded.tsx';
import { resourceListQuery } from './resourceListQuery.ts';
import { useResourceBulkActions } from './useResourceBulkActions.tsx';
import { useResourceDelete } from './useResourceDelete.tsx';
import { useResourcePermissions } from './useResourcePermissions.ts';

type Versioned = { version: number };

export interface ResourcePageProps<Rec extends object & Versioned> {
  descriptor: ResourceDescriptor;
  calls: ResourceCalls<Rec, FormBody, FormBody>;
  /** Names the grid in the URL, column preferences and saved views. */
  gridId: string;
  /** The screen's heading and the grid's accessible name: "Triggers". */
  label: string;
  /** A heading other than the label, for a list that is one tab of a screen ("Rules"). */
  heading?: string;
  /** The screen's tabs, between its heading and the grid. */
  tabs?: ReactNode;
  /** One sentence under the heading: what the screen holds. */
  summary?: string;
  /** A column whose id is a filter's name feeds that filter; a sortable column's id is a sort's name. */
  columns: readonly GridColumn<Rec>[];
  idOf: (record: Rec) => string;
  labelOf: (record: Rec) => string;
  /** The side-panel form; without it the page only lists. */
  form?: ResourceFormSpec<Rec>;
  /** Parameters every list call sends besides the grid's: the screen's own scope (`networkElementId`). */
  listQuery?: Query;
  /** A "Clone" row action opening the create form with these values (the record's, under a new name). */
  cloneValues?: (record: Rec) => FormValues;
  /**
   * The search parameter that opens the create form, when the screen's link names it (`mode=newService`);
   * `?new` by default.
   */
  createParam?: { name: string; value: string };
  searchPlaceholder?: string;
  /** Row actions of the screen's own, after Edit and before Delete. */
  rowActions?: readonly GridRowAction<Rec>[];
  /**
   * Called with a record the create form made, instead of closing the form: the screen goes on to it
   * (a form template opens in its designer), replacing the create form's address.
   */
  onCreated?: (record: Rec) => void;
  /** Raised by the screen when it changed the list itself (a record cloned by the server): the grid reloads. */
  revision?: number;
  toolbar?: ReactNode;
  /** The records' kind in the map of references: each record's panel lists where it is used. */
  references?: { kind: string; name?: (record: Rec) => string };
  /** The secret a record lacks (a copy leaves secrets behind): its form says which field to fill. */
  missingSecret?: MissingSecretOf<Rec>;
}

const NEW_PARAM = { name: 'new', value: '1' };
const EDIT_PARAM = 'edit';

/**
 * A configuration screen of one resource: the data grid over its list (URL state, saved views, keys,
 * CSV), create and edit in the side-panel form (`?new`, `?edit=<id>` in the URL, so a record opens by
 * link), enable, disable and delete in bulk with a confirm naming the count, and delete with the
 * server's reason when it refuses. Each action only with its permission key.
 */
export function ResourcePage<Rec extends object & Versioned>(props: ResourcePageProps<Rec>) {
  const { descriptor, calls, gridId, label, columns, idOf, labelOf, form } = props;
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const allowed = useResourcePermissions(descriptor);
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const reload = useCallback(() => setRevision((value) => value + 1), []);
  const createParam = props.createParam ?? NEW_PARAM;
  const editId = params.get(EDIT_PARAM);
  const creating = params.get(createParam.name) === createParam.value && allowed.create && form !== undefined;
  const [editing, setEditing] = useState<Rec | null>(null);
  const [cloned, setCloned] = useState<{ values: FormValues; from: string } | null>(null);

  const setPanel = useCallback(
    (panel: 'new' | typeof EDIT_PARAM | null, value = '') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(createParam.name);
          next.delete(EDIT_PARAM);
          if (panel === 'new') next.set(createParam.name, createParam.value);
          else if (panel) next.set(panel, value);
          return next;
        },
        { replace: panel === null },
      ),
    [setParams, createParam.name, createParam.value],
  );

  useEffect(() => {
    if (!editId || !form) {
      setEditing(null);
      return;
    }
    if (editing && idOf(editing) === editId) return;
    const controller = new AbortController();
    http.call(calls.get, editId, { signal: controller.signal }).then(
      ({ data }) => setEditing(data),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notifier.error(isApiError(error) ? error.message : `The ${descriptor.entity} could not be loaded.`);
        setPanel(null);
      },
    );
    return () => controller.abort();
  }, [editId, editing, form, http, calls, idOf, notifier, descriptor.entity, setPanel]);

  const listQuery = props.listQuery;
  const source = useMemo<GridDataSource<Rec>>(
    () => ({
      kind: 'server',
      revision: revision + (props.revision ?? 0),
      fetchPage: async (request) => {
        const query = { ...resourceListQuery(descriptor, request), ...listQuery };
        return (await http.call(calls.list, query, { signal: request.signal })).data;
      },
    }),
    [http, calls, descriptor, revision, props.revision, listQuery],
  );

  const versionOf = useCallback((record: Rec) => record.version, []);
  const toggleField = useMemo(() => {
    const field = form?.fields.find((candidate) => candidate.name === descriptor.toggle?.field);
    return field ? { label: field.label, options: 'options' in field ? field.options : undefined } : undefined;
  }, [form, descriptor.toggle]);
  const bulk = useResourceBulkActions({ descriptor, calls, idOf, versionOf, labelOf, toggleField, onDone: reload });
  const removal = useResourceDelete({ descriptor, calls, idOf, versionOf, labelOf, onDone: reload });
  const canEdit = form !== undefined && allowed.update && Boolean(descriptor.paths.update);
  const open = useCallback((record: Rec) => setPanel(EDIT_PARAM, idOf(record)), [setPanel, idOf]);

  const cloneValues = props.cloneValues;
  const cloneAction = useMemo<GridRowAction<Rec> | null>(
    () =>
      cloneValues && allowed.create && form
        ? {
            id: 'clone',
            label: 'Clone',
            run: (record: Rec) => {
              setCloned({ values: cloneValues(record), from: idOf(record) });
              setPanel('new');
            },
          }
        : null,
    [cloneValues, allowed.create, form, idOf, setPanel],
  );

  const rowActions = useMemo<GridRowAction<Rec>[]>(() => {
    const toggle = descriptor.toggle;
    const toggles: GridRowAction<Rec>[] = toggle
      ? bulk.actions
          .filter((action) => action.id === 'enable' || action.id === 'disable')
          .map((action) => ({
            id: action.id,
            label: action.label,
            danger: action.danger,
            available: (record: Rec) =>
              (record as Record<string, unknown>)[toggle.field] ===
              (action.id === 'enable' ? toggle.disabled : toggle.enabled),
            run: (record: Rec) => action.run([record]),
          }))
      : [];
    return [
      ...(canEdit ? [{ id: 'edit', label: 'Edit', run: open }] : []),
      ...(cloneAction ? [cloneAction] : []),
      ...toggles,
      ...(props.rowActions ?? []),
      ...(removal.action ? [removal.action] : []),
    ];
  }, [descriptor.toggle, bulk.actions, canEdit, open, cloneAction, props.rowActions, removal.action]);

  const createLabel = `Create ${descriptor.entity}`;
  const startCreate = () => {
    setCloned(null);
    setPanel('new');
  };
  return (
    <PageFrame title={props.heading ?? label} summary={props.summary} tabs={props.tabs}>
      <DataGrid
        gridId={gridId}
        label={label}
        columns={columns}
        source={source}
        getRowId={idOf}
        onOpen={canEdit ? open : undefined}
        searchPlaceholder={props.searchPlaceholder}
        rowActions={rowActions}
        bulkActions={bulk.actions}
        emptyState={{
          message: `No ${descriptor.plural} match.`,
          action: creating || !allowed.create || !form ? undefined : { label: createLabel, run: startCreate },
        }}
        toolbar={
          <>
            {props.toolbar}
            {allowed.create && form ? (
              <button type="button" className={`${button.primary} ${compactButton}`} onClick={startCreate}>
                {createLabel}
              </button>
            ) : null}
          </>
        }
      />
      {form && (creating || (editing && canEdit)) ? (
        <ResourceForm
          key={editing && !creating ? idOf(editing) : `new-${cloned?.from ?? ''}`}
          descriptor={descriptor}
          calls={calls}
          spec={form}
          record={creating ? null : editing}
          initialValues={creating ? cloned?.values : undefined}
          idOf={idOf}
          labelOf={labelOf}
          references={props.references}
          missingSecret={props.missingSecret}
          onClose={() => {
            setCloned(null);
            setPanel(null);
          }}
          onSaved={(saved) => {
            setCloned(null);
            setEditing(null);
            if (creating && props.onCreated) return props.onCreated(saved);
            setPanel(null);
            reload();
          }}
        />
      ) : null}
      {bulk.dialogs}
      {removal.dialogs}
    </PageFrame>
  );
}
