import { useEffect, useState } from 'react';
import * as form from '../../../core/shell/form/form.css.ts';

interface CommitInputProps {
  id: string;
  value: string;
  /** Why the text typed cannot be kept, or null: shown as the field is typed in, and nothing is kept. */
  check?: (text: string) => string | null;
  onCommit: (text: string) => void;
  multiline?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  describedBy?: string;
  onProblem?: (problem: string | null) => void;
}

/**
 * A text field that changes the draft when left (or on Enter), so one edit is one undo step; its problem
 * is reported while typing, and a text with a problem is not kept.
 */
export function CommitInput({
  id,
  value,
  check,
  onCommit,
  multiline,
  placeholder,
  readOnly,
  describedBy,
  onProblem,
}: CommitInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const problem = check ? check(text) : null;
  useEffect(() => onProblem?.(problem), [problem, onProblem]);
  const commit = () => {
    if (text !== value && !problem) onCommit(text);
  };
  const shared = {
    id,
    value: text,
    placeholder,
    readOnly,
    'aria-invalid': problem ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onBlur: commit,
  };
  return multiline ? (
    <textarea
      {...shared}
      className={form.codeTextarea}
      rows={4}
      spellCheck={false}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) commit();
      }}
    />
  ) : (
    <input
      {...shared}
      className={form.input}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
