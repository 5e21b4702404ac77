import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import type { DeviceModel } from '../contract.ts';
import * as css from '../inventory.css.ts';
import type { ModelLine } from '../typedLines.ts';

interface ModelLinesInputProps {
  label: string;
  models: readonly DeviceModel[];
  lines: readonly ModelLine[];
  onChange: (lines: ModelLine[]) => void;
}

/** Lines of a model and a quantity (a requisition's, a transfer's by quantity), added and removed. */
export function ModelLinesInput({ label, models, lines, onChange }: ModelLinesInputProps) {
  const enabled = models.filter((model) => model.enabled);
  const unused = enabled.find((model) => !lines.some((line) => line.modelId === model.modelId));
  const change = (index: number, line: Partial<ModelLine>) =>
    onChange(lines.map((other, at) => (at === index ? { ...other, ...line } : other)));
  return (
    <div className={css.stack} role="group" aria-label={label}>
      {lines.map((line, index) => (
        <div key={index} className={css.row}>
          <select
            className={css.select}
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
          <input
            className={form.input}
            style={{ width: '7rem' }}
            aria-label={`Quantity of line ${index + 1}`}
            inputMode="numeric"
            value={Number.isFinite(line.quantity) ? String(line.quantity) : ''}
            onChange={(event) =>
              change(index, { quantity: event.target.value === '' ? Number.NaN : Number(event.target.value) })
            }
          />
          {lines.length > 1 ? (
            <button
              type="button"
              className={`${button.secondary} ${compactButton}`}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          ) : null}
        </div>
      ))}
      {unused ? (
        <div>
          <button
            type="button"
            className={`${button.secondary} ${compactButton}`}
            onClick={() => onChange([...lines, { modelId: unused.modelId, quantity: 1 }])}
          >
            Add a model
          </button>
        </div>
      ) : null}
    </div>
  );
}
