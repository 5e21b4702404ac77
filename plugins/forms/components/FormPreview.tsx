import { useState } from 'react';
import type { FormDefinition } from '../public/contract/formDefinition.ts';
import { FormRenderer } from '../public/web/FormRenderer.tsx';
import { useFormEntry } from '../public/web/useFormEntry.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import * as css from './formDesigner.css.ts';

interface FormPreviewProps {
  definition: FormDefinition;
  name: string;
}

/**
 * The form as order entry renders it, to fill in: conditions apply as values change, Check finds what
 * order entry and the server would refuse, and the payload shows what an order would carry.
 */
export function FormPreview({ definition, name }: FormPreviewProps) {
  const entry = useFormEntry(definition);
  const [checked, setChecked] = useState(false);
  const count = Object.keys(entry.problems).length;
  return (
    <>
      <h2 className={css.paneTitle}>
        Preview
        <span className={css.paneActions}>
          <button type="button" className={`${button.secondary} ${compactButton}`} onClick={() => entry.reset()}>
            Start again
          </button>
          <button type="button" className={`${button.primary} ${compactButton}`} onClick={() => setChecked(true)}>
            Check
          </button>
        </span>
      </h2>
      <FormRenderer
        definition={definition}
        entry={entry}
        errors={checked ? entry.problems : {}}
        label={`Preview of ${name}`}
      />
      {checked ? (
        <p className={count === 0 ? css.passed : css.failed} role="status">
          {count === 0
            ? 'Order entry would accept these values.'
            : `Order entry would refuse these values: ${count} field${count === 1 ? '' : 's'} to mend.`}
        </p>
      ) : null}
      <h3 className={css.paneTitle}>Payload</h3>
      <pre className={css.payload} aria-label="Payload">
        {JSON.stringify(entry.payload, null, 2)}
      </pre>
    </>
  );
}
