import type { ReactNode } from 'react';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import * as css from '../inventory.css.ts';

// The pieces the inventory’s side panels share: their note field, error line, footer and loading state.

/** Why the panel's last action failed, announced as it appears. */
export function ProblemLine({ problem }: { problem: string | null }) {
  return problem ? (
    <p className={css.error} role="alert">
      {problem}
    </p>
  ) : null;
}

/** A free note of up to 500 characters kept with what the panel does; `multiline` for a few lines. */
export function NoteField({
  id,
  value,
  onChange,
  multiline = false,
}: {
  id: string;
  value: string;
  onChange: (note: string) => void;
  multiline?: boolean;
}) {
  return (
    <FormField id={id} label="Note">
      {multiline ? (
        <textarea
          id={id}
          className={form.textarea}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={form.input}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * A form panel's footer: Cancel, any further buttons (`children`), then the action that confirms, in the
 * danger style when it cannot be undone.
 */
export function ConfirmFooter({
  label,
  onCancel,
  onConfirm,
  disabled,
  danger = false,
  children,
}: {
  label: string;
  onCancel: () => void;
  onConfirm: () => void;
  disabled: boolean;
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <button type="button" className={button.secondary} onClick={onCancel}>
        Cancel
      </button>
      {children}
      <button type="button" className={danger ? button.danger : button.primary} disabled={disabled} onClick={onConfirm}>
        {label}
      </button>
    </>
  );
}

/** A document's panel until its record arrives: loading, or why it could not be loaded. */
export function LoadingPanel({
  title,
  size,
  problem,
  onClose,
}: {
  title: string;
  size?: 'wide';
  problem: string | null;
  onClose: () => void;
}) {
  return (
    <SidePanel title={title} size={size} onClose={onClose}>
      {problem ? <p className={css.error}>{problem}</p> : <p className={css.note}>Loading...</p>}
    </SidePanel>
  );
}

/**
 * A side panel that is a form: its fields (`children`) over the error line, the footer's Cancel and the
 * confirming action, which the panel's save shortcut runs too.
 */
export function FormPanel({
  title,
  label,
  danger,
  disabled,
  problem,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  /** The confirming action's label. */
  label: string;
  danger?: boolean;
  disabled: boolean;
  problem: string | null;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <SidePanel
      title={title}
      onClose={onClose}
      onSave={onConfirm}
      footer={
        <ConfirmFooter label={label} danger={danger} onCancel={onClose} onConfirm={onConfirm} disabled={disabled} />
      }
    >
      <div className={css.stack}>
        {children}
        <ProblemLine problem={problem} />
      </div>
    </SidePanel>
  );
}

/** Serials typed into a monospace box, one per line (read with `serialsOfText`). */
export function SerialsField({
  id,
  label,
  hint,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  rows: number;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <textarea
        id={id}
        className={form.codeTextarea}
        rows={rows}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
