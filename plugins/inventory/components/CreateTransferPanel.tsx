import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { transferCalls } from '../calls.ts';
import type { DeviceModel, Location, Transfer, TransferLine } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { modelLinesProblem, serialsOfText, type ModelLine } from '../typedLines.ts';
import { ModelLinesInput } from './ModelLinesInput.tsx';
import { LocationSelect } from './LocationSelect.tsx';

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
  const firstModel = models.find((model) => model.enabled)?.modelId ?? '';
  const [lines, setLines] = useState<ModelLine[]>([{ modelId: firstModel, quantity: 1 }]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await http.call(transferCalls.create, {
        fromLocationId: from,
        toLocationId: to,
        lines: transferLines,
        note: note.trim(),
      });
      notifier.success(`Transfer ${data.number} created as a draft.`);
      onCreated(data);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The transfer could not be created.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel
      title="Create transfer"
      onClose={onClose}
      onSave={() => void create()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button.primary} disabled={busy} onClick={() => void create()}>
            Create transfer
          </button>
        </>
      }
    >
      <div className={css.stack}>
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
          <FormField id={`${id}-serials`} label="Serials" hint="One per line, or separated by commas or spaces.">
            <textarea
              id={`${id}-serials`}
              className={form.codeTextarea}
              rows={6}
              spellCheck={false}
              value={serials}
              onChange={(event) => setSerials(event.target.value)}
            />
          </FormField>
        ) : (
          <ModelLinesInput label="Models and quantities" models={models} lines={lines} onChange={setLines} />
        )}
        <FormField id={`${id}-note`} label="Note">
          <input
            id={`${id}-note`}
            className={form.input}
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
