import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { ITEM_ACTION_CALLS } from '../calls.ts';
import type { Item, Location, MovementReason, ReasonUse } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { LocationSelect } from './LocationSelect.tsx';

export type ItemAction = keyof typeof ITEM_ACTION_CALLS;

/** Each action's wording, the reasons it offers, and the states it applies to (as the server allows). */
export const ITEM_ACTIONS: Readonly<
  Record<ItemAction, { label: string; done: string; use: ReasonUse; from: readonly Item['state'][]; danger: boolean }>
> = {
  faulty: { label: 'Mark faulty', done: 'marked faulty', use: 'FAULTY', from: ['IN_STOCK', 'RESERVED'], danger: true },
  retire: { label: 'Retire', done: 'retired', use: 'RETIRE', from: ['IN_STOCK', 'FAULTY'], danger: true },
  move: { label: 'Move', done: 'moved', use: 'MOVE', from: ['IN_STOCK', 'FAULTY'], danger: false },
};

interface ItemActionPanelProps {
  item: Item;
  action: ItemAction;
  reasons: readonly MovementReason[];
  locations: readonly Location[];
  onClose: () => void;
  onDone: (item: Item) => void;
}

/** Marks an item faulty, retires or moves it, with a reason offered for that action and a note. */
export function ItemActionPanel({ item, action, reasons, locations, onClose, onDone }: ItemActionPanelProps) {
  const id = useId();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const wording = ITEM_ACTIONS[action];
  const offered = reasons.filter((reason) => reason.enabled && reason.appliesTo.includes(wording.use));
  const targets = locations.filter((location) => location.active && location.locationId !== item.locationId);
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [locationId, setLocationId] = useState(targets[0]?.locationId ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await http.call(ITEM_ACTION_CALLS[action], {
        itemId: item.itemId,
        version: item.version,
        note: note.trim(),
        ...(reasonId ? { reasonId } : {}),
        ...(action === 'move' ? { locationId } : {}),
      });
      notifier.success(`${item.serial} ${wording.done}.`);
      onDone(data);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : `${item.serial} could not be ${wording.done}.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel
      title={`${wording.label} ${item.serial}`}
      onClose={onClose}
      onSave={() => void run()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={wording.danger ? button.danger : button.primary}
            disabled={busy || (action === 'move' && !locationId)}
            onClick={() => void run()}
          >
            {wording.label}
          </button>
        </>
      }
    >
      <div className={css.stack}>
        <p className={css.note}>
          {item.modelName} at {item.locationName}, {item.state}.
        </p>
        {action === 'move' ? (
          <FormField id={`${id}-to`} label="Move to">
            <LocationSelect id={`${id}-to`} locations={targets} value={locationId} onChange={setLocationId} />
          </FormField>
        ) : null}
        <FormField id={`${id}-reason`} label="Reason">
          <select
            id={`${id}-reason`}
            className={form.input}
            value={reasonId}
            onChange={(event) => setReasonId(event.target.value)}
          >
            <option value="">— none —</option>
            {offered.map((reason) => (
              <option key={reason.reasonId} value={reason.reasonId}>
                {reason.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-note`} label="Note">
          <textarea
            id={`${id}-note`}
            className={form.textarea}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        {problem ? (
          <p className={css.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </SidePanel>
  );
}
