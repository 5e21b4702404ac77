import * as form from '../../../core/shell/form/form.css.ts';
import { countOfText } from '../typedLines.ts';

/** A whole number typed in a narrow box (a quantity, a capacity); NaN while the box is empty. */
export function CountInput({
  label,
  width,
  value,
  onChange,
}: {
  label: string;
  width: string;
  value: number;
  onChange: (count: number) => void;
}) {
  return (
    <input
      className={form.input}
      style={{ width }}
      aria-label={label}
      inputMode="numeric"
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => onChange(countOfText(event.target.value))}
    />
  );
}
