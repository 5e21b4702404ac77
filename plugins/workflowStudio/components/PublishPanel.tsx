import { useId, useState } from 'react';
import type { WorkflowProblem } from '../../engine/public/contract/workflowValidation.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { FailureBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import * as css from './studio.css.ts';

interface PublishPanelProps {
  workflowName: string;
  nextNumber: number;
  problems: readonly WorkflowProblem[];
  onPublish: (comment: string) => Promise<string | null>;
  onClose: () => void;
}

/** Publishing the draft as the next version, with a comment saying what changed; refused while it has problems. */
export function PublishPanel({ workflowName, nextNumber, problems, onPublish, onClose }: PublishPanelProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const blocked = problems.length > 0;

  const publish = async () => {
    if (blocked) return;
    if (!comment.trim()) {
      setError('Say what changed.');
      return;
    }
    setSending(true);
    setFailure(await onPublish(comment.trim()));
    setSending(false);
  };

  return (
    <SidePanel
      title={`Publish ${workflowName} as version ${nextNumber}`}
      onClose={onClose}
      onSave={() => void publish()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className={button.primary} disabled={blocked || sending}>
            {sending ? 'Publishing…' : `Publish version ${nextNumber}`}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className={css.inspector}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        {blocked ? (
          <FailureBanner
            message={`The draft has ${problems.length} problem${problems.length > 1 ? 's' : ''} to fix first: ${problems[0]?.message ?? ''}`}
          />
        ) : (
          <p className={css.muted}>
            New orders run the new version; orders already running stay on the version they started with.
          </p>
        )}
        <FormField id={`${id}-comment`} label="What changed" error={error}>
          <textarea
            id={`${id}-comment`}
            className={form.textarea}
            rows={3}
            value={comment}
            data-autofocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setComment(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        {failure ? <FailureBanner message={failure} /> : null}
      </form>
    </SidePanel>
  );
}
