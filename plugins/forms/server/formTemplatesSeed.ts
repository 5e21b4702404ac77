import type { Kysely } from 'kysely';
import { formDefinitionSchema, type FormDefinitionInput } from '../public/contract/formDefinition.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { formsDb } from './formsTables.ts';

const options = (...values: string[]) => values.map((value) => ({ value, label: '' }));

/**
 * The demo catalogue's forms: fibre broadband's order entry (its ADD operation names it) and the site
 * survey its HUMAN step asks a technician to fill in. Each has a field shown only on a condition.
 */
const EXAMPLES: { name: string; description: string; definition: FormDefinitionInput }[] = [
  {
    name: 'Fibre order',
    description: 'Order entry of fibre broadband: where to install, which plan, and extras.',
    definition: {
      sections: [
        {
          title: 'Installation',
          columns: 2,
          fields: [
            {
              key: 'address',
              label: 'Installation address',
              type: 'text',
              required: true,
              help: 'Street and number, as the OSS knows it.',
              min: 3,
              max: 120,
            },
            {
              key: 'plan',
              label: 'Plan',
              type: 'select',
              options: options('FIBRE-S', 'FIBRE-M', 'FIBRE-L', 'FIBRE-XL'),
            },
            { key: 'installationDate', label: 'Preferred installation date', type: 'date' },
          ],
        },
        {
          title: 'Extras',
          columns: 2,
          fields: [
            { key: 'staticIp', label: 'Static IP addresses', type: 'checkbox', defaultValue: false },
            {
              key: 'ipCount',
              label: 'How many addresses',
              type: 'number',
              required: true,
              min: 1,
              max: 8,
              defaultValue: 1,
              visibleWhen: 'staticIp = true',
            },
            { key: 'notes', label: 'Notes for the technician', type: 'textarea', max: 500 },
          ],
        },
      ],
    },
  },
  {
    name: 'Site survey',
    description: 'What the technician found at the premises: the site survey step of fibre broadband.',
    definition: {
      sections: [
        {
          title: '',
          columns: 1,
          fields: [
            { key: 'feasible', label: 'Fibre can be installed', type: 'checkbox', defaultValue: false },
            {
              key: 'blocker',
              label: 'What stands in the way',
              type: 'select',
              options: options('No duct', 'Access refused', 'Building works', 'Other'),
              visibleWhen: 'feasible = false',
            },
            { key: 'notes', label: 'Notes', type: 'textarea', max: 1000 },
          ],
        },
      ],
    },
  },
];

/** The demo catalogue's forms in every tenant of a demo start. */
export async function seedFormTemplates(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext) {
  if (!demo) return;
  for (const tenantId of tenantIds) {
    for (const example of EXAMPLES) {
      await formsDb(trx)
        .insertInto('form_templates')
        .values({
          tenant_id: tenantId,
          name: example.name,
          description: example.description,
          definition: JSON.stringify(formDefinitionSchema.parse(example.definition)),
          updated_by: 'seed',
        })
        .execute();
    }
  }
}
