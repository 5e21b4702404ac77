import type { ChangeEvent } from 'react';
import type { CustomFieldInputProps } from '../../resourceKit/public/web/resourceFields.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { entriesOf } from '../translationEntries.ts';
import * as css from './rules.css.ts';

/**
 * A translation table's entries as CSV lines (`from,to`), typed or read from a CSV file (a header line
 * `from,to` is skipped), with how many entries it holds.
 */
export function EntriesInput({ id, value, invalid, describedBy, onChange }: CustomFieldInputProps) {
  const read = entriesOf(value);
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange((await file.text()).replace(/\r\n/g, '\n').trim());
    event.target.value = '';
  };
  return (
    <div className={css.control}>
      <textarea
        id={id}
        className={formCss.codeTextarea}
        rows={8}
        spellCheck={false}
        value={value}
        placeholder={'UNL-5G,XL\nMED-4G,M'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={css.row}>
        <label className={css.note} htmlFor={`${id}-file`}>
          Import a CSV file
        </label>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(event) => void importFile(event)} />
        <span className={css.note} role="status">
          {typeof read === 'string' ? read : `${read.length} entr${read.length === 1 ? 'y' : 'ies'}`}
        </span>
      </div>
    </div>
  );
}
