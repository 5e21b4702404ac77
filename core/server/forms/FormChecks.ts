import type { Kysely } from 'kysely';
import type { FormProblem, FormValues } from '../../contract/formTemplate/formValues.ts';
import type { CoreDatabase } from '../db/schema.ts';

/** Checks values against the tenant's form template of that name. */
export interface FormCheck {
  /** The problems of the values; none when the tenant has no enabled form of that name. */
  problems(db: Kysely<CoreDatabase>, tenantId: string, formName: string, values: FormValues): Promise<FormProblem[]>;
}

/**
 * Where the engine asks whether an order's payload or a worklist item's data fits its form. The plugin
 * that keeps form templates provides the check; without one, any values pass.
 */
export class FormChecks implements FormCheck {
  private provider: FormCheck | null = null;

  provide(provider: FormCheck): void {
    if (this.provider) throw new Error('A form check is provided already');
    this.provider = provider;
  }

  async problems(
    db: Kysely<CoreDatabase>,
    tenantId: string,
    formName: string,
    values: FormValues,
  ): Promise<FormProblem[]> {
    return this.provider ? this.provider.problems(db, tenantId, formName, values) : [];
  }
}
