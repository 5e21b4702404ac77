import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { facts } from '../../../core/shell/controls/facts.css.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { receiveTransferCall, shipTransferCall, transferCalls } from '../calls.ts';
import { INVENTORY_PERMISSIONS, type DeviceModel, type Transfer, type TransferOutcome } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { itemHref, requisitionHref } from '../inventoryLinks.ts';
import { serialsOfText } from '../typedLines.ts';
import { useLoadedRecord } from '../useLoadedRecord.ts';
import { usePanelAction } from '../usePanelAction.ts';
import { TRANSFER_OUTCOME_TONES, TRANSFER_STATE_TONES } from '../wording.ts';
import { LoadingPanel, NoteField, ProblemLine, SerialsField } from './PanelParts.tsx';
import { StatePill } from './StatePill.tsx';

type ArrivalOutcome = Exclude<TransferOutcome, 'EXTRA'>;
const ARRIVAL_OUTCOMES: readonly ArrivalOutcome[] = ['RECEIVED', 'MISSING', 'DAMAGED'];

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: string | null) => (at ? dateTime.format(new Date(at)) : '—');

interface TransferPanelProps {
  transferId: string;
  models: readonly DeviceModel[];
  onClose: () => void;
  onChanged: () => void;
}

/**
 * One transfer: its lines and items; a DRAFT is shipped (its items go IN_TRANSIT) or deleted, once
 * confirmed (a requisition it fulfils is open again); one IN
 * TRANSIT is received item by item — each RECEIVED, MISSING or DAMAGED — with extra serials that came too.
 */
