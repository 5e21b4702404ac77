import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createNetworkElementSchema } from '../../public/contract/networkElement.ts';
import { createProvisioningTemplateSchema } from '../../public/contract/provisioningTemplate.ts';
import { SIMULATOR_PREFIX } from '../../public/contract/simulator.ts';
import type { SecretBox } from '../../../../core/server/crypto/SecretBox.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { sealAuth } from '../../public/server/networkAuth.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { CATALOGUE_NETWORK } from './networkCatalogue.ts';

/** A secret of the demo network: random per tenant, as the simulator accepts any. */
const secretFor = (type: string) =>
  type === 'BASIC'
    ? { password: randomBytes(18).toString('base64url') }
    : type === 'BEARER'
      ? { token: randomBytes(24).toString('base64url') }
      : type === 'API_KEY'
        ? { key: randomBytes(24).toString('base64url') }
        : {};

/** The tenant's demo network: the simulator's elements with their templates, latency and failure rate. */
export async function seedNetwork(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  secrets: SecretBox,
  updatedBy: string,
): Promise<void> {
  const engine = engineDb(db);
  const now = new Date();
  for (const entry of CATALOGUE_NETWORK) {
    const values = createNetworkElementSchema.parse({
      ...entry.element,
      auth: { ...entry.element.auth, ...secretFor(entry.element.auth?.type ?? 'NONE') },
      baseUrl: `${SIMULATOR_PREFIX}/${tenantId}/${entry.simulated}`,
    });
    const { id } = await engine
      .insertInto('network_elements')
      .values({
        tenant_id: tenantId,
        name: values.name,
        description: values.description,
        type: values.type,
        protocol: values.protocol,
        base_url: values.baseUrl,
        auth: JSON.stringify(sealAuth(values.auth, null, secrets, now)),
        timeout_ms: values.timeoutMs,
        concurrency_limit: values.concurrencyLimit,
        health_check_path: values.healthCheckPath,
        updated_by: updatedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const template of entry.templates) {
      const parsed = createProvisioningTemplateSchema.parse({ ...template, networkElementId: id });
      await engine
        .insertInto('provisioning_templates')
        .values({
          tenant_id: tenantId,
          network_element_id: id,
          operation: parsed.operation,
          description: parsed.description,
          method: parsed.method,
          path: parsed.path,
          headers: JSON.stringify(parsed.headers),
          body_format: parsed.bodyFormat,
          body: parsed.body,
          response_mapping: parsed.responseMapping,
          success_condition: parsed.successCondition,
          updated_by: updatedBy,
        })
        .execute();
    }
    await engine
      .insertInto('simulator_elements')
      .values({
        tenant_id: tenantId,
        element: entry.simulated,
        latency_ms: entry.latencyMs,
        failure_rate: entry.failureRate,
      })
      .execute();
  }
}
