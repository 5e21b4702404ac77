import { useState } from 'react';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import { CommitInput } from './CommitInput.tsx';

interface InspectorFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  check?: (text: string) => string | null;
  onCommit: (text: string) => void;
  multiline?: boolean;
  placeholder?: string;
  readOnly?: boolean;
}

/** A labelled inspector field whose problem shows under it while it is typed in. */
export function InspectorField({ id, label, hint, ...input }: InspectorFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormField id={id} label={label} hint={hint} error={problem ?? undefined}>
      <CommitInput
        id={id}
        {...input}
        describedBy={problem ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onProblem={setProblem}
      />
    </FormField>
  );
}
