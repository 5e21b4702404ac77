import type { Kysely } from 'kysely';
import type { FormProblem, FormValues } from '../contract/formValues.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/**
 * Whether values fit the tenant's form template of a name: what the engine asks of an order's payload
 * and a worklist item's data.
 */
export interface FormChecks {
  /** The problems of the values; none when the tenant has no enabled form of that name. */
  problems(db: Kysely<CoreDatabase>, tenantId: string, formName: string, values: FormValues): Promise<FormProblem[]>;
}

export const FormChecks = serverToken<FormChecks>('forms', 'FormChecks');
