import { useMemo, useState, type ReactNode } from 'react';
import type { DeleteRefusedData } from '../../../../core/contract/failures.ts';
import type { ResourceDescriptor } from '../contract/resource.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import type { GridRowAction } from '../../../../core/grid/gridTypes.ts';
import { isApiError } from '../../../../core/http/ApiError.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';
import { Notifier } from '../../../../core/http/Notifier.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../../core/shell/dialog/ConfirmDialog.tsx';
import { MessageDialog } from '../../../../core/shell/dialog/MessageDialog.tsx';
import type { ResourceCalls } from './resourceCalls.ts';
import { useResourcePermissions } from './useResourcePermissions.ts';

export interface ResourceDeleteOptions<Rec> {
  descriptor: ResourceDescriptor;
  calls: Pick<ResourceCalls<Rec, unknown, unknown>, 'delete'>;
  idOf: (record: Rec) => string;
  versionOf: (record: Rec) => number;
  labelOf: (record: Rec) => string;
  onDone: () => void;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function refusedReason(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.envelope?.data as Partial<DeleteRefusedData> | null | undefined;
  return typeof data?.reason === 'string' ? data.reason : error.message;
}

/**
 * The row action deleting one record, asking first; a delete the server refuses (409: "in use by 3
 * running orders") is explained in a dialog naming the record and the reason. Null when the resource
 * offers no delete or the user may not.
 */
export function useResourceDelete<Rec>(options: ResourceDeleteOptions<Rec>): {
  action: GridRowAction<Rec> | null;
  dialogs: ReactNode;
} {
  const { descriptor, calls, idOf, versionOf, labelOf, onDone } = options;
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const allowed = useResourcePermissions(descriptor).delete && Boolean(descriptor.paths.delete);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [refused, setRefused] = useState<{ label: string; reason: string } | null>(null);

  const action = useMemo<GridRowAction<Rec> | null>(() => {
    if (!allowed) return null;
    const remove = async (record: Rec) => {
      try {
        await http.call(calls.delete, { id: idOf(record), version: versionOf(record) });
        notifier.success(`${capital(descriptor.entity)} ${labelOf(record)} deleted.`);
      } catch (error) {
        const reason = refusedReason(error);
        if (reason) setRefused({ label: labelOf(record), reason });
        else notifier.error(isApiError(error) ? error.message : `The ${descriptor.entity} could not be deleted.`);
      } finally {
        onDone();
      }
    };
    return {
      id: 'delete',
      label: 'Delete',
      danger: true,
      run: (record) =>
        setConfirm({
          title: `Delete ${descriptor.entity} ${labelOf(record)}?`,
          message: 'This cannot be undone.',
          confirmLabel: 'Delete',
          danger: true,
          onConfirm: () => void remove(record),
        }),
    };
  }, [allowed, http, notifier, calls, descriptor, idOf, versionOf, labelOf, onDone]);

  const dialogs = (
    <>
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      {refused ? (
        <MessageDialog
          title={`The ${descriptor.entity} ${refused.label} cannot be deleted`}
          onClose={() => setRefused(null)}
        >
          {refused.reason}
        </MessageDialog>
      ) : null}
    </>
  );
  return { action, dialogs };
}
