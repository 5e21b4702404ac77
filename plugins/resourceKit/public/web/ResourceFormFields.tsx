import type { ReactNode } from 'react';
import { FailureBanner, StaleVersionBanner } from '../../../../core/shell/dialog/StaleVersionBanner.tsx';
import { visibleFields, type ResourceField } from './resourceFields.ts';
import { ResourceFieldInput } from './ResourceFieldInput.tsx';
import type { ResourceFormState } from './useResourceForm.ts';

const READ_ONLY_FIELDSET = { margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'grid', gap: 'inherit' };

interface ResourceFormFieldsProps<Rec> {
  form: ResourceFormState<Rec>;
  fields: readonly ResourceField[];
  entity: string;
  /** The first field takes focus when the form opens. */
  autoFocus?: boolean;
  /** Shown but not editable (a reader's view). */
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A record's form as its fields: the stale-version banner with Reload and Overwrite, failures the
 * fields cannot show, then each visible field with its error. Enter in a field (or the form's submit
 * button) saves.
 */
export function ResourceFormFields<Rec>({
  form,
  fields,
  entity,
  autoFocus = true,
  disabled = false,
  className,
  children,
}: ResourceFormFieldsProps<Rec>) {
  const { saving } = form;
  const inputs = visibleFields(fields, form.values).map((field, index) => (
    <ResourceFieldInput
      key={field.name}
      field={field}
      idPrefix={form.idPrefix}
      values={form.values}
      error={form.errors[field.name] || undefined}
      editing={form.record !== null}
      autoFocus={autoFocus && !disabled && index === 0}
      onChange={form.change}
    />
  ));
  return (
    <form
      id={`${form.idPrefix}-form`}
      ref={form.formRef}
      noValidate
      className={className}
      style={className ? undefined : { display: 'grid', gap: 'inherit' }}
      onSubmit={(event) => {
        event.preventDefault();
        form.save();
      }}
    >
      {saving.conflict ? (
        <StaleVersionBanner
          entity={entity}
          onReload={() => void saving.reload()}
          onOverwrite={() => void saving.overwrite()}
        />
      ) : null}
      {saving.failure ? <FailureBanner message={saving.failure} /> : null}
      {form.unplaced ? <FailureBanner message={form.unplaced} /> : null}
      {disabled ? (
        <fieldset disabled style={READ_ONLY_FIELDSET}>
          {inputs}
        </fieldset>
      ) : (
        inputs
      )}
      {children}
    </form>
  );
}
