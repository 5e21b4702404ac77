import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { requisitionCalls } from '../calls.ts';
import type { DeviceModel, Location, Requisition } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { modelLinesProblem, type ModelLine } from '../typedLines.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { ModelLinesInput } from './ModelLinesInput.tsx';

interface CreateRequisitionPanelProps {
  locations: readonly Location[];
  models: readonly DeviceModel[];
  onClose: () => void;
  onCreated: (requisition: Requisition) => void;
}

/** A location asks for stock: quantities of models, REQUESTED until someone else approves or rejects it. */
export function CreateRequisitionPanel({ locations, models, onClose, onCreated }: CreateRequisitionPanelProps) {
  const id = useId();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const active = locations.filter((location) => location.active);
  const [locationId, setLocationId] = useState(active[0]?.locationId ?? '');
  const [lines, setLines] = useState<ModelLine[]>([
    { modelId: models.find((model) => model.enabled)?.modelId ?? '', quantity: 1 },
  ]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const create = async () => {
    const local = modelLinesProblem(lines);
    if (local) return setProblem(local);
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await http.call(requisitionCalls.create, { locationId, lines, note: note.trim() });
      notifier.success(`Requisition ${data.number} requested.`);
      onCreated(data);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The requisition could not be created.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel
      title="Request stock"
      onClose={onClose}
      onSave={() => void create()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button.primary} disabled={busy} onClick={() => void create()}>
            Request stock
          </button>
        </>
      }
    >
      <div className={css.stack}>
        <FormField id={`${id}-location`} label="For">
          <LocationSelect id={`${id}-location`} locations={active} value={locationId} onChange={setLocationId} />
        </FormField>
        <ModelLinesInput label="Models and quantities" models={models} lines={lines} onChange={setLines} />
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