export function TransferPanel({ transferId, models, onClose, onChanged }: TransferPanelProps) {
  const id = useId();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayUpdate = usePermission(INVENTORY_PERMISSIONS.transfer.update);
  const mayDelete = usePermission(INVENTORY_PERMISSIONS.transfer.delete);
  const {
    record: transfer,
    setRecord: setTransfer,
    loadProblem,
  } = useLoadedRecord(transferCalls.get, transferId, 'The transfer could not be loaded.');
  const [outcomes, setOutcomes] = useState<Record<string, ArrivalOutcome>>({});
  const [extra, setExtra] = useState('');
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { busy, problem, run } = usePanelAction();

  const act = (change: () => Promise<Transfer | null>, done: string) =>
    run(async () => {
      const next = await change();
      notifier.success(done);
      onChanged();
      if (next) setTransfer(next);
      else onClose();
    }, 'The transfer could not be changed.');

  if (!transfer) return <LoadingPanel title="Transfer" size="wide" problem={loadProblem} onClose={onClose} />;
  const ship = () =>
    act(
      async () => (await http.call(shipTransferCall, { transferId, version: transfer.version })).data,
      `Transfer ${transfer.number} shipped.`,
    );
  const remove = () =>
    act(async () => {
      await http.call(transferCalls.delete, { id: transferId, version: transfer.version });
      return null;
    }, `Transfer ${transfer.number} deleted.`);
  const askToRemove = () =>
    setConfirm({
      title: `Delete draft transfer ${transfer.number}?`,
      message: transfer.requisitionId
        ? 'This cannot be undone. The requisition it fulfils is approved again, to be fulfilled anew.'
        : 'This cannot be undone.',
      confirmLabel: 'Delete draft',
      danger: true,
      onConfirm: () => void remove(),
    });
  const receive = () =>
    act(
      async () =>
        (
          await http.call(receiveTransferCall, {
            transferId,
            version: transfer.version,
            items: transfer.items.map((item) => ({
              serial: item.serial,
              outcome: outcomes[item.serial] ?? 'RECEIVED',
            })),
            extra: serialsOfText(extra).map((serial) => ({ serial })),
            note: note.trim(),
          })
        ).data,
      `Transfer ${transfer.number} received.`,
    );
  const receiving = transfer.state === 'IN_TRANSIT' && mayUpdate;
  const modelName = (modelId: string) => models.find((model) => model.modelId === modelId)?.name ?? modelId;

  return (
    <SidePanel
      title={`Transfer ${transfer.number}`}
      size="wide"
      onClose={onClose}
      footer={
        transfer.state === 'RECEIVED' || (!mayUpdate && !mayDelete) ? undefined : (
          <>
            {transfer.state === 'DRAFT' && mayDelete ? (
              <button type="button" className={button.danger} disabled={busy} onClick={askToRemove}>
                Delete draft
              </button>
            ) : null}
            {transfer.state === 'DRAFT' && mayUpdate ? (
              <button type="button" className={button.primary} disabled={busy} onClick={() => void ship()}>
                Ship
              </button>
            ) : null}
            {receiving ? (
              <button type="button" className={button.primary} disabled={busy} onClick={() => void receive()}>
                Confirm receipt
              </button>
            ) : null}
          </>
        )
      }
    >
      <div className={css.stack}>
        <dl className={facts}>
          <dt>State</dt>
          <dd>
            <StatePill state={transfer.state} tone={TRANSFER_STATE_TONES[transfer.state]} />
          </dd>
          <dt>From</dt>
          <dd>{transfer.fromLocationName}</dd>
          <dt>To</dt>
          <dd>{transfer.toLocationName}</dd>
          <dt>Created by</dt>
          <dd>
            {transfer.createdBy}, {when(transfer.createdAt)}
          </dd>
          <dt>Shipped</dt>
          <dd>{when(transfer.shippedAt)}</dd>
          <dt>Received</dt>
          <dd>{when(transfer.receivedAt)}</dd>
          <dt>Discrepancies</dt>
          <dd>{transfer.discrepancies}</dd>
          {transfer.requisitionId ? (
            <>
              <dt>Requisition</dt>
              <dd>
                <Link to={requisitionHref(transfer.requisitionId)}>Open the requisition</Link>
              </dd>
            </>
          ) : null}
          {transfer.note ? (
            <>
              <dt>Note</dt>
              <dd>{transfer.note}</dd>
            </>
          ) : null}
        </dl>
        {transfer.items.length === 0 ? (
          <>
            <h3 className={css.sectionTitle}>Lines</h3>
            <ul>
              {transfer.lines.map((line, index) => (
                <li key={index}>{'serial' in line ? line.serial : `${line.quantity} × ${modelName(line.modelId)}`}</li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h3 className={css.sectionTitle}>Items</h3>
            <div className={css.tableScroll}>
              <table className={css.table}>
                <thead className={css.tableHead}>
                  <tr>
                    <th>Serial</th>
                    <th>Model</th>
                    <th>{receiving ? 'Arrived' : 'Outcome'}</th>
                  </tr>
                </thead>
                <tbody>
                  {transfer.items.map((item) => (
                    <tr key={item.itemId} className={css.tableRow}>
                      <td className={css.mono}>
                        <Link to={itemHref(item.itemId)}>{item.serial}</Link>
                      </td>
                      <td>{item.modelName}</td>
                      <td>
                        {receiving ? (
                          <select
                            className={css.select}
                            aria-label={`Outcome of ${item.serial}`}
                            value={outcomes[item.serial] ?? 'RECEIVED'}
                            onChange={(event) =>
                              setOutcomes((current) => ({
                                ...current,
                                [item.serial]: event.target.value as ArrivalOutcome,
                              }))
                            }
                          >
                            {ARRIVAL_OUTCOMES.map((outcome) => (
                              <option key={outcome} value={outcome}>
                                {outcome}
                              </option>
                            ))}
                          </select>
                        ) : item.outcome ? (
                          <StatePill state={item.outcome} tone={TRANSFER_OUTCOME_TONES[item.outcome]} />
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {receiving ? (
          <>
            <SerialsField
              id={`${id}-extra`}
              label="Extra serials"
              hint="Items that arrived without being shipped, one per line."
              rows={3}
              value={extra}
              onChange={setExtra}
            />
            <NoteField id={`${id}-note`} value={note} onChange={setNote} />
          </>
        ) : null}
        <ProblemLine problem={problem} />
      </div>
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
    </SidePanel>
  );
}
