import type { Generated } from 'kysely';
import {
  STANDARD_COLUMN_SPECS,
  type DefaultJson,
  type DefaultTimestamp,
  type Json,
  type StandardColumns,
  type TableSpecs,
} from '../../../../core/server/db/pluginTables.ts';
import type { NetworkProtocol } from '../contract/networkElement.ts';
import type { BodyFormat, HTTP_METHODS } from '../contract/provisioningTemplate.ts';
import type { SimulatedElement } from '../contract/simulator.ts';
import type { StoredAuth } from './networkAuth.ts';

/** The network the engine calls: elements, provisioning templates and the simulator (engine/002_network). */

export interface NetworkElementsTable extends StandardColumns {
  name: string;
  description: Generated<string>;
  type: string;
  protocol: NetworkProtocol;
  base_url: string;
  auth: DefaultJson<StoredAuth>;
  timeout_ms: number;
  concurrency_limit: number;
  health_check_path: string | null;
  enabled: Generated<boolean>;
}

export interface ProvisioningTemplatesTable extends StandardColumns {
  network_element_id: string;
  operation: string;
  description: Generated<string>;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  headers: DefaultJson<Record<string, string>>;
  body_format: BodyFormat;
  body: string | null;
  response_mapping: string | null;
  success_condition: string | null;
  enabled: Generated<boolean>;
  /** The translator's translation (XSLT) the rendered XML body goes through, by name (engine/011). */
  translation: string | null;
}

export interface SimulatorElementsTable {
  tenant_id: string;
  element: SimulatedElement;
  latency_ms: Generated<number>;
  failure_rate: Generated<number>;
}

export interface SimulatorRequestsTable {
  id: Generated<number>;
  tenant_id: string;
  element: SimulatedElement;
  method: string;
  path: string;
  headers: Json<Record<string, string>>;
  body: string;
  idempotency_key: string | null;
  status: number;
  response: string;
  replayed: Generated<boolean>;
  received_at: DefaultTimestamp;
}

export interface NetworkTables {
  network_elements: NetworkElementsTable;
  provisioning_templates: ProvisioningTemplatesTable;
  simulator_elements: SimulatorElementsTable;
  simulator_requests: SimulatorRequestsTable;
}

export const NETWORK_TABLE_SPECS: TableSpecs<NetworkTables> = {
  network_elements: {
    ...STANDARD_COLUMN_SPECS,
    name: 'text',
    description: 'text default',
    type: 'text',
    protocol: 'text',
    base_url: 'text',
    auth: 'jsonb default',
    timeout_ms: 'integer',
    concurrency_limit: 'integer',
    health_check_path: 'text null',
    enabled: 'boolean default',
  },
  provisioning_templates: {
    ...STANDARD_COLUMN_SPECS,
    network_element_id: 'uuid',
    operation: 'text',
    description: 'text default',
    method: 'text',
    path: 'text',
    headers: 'jsonb default',
    body_format: 'text',
    body: 'text null',
    response_mapping: 'text null',
    success_condition: 'text null',
    enabled: 'boolean default',
    translation: 'text null',
  },
  simulator_elements: {
    tenant_id: 'text',
    element: 'text',
    latency_ms: 'integer default',
    failure_rate: 'double precision default',
  },
  simulator_requests: {
    id: 'bigint default',
    tenant_id: 'text',
    element: 'text',
    method: 'text',
    path: 'text',
    headers: 'jsonb',
    body: 'text',
    idempotency_key: 'text null',
    status: 'integer',
    response: 'text',
    replayed: 'boolean default',
    received_at: 'timestamptz default',
  },
};
