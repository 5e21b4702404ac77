import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { facts } from '../../../core/shell/controls/facts.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { REQUISITION_ACTION_CALLS, requisitionCalls } from '../calls.ts';
import { INVENTORY_PERMISSIONS, type Location } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { transferHref } from '../inventoryLinks.ts';
import { requisitionActions } from '../requisitionActions.ts';
import { useLoadedRecord } from '../useLoadedRecord.ts';
import { usePanelAction } from '../usePanelAction.ts';
import { REQUISITION_STATE_TONES } from '../wording.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { LoadingPanel, ProblemLine } from './PanelParts.tsx';
import { StatePill } from './StatePill.tsx';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface RequisitionPanelProps {
  requisitionId: string;
  locations: readonly Location[];
  onClose: () => void;
  onChanged: () => void;
}

/**
 * One requisition: what was asked for, by whom; with the update key and not as its requester, approve it
 * or reject it with a reason; once approved, fulfil it from a location (a DRAFT transfer is created, and
 * the requisition is fulfilled when that ships; deleting the draft offers Fulfil again).
 */
export function RequisitionPanel({ requisitionId, locations, onClose, onChanged }: RequisitionPanelProps) {
  const id = useId();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const mayUpdate = usePermission(INVENTORY_PERMISSIONS.requisition.update);
  const {
    record: requisition,
    setRecord: setRequisition,
    loadProblem,
  } = useLoadedRecord(requisitionCalls.get, requisitionId, 'The requisition could not be loaded.');
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [fromLocationId, setFromLocationId] = useState('');
  const { busy, problem, run } = usePanelAction();

  if (!requisition) return <LoadingPanel title="Requisition" problem={loadProblem} onClose={onClose} />;
  const sources = locations.filter((location) => location.active && location.locationId !== requisition.locationId);
  const source = fromLocationId || sources[0]?.locationId || '';
  const decide = async (
    action: keyof typeof REQUISITION_ACTION_CALLS,
    extra: { reason?: string; fromLocationId?: string },
  ) =>
    run(async () => {
      const { data } = await http.call(REQUISITION_ACTION_CALLS[action], {
        requisitionId,
        version: requisition.version,
        ...extra,
      });
      setRequisition(data);
      setRejecting(false);
      notifier.success(
        action === 'fulfil'
          ? `Requisition ${data.number} is being fulfilled: ship its draft transfer.`
          : `Requisition ${data.number} ${data.state.toLowerCase()}.`,
      );
      onChanged();
    }, 'The requisition could not be changed.');
  const allowed = requisitionActions(requisition, session.username, mayUpdate);
  const mayDecide = allowed.decide;
  const mayFulfil = allowed.fulfil;

  return (
    <SidePanel
      title={`Requisition ${requisition.number}`}
      onClose={onClose}
      footer={
        mayDecide ? (
          rejecting ? (
            <>
              <button type="button" className={button.secondary} onClick={() => setRejecting(false)}>
                Back
              </button>
              <button
                type="button"
                className={button.danger}
                disabled={busy || !reason.trim()}
                onClick={() => void decide('reject', { reason: reason.trim() })}
              >
                Reject
              </button>
            </>
          ) : (
            <>
              <button type="button" className={button.secondary} disabled={busy} onClick={() => setRejecting(true)}>
                Reject…
              </button>
              <button
                type="button"
                className={button.primary}
                disabled={busy}
                onClick={() => void decide('approve', {})}
              >
                Approve
              </button>
            </>
          )
        ) : mayFulfil ? (
          <button
            type="button"
            className={button.primary}
            disabled={busy || !source}
            onClick={() => void decide('fulfil', { fromLocationId: source })}
          >
            Fulfil
          </button>
        ) : undefined
      }
    >
      <div className={css.stack}>
        <dl className={facts}>
          <dt>State</dt>
          <dd>
            <StatePill state={requisition.state} tone={REQUISITION_STATE_TONES[requisition.state]} />
          </dd>
          <dt>For</dt>
          <dd>{requisition.locationName}</dd>
          <dt>Asked for</dt>
          <dd>{requisition.lines.map((line) => `${line.quantity} × ${line.modelName}`).join(', ')}</dd>
          <dt>Requested by</dt>
          <dd>
            {requisition.requestedBy}, {dateTime.format(new Date(requisition.createdAt))}
          </dd>
          {requisition.decidedBy ? (
            <>
              <dt>Decided by</dt>
              <dd>
                {requisition.decidedBy}
                {requisition.decidedAt ? `, ${dateTime.format(new Date(requisition.decidedAt))}` : ''}
              </dd>
            </>
          ) : null}
          {requisition.rejectionReason ? (
            <>
              <dt>Why rejected</dt>
              <dd>{requisition.rejectionReason}</dd>
            </>
          ) : null}
          {requisition.transferId ? (
            <>
              <dt>Transfer</dt>
              <dd>
                <Link to={transferHref(requisition.transferId)}>Open the transfer</Link>
              </dd>
            </>
          ) : null}
          {requisition.note ? (
            <>
              <dt>Note</dt>
              <dd>{requisition.note}</dd>
            </>
          ) : null}
        </dl>
        {allowed.beingFulfilled ? (
          <p className={css.note}>
            Being fulfilled by a draft transfer: fulfilled once it ships. Deleting the draft opens this requisition
            again.
          </p>
        ) : null}
        {allowed.ownRequest ? (
          <p className={css.note}>You asked for this stock: someone else approves or rejects it.</p>
        ) : null}
        {mayDecide && rejecting ? (
          <FormField id={`${id}-reason`} label="Why it is rejected">
            <textarea
              id={`${id}-reason`}
              className={form.textarea}
              rows={3}
              maxLength={500}
              autoFocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        ) : null}
        {mayFulfil ? (
          <FormField id={`${id}-from`} label="Send from" hint="Fulfilling creates a draft transfer of these lines.">
            <LocationSelect id={`${id}-from`} locations={sources} value={source} onChange={setFromLocationId} />
          </FormField>
        ) : null}
        <ProblemLine problem={problem} />
      </div>
    </SidePanel>
  );
}
