import { useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import { requisitionCalls } from '../calls.ts';
import type { DeviceModel, Location, Requisition } from '../contract.ts';
import { firstModelLine, modelLinesProblem, type ModelLine } from '../typedLines.ts';
import { usePanelAction } from '../usePanelAction.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { ModelLinesInput } from './ModelLinesInput.tsx';
import { FormPanel, NoteField } from './PanelParts.tsx';

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
  const [lines, setLines] = useState<ModelLine[]>(() => [firstModelLine(models)]);
  const [note, setNote] = useState('');
  const { busy, problem, setProblem, run } = usePanelAction();

  const create = async () => {
    const local = modelLinesProblem(lines);
    if (local) return setProblem(local);
    await run(async () => {
      const { data } = await http.call(requisitionCalls.create, { locationId, lines, note: note.trim() });
      notifier.success(`Requisition ${data.number} requested.`);
      onCreated(data);
    }, 'The requisition could not be created.');
  };

  return (
    <FormPanel
      title="Request stock"
      label="Request stock"
      disabled={busy}
      problem={problem}
      onClose={onClose}
      onConfirm={() => void create()}
    >
      <FormField id={`${id}-location`} label="For">
        <LocationSelect id={`${id}-location`} locations={active} value={locationId} onChange={setLocationId} />
      </FormField>
      <ModelLinesInput label="Models and quantities" models={models} lines={lines} onChange={setLines} />
      <NoteField id={`${id}-note`} value={note} onChange={setNote} />
    </FormPanel>
  );
}
