import { banner } from '../../../../core/shell/dialog/banner.css.ts';
import type { FormValues } from './resourceFields.ts';

/** The secret a record lacks (a copy from another tenant leaves secrets behind): the form field that takes it. */
export interface MissingSecret {
  /** The form field's name (`auth.password`). */
  field: string;
  /** The field's label, as the notice names it (`Password`). */
  label: string;
}

/** Which secret a record lacks, if any, given the form's values (the field the kind of authentication shows). */
export type MissingSecretOf<Rec> = (record: Rec, values: FormValues) => MissingSecret | null;

/**
 * The notice in a record's form while the secret it lacks is not entered: which field to fill, and that the
 * record stays disabled until then. Gone once the field holds a value.
 */
export function SecretNeededNotice({
  entity,
  missing,
  values,
}: {
  entity: string;
  missing: MissingSecret | null;
  values: FormValues;
}) {
  const typed = missing ? values[missing.field] : undefined;
  if (!missing || (typeof typed === 'string' && typed !== '')) return null;
  return (
    <div className={banner.warning} role="status">
      <strong>Secret needed</strong>
      <span>
        Enter the {missing.label}: this {entity} was copied from another tenant without it, and stays disabled until it
        is entered.
      </span>
    </div>
  );
}
