import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import { transferCalls } from '../calls.ts';
import type { DeviceModel, Location, Transfer, TransferLine } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { firstModelLine, modelLinesProblem, serialsOfText, type ModelLine } from '../typedLines.ts';
import { usePanelAction } from '../usePanelAction.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { ModelLinesInput } from './ModelLinesInput.tsx';
import { FormPanel, NoteField, SerialsField } from './PanelParts.tsx';

interface CreateTransferPanelProps {
  locations: readonly Location[];
  models: readonly DeviceModel[];
  onClose: () => void;
  onCreated: (transfer: Transfer) => void;
}

/** A DRAFT transfer between two locations, of named serials or of quantities of models picked on shipping. */
export function CreateTransferPanel({ locations, models, onClose, onCreated }: CreateTransferPanelProps) {
  const id = useId();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const active = locations.filter((location) => location.active);
  const [from, setFrom] = useState(active[0]?.locationId ?? '');
  const [to, setTo] = useState(active[1]?.locationId ?? '');
  const [bySerial, setBySerial] = useState(true);
  const [serials, setSerials] = useState('');
  const [lines, setLines] = useState<ModelLine[]>(() => [firstModelLine(models)]);
  const [note, setNote] = useState('');
  const { busy, problem, setProblem, run } = usePanelAction();

  const create = async () => {
    const typedSerials = serialsOfText(serials);
    const local =
      from === to
        ? 'Choose two different locations.'
        : bySerial
          ? typedSerials.length === 0
            ? 'Enter at least one serial.'
            : null
          : modelLinesProblem(lines);
    if (local) return setProblem(local);
    const transferLines: TransferLine[] = bySerial
      ? typedSerials.map((serial) => ({ serial }))
      : lines.map(({ modelId, quantity }) => ({ modelId, quantity }));
    await run(async () => {
      const { data } = await http.call(transferCalls.create, {
        fromLocationId: from,
        toLocationId: to,
        lines: transferLines,
        note: note.trim(),
      });
      notifier.success(`Transfer ${data.number} created as a draft.`);
      onCreated(data);
    }, 'The transfer could not be created.');
  };

  return (
    <FormPanel
      title="Create transfer"
      label="Create transfer"
      disabled={busy}
      problem={problem}
      onClose={onClose}
      onConfirm={() => void create()}
    >
      <FormField id={`${id}-from`} label="From">
        <LocationSelect id={`${id}-from`} locations={active} value={from} onChange={setFrom} />
      </FormField>
      <FormField id={`${id}-to`} label="To">
        <LocationSelect id={`${id}-to`} locations={active} value={to} onChange={setTo} />
      </FormField>
      <fieldset className={css.stack}>
        <legend className={css.note}>What to send</legend>
        <label className={css.row}>
          <input type="radio" name={`${id}-mode`} checked={bySerial} onChange={() => setBySerial(true)} />
          These serials
        </label>
        <label className={css.row}>
          <input type="radio" name={`${id}-mode`} checked={!bySerial} onChange={() => setBySerial(false)} />A quantity
          of a model, picked on shipping
        </label>
      </fieldset>
      {bySerial ? (
        <SerialsField
          id={`${id}-serials`}
          label="Serials"
          hint="One per line, or separated by commas or spaces."
          rows={6}
          value={serials}
          onChange={setSerials}
        />
      ) : (
        <ModelLinesInput label="Models and quantities" models={models} lines={lines} onChange={setLines} />
      )}
      <NoteField id={`${id}-note`} value={note} onChange={setNote} />
    </FormPanel>
  );
}
