import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { ITEM_ACTION_CALLS } from '../calls.ts';
import type { Item, Location, MovementReason, ReasonUse } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { usePanelAction } from '../usePanelAction.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { FormPanel, NoteField } from './PanelParts.tsx';

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
  const { busy, problem, run } = usePanelAction();

  const apply = () =>
    run(async () => {
      const { data } = await http.call(ITEM_ACTION_CALLS[action], {
        itemId: item.itemId,
        version: item.version,
        note: note.trim(),
        ...(reasonId ? { reasonId } : {}),
        ...(action === 'move' ? { locationId } : {}),
      });
      notifier.success(`${item.serial} ${wording.done}.`);
      onDone(data);
    }, `${item.serial} could not be ${wording.done}.`);

  return (
    <FormPanel
      title={`${wording.label} ${item.serial}`}
      label={wording.label}
      danger={wording.danger}
      disabled={busy || (action === 'move' && !locationId)}
      problem={problem}
      onClose={onClose}
      onConfirm={() => void apply()}
    >
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
      <NoteField id={`${id}-note`} value={note} onChange={setNote} multiline />
    </FormPanel>
  );
}
