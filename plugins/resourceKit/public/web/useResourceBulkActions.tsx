import { useMemo, useState, type ReactNode } from 'react';
import { bulkActions, type BulkAction, type BulkResult, type ResourceDescriptor } from '../contract/resource.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import type { GridBulkAction } from '../../../../core/grid/gridTypes.ts';
import { isApiError } from '../../../../core/http/ApiError.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';
import { Notifier } from '../../../../core/http/Notifier.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../../core/shell/dialog/ConfirmDialog.tsx';
import { MessageDialog } from '../../../../core/shell/dialog/MessageDialog.tsx';
import { bulkOutcome, bulkQuestion, bulkVerb, bulkWording, type ToggleFieldWords } from './bulkWording.ts';
import type { ResourceCalls } from './resourceCalls.ts';
import { useResourcePermissions } from './useResourcePermissions.ts';

export interface ResourceBulkOptions<Rec> {
  descriptor: ResourceDescriptor;
  calls: Pick<ResourceCalls<Rec, unknown, unknown>, 'bulk'>;
  idOf: (record: Rec) => string;
  versionOf: (record: Rec) => number;
  /** How a record is named in the list of failed items. */
  labelOf: (record: Rec) => string;
  /**
   * The toggled field as the screen's form has it (its label and options): enable and disable read as
   * its states do — Activate and Deactivate for a Status of Active and Inactive (`bulkWording`).
   */
  toggleField?: ToggleFieldWords;
  /** What the confirm adds about an action's effect ("They are signed out everywhere."). */
  consequences?: Partial<Record<BulkAction, string>>;
  /** After the call, whatever its outcome: reload the rows. */
  onDone: () => void;
}

interface Failure {
  label: string;
  message: string;
}

interface Report {
  title: string;
  failures: Failure[];
}

/**
 * The grid's bulk actions of a resource — enable, disable and delete as the descriptor offers them and
 * the user may, enable and disable worded by the toggled field — each asking first with the count
 * ("Disable 3 users?", "Deactivate 2 services?"), sent in one call, and its
 * outcome told: a toast when every item went through, else a dialog listing each failed item and why.
 */
export function useResourceBulkActions<Rec>(options: ResourceBulkOptions<Rec>): {
  actions: GridBulkAction<Rec>[];
  dialogs: ReactNode;
} {
  const { descriptor, calls, idOf, versionOf, labelOf, toggleField, consequences, onDone } = options;
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const allowed = useResourcePermissions(descriptor);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  const actions = useMemo<GridBulkAction<Rec>[]>(() => {
    const wording = bulkWording(descriptor.toggle, toggleField);
    const verb = (action: BulkAction) => bulkVerb(action, wording);
    const send = async (action: BulkAction, rows: readonly Rec[]) => {
      const items = rows.map((row) => ({ id: idOf(row), version: versionOf(row) }));
      let result: BulkResult;
      try {
        result = (await http.call(calls.bulk, { action, items })).data;
      } catch (error) {
        notifier.error(isApiError(error) ? error.message : `${verb(action)} failed.`);
        return;
      } finally {
        onDone();
      }
      const summary = bulkOutcome(descriptor, action, result.succeeded, result.failed, wording);
      if (result.failed === 0) {
        notifier.success(summary);
        return;
      }
      const byId = new Map(rows.map((row) => [idOf(row), labelOf(row)] as const));
      setReport({
        title: summary,
        failures: result.results
          .filter((item) => !item.ok)
          .map((item) => ({ label: byId.get(item.id) ?? item.id, message: item.message })),
      });
    };
    return bulkActions(descriptor)
      .filter((action) => (action === 'delete' ? allowed.delete : allowed.update))
      .map((action) => ({
        id: action,
        label: verb(action),
        danger: action !== 'enable',
        run: (rows: readonly Rec[]) =>
          setConfirm({
            title:
              rows.length === 1 && rows[0] !== undefined
                ? `${verb(action)} ${labelOf(rows[0])}?`
                : bulkQuestion(descriptor, action, rows.length, wording),
            message: consequences?.[action] ?? (action === 'delete' ? 'This cannot be undone.' : ''),
            confirmLabel: verb(action),
            danger: action !== 'enable',
            onConfirm: () => void send(action, rows),
          }),
      }));
  }, [
    descriptor,
    calls,
    idOf,
    versionOf,
    labelOf,
    toggleField,
    consequences,
    onDone,
    http,
    notifier,
    allowed.delete,
    allowed.update,
  ]);

  const dialogs = (
    <>
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      {report ? (
        <MessageDialog title={report.title} onClose={() => setReport(null)}>
          <ul>
            {report.failures.map((failure, index) => (
              <li key={index}>
                <strong>{failure.label}</strong>: {failure.message}
              </li>
            ))}
          </ul>
        </MessageDialog>
      ) : null}
    </>
  );
  return { actions, dialogs };
}
