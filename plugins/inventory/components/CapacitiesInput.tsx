import type { CustomFieldInputProps } from '../../../core/resource/resourceFields.ts';
import { useResourceChoices } from '../../../core/resource/useResourceChoices.ts';
import { deviceModelCalls } from '../calls.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import * as css from '../inventory.css.ts';
import { capacityRowsOf, type CapacityRow } from '../locationForm.ts';
import { CompactButton } from './CompactButton.tsx';
import { CountInput } from './CountInput.tsx';

/** A location's capacity per model: a row of model and most items for each, added and removed. */
export function CapacitiesInput({ id, label, value, invalid, describedBy, onChange }: CustomFieldInputProps) {
  const models = useResourceChoices(deviceModelCalls.list, 'name');
  const rows = capacityRowsOf(value);
  const write = (next: readonly CapacityRow[]) => onChange(JSON.stringify(next));
  const unused = models.find((model) => !rows.some((row) => row.modelId === model.modelId));
  return (
    <div
      id={id}
      className={css.stack}
      role="group"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {rows.length === 0 ? <p className={css.note}>No capacity set: any number of items of any model.</p> : null}
      {rows.map((row, index) => (
        <div key={`${row.modelId}-${index}`} className={css.row}>
          <select
            className={`${form.input} ${css.rowSelect}`}
            aria-label={`Model of capacity ${index + 1}`}
            value={row.modelId}
            onChange={(event) =>
              write(rows.map((other, at) => (at === index ? { ...other, modelId: event.target.value } : other)))
            }
          >
            {models.map((model) => (
              <option key={model.modelId} value={model.modelId}>
                {model.name}
              </option>
            ))}
          </select>
          <CountInput
            label={`Capacity ${index + 1}`}
            width="8rem"
            value={row.capacity}
            onChange={(capacity) => write(rows.map((other, at) => (at === index ? { ...other, capacity } : other)))}
          />
          <CompactButton onClick={() => write(rows.filter((_, at) => at !== index))}>Remove</CompactButton>
        </div>
      ))}
      {unused ? (
        <div>
          <CompactButton onClick={() => write([...rows, { modelId: unused.modelId, capacity: 0 }])}>
            Add a model’s capacity
          </CompactButton>
        </div>
      ) : null}
    </div>
  );
}
