import { useState } from 'react';
import { button } from '../../../../core/shell/controls/buttons.css.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../../core/shell/dialog/ConfirmDialog.tsx';
import { SidePanel } from '../../../../core/shell/dialog/SidePanel.tsx';
import { UnsavedChangesDialog } from '../../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { WhereUsed } from './WhereUsed.tsx';
import { SecretNeededNotice } from './SecretNeeded.tsx';
import { ResourceFormFields } from './ResourceFormFields.tsx';
import { useResourceForm, type ResourceFormOptions } from './useResourceForm.ts';

export { specBody, type ResourceFormSpec } from './useResourceForm.ts';

interface ResourceFormProps<Rec> extends ResourceFormOptions<Rec> {
  onClose: () => void;
}

/**
 * Create or edit one record in a side panel: Ctrl+S saves, Esc asks before discarding changes, leaving
 * the page with changes asks too. A stale save offers Reload or Overwrite; the server's field errors
 * show on their fields, the first one focused; what was typed is kept through every failure.
 */
export function ResourceForm<Rec>(props: ResourceFormProps<Rec>) {
  const { descriptor, spec, labelOf, onClose } = props;
  const form = useResourceForm(props);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const entity = descriptor.entity;
  const { record, leaveGuard } = form;

  const close = () => leaveGuard.navigateWithoutAsking(onClose);
  const requestClose = () => {
    if (!form.dirty) return close();
    setConfirm({
      title: 'Discard changes?',
      message: `Your changes to this ${entity} have not been saved.`,
      confirmLabel: 'Discard',
      danger: true,
      onConfirm: close,
    });
  };

  return (
    <SidePanel
      title={record ? `Edit ${entity} ${labelOf(record)}` : `Create ${entity}`}
      onClose={requestClose}
      onSave={form.save}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" form={`${form.idPrefix}-form`} className={button.primary} disabled={form.saving.saving}>
            {form.saving.saving ? 'Saving…' : props.record ? 'Save' : `Create ${entity}`}
          </button>
        </>
      }
    >
      {record && props.missingSecret ? (
        <SecretNeededNotice entity={entity} missing={props.missingSecret(record, form.values)} values={form.values} />
      ) : null}
      <ResourceFormFields form={form} fields={spec.fields} entity={entity} />
      {record && props.references ? (
        <WhereUsed
          kind={props.references.kind}
          name={props.references.name ? props.references.name(record) : String((record as { name?: unknown }).name)}
        />
      ) : null}
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      <UnsavedChangesDialog guard={leaveGuard} message={`Your changes to this ${entity} have not been saved.`} />
    </SidePanel>
  );
}
