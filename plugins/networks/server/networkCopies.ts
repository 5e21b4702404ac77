import { sql } from 'kysely';
import { z } from 'zod';
import { invalidField } from '../../../core/server/http/errors.ts';
import type { KindCopy } from '../../../core/server/references/referenceMap.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { networkAuthInputSchema, type NetworkAuth } from '../../engine/public/contract/networkElement.ts';
import { operationNameSchema } from '../../engine/public/contract/service.ts';
import { SIMULATOR_PREFIX } from '../../engine/public/contract/simulator.ts';
import { findElement } from '../../engine/public/server/networkQueries.ts';
import { COPY_NAME, resourceCopy } from '../../resourceKit/public/server/resourceCopy.ts';
import { networkElementsDeclaration } from './networkElementsResource.ts';
import { provisioningTemplatesDeclaration } from './provisioningTemplatesResource.ts';
import { templateNameParts } from './templateNames.ts';

/**
 * A base URL on the source tenant's built-in simulator (`/simulator/<tenant>/<element>`, as the seed
 * builds it) made the same element of the target tenant's simulator; any other URL as it is.
 */
export function retargetedBaseUrl(baseUrl: unknown, sourceTenantId: string, targetTenantId: string): unknown {
  if (typeof baseUrl !== 'string') return baseUrl;
  const source = `${SIMULATOR_PREFIX}/${sourceTenantId}`;
  if (baseUrl !== source && !baseUrl.startsWith(`${source}/`)) return baseUrl;
  return `${SIMULATOR_PREFIX}/${targetTenantId}${baseUrl.slice(source.length)}`;
}

const [noAuth, basicAuth, bearerAuth, apiKeyAuth] = networkAuthInputSchema.options;

/** An element's authentication as a copy carries it: its kind and public parts, never a secret. */
const carriedAuth = z.discriminatedUnion('type', [
  noAuth,
  basicAuth.omit({ password: true }),
  bearerAuth.omit({ token: true }),
  apiKeyAuth.omit({ key: true }),
]);

function carriedAuthOf(auth: NetworkAuth) {
  return {
    type: auth.type,
    ...(auth.username === null ? {} : { username: auth.username }),
    ...(auth.header === null ? {} : { header: auth.header }),
  };
}

/**
 * A network element's copy: its authentication without the secret, its base URL on the target's
 * simulator when it was on the source's. A new element that authenticates is created disabled until its
 * secret is entered; an element overwritten keeps its own authentication.
 */
export const networkElementCopy = (services: ServerServices): KindCopy =>
  resourceCopy(networkElementsDeclaration(services), services, {
    secrets: { shown: ['auth secret'] },
    shape: { auth: carriedAuth.default({ type: 'NONE' }) },
    carried: (records) => records.map((record) => ({ ...record, auth: carriedAuthOf(record.auth as NetworkAuth) })),
    keptOnUpdate: ['auth'],
    retarget: (fields, { sourceTenantId, targetTenantId }) => ({
      ...fields,
      baseUrl: retargetedBaseUrl(fields.baseUrl, sourceTenantId, targetTenantId),
    }),
  });

/**
 * A provisioning template's copy: its name is its element's and its operation's, and it goes under its
 * element of the same name in the target (copied first), or of the element's new name when the element
 * is copied under one.
 */
export const provisioningTemplateCopy = (services: ServerServices): KindCopy =>
  resourceCopy(provisioningTemplatesDeclaration(), services, {
    key: {
      sql: sql<string>`n.name || '/' || p.operation`,
      of: (record) => `${String(record.networkElement)}/${String(record.operation)}`,
      fields: templateNameParts,
      shape: { networkElement: COPY_NAME, operation: operationNameSchema },
    },
    omit: ['networkElementId'],
    needs: ['networkElement'],
    names: { translation: 'translation' },
    partName(name, renames) {
      const { networkElement, operation } = templateNameParts(name);
      return `${renames.nameOf('networkElement', networkElement)}/${operation}`;
    },
    newNameProblem(name, newName, renames) {
      const element = renames.nameOf('networkElement', templateNameParts(name).networkElement);
      const { networkElement, operation } = templateNameParts(newName);
      return networkElement === element && operation !== ''
        ? null
        : `A provisioning template's name is its element's and an operation: ${element}/<OPERATION>.`;
    },
    async stored({ networkElement, ...fields }, trx, tenantId) {
      const element = await findElement(trx, tenantId, { name: String(networkElement) });
      if (!element)
        throw invalidField('body', 'networkElement', `There is no network element named "${String(networkElement)}"`);
      return { ...fields, networkElementId: element.id };
    },
  });
