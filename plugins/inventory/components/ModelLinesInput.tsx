import { useId } from 'react';
import type { DeviceModel } from '../contract.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import * as css from '../inventory.css.ts';
import type { ModelLine } from '../typedLines.ts';
import { CompactButton } from './CompactButton.tsx';
import { CountInput } from './CountInput.tsx';

interface ModelLinesInputProps {
  label: string;
  models: readonly DeviceModel[];
  lines: readonly ModelLine[];
  onChange: (lines: ModelLine[]) => void;
}

/** Lines of a model and a quantity (a requisition's, a transfer's by quantity), added and removed. */
export function ModelLinesInput({ label, models, lines, onChange }: ModelLinesInputProps) {
  const id = useId();
  const enabled = models.filter((model) => model.enabled);
  const unused = enabled.find((model) => !lines.some((line) => line.modelId === model.modelId));
  const change = (index: number, line: Partial<ModelLine>) =>
    onChange(lines.map((other, at) => (at === index ? { ...other, ...line } : other)));
  return (
    <div className={css.stack} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={form.label}>
        {label}
      </span>
      {lines.map((line, index) => (
        <div key={index} className={css.row}>
          <select
            className={`${form.input} ${css.rowSelect}`}
            aria-label={`Model of line ${index + 1}`}
            value={line.modelId}
            onChange={(event) => change(index, { modelId: event.target.value })}
          >
            {enabled.map((model) => (
              <option key={model.modelId} value={model.modelId}>
                {model.name} ({model.type})
              </option>
            ))}
          </select>
          <CountInput
            label={`Quantity of line ${index + 1}`}
            width="7rem"
            value={line.quantity}
            onChange={(quantity) => change(index, { quantity })}
          />
          {lines.length > 1 ? (
            <CompactButton onClick={() => onChange(lines.filter((_, at) => at !== index))}>Remove</CompactButton>
          ) : null}
        </div>
      ))}
      {unused ? (
        <div>
          <CompactButton onClick={() => onChange([...lines, { modelId: unused.modelId, quantity: 1 }])}>
            Add a model
          </CompactButton>
        </div>
      ) : null}
    </div>
  );
}
