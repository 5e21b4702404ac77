import type { DeviceType, ModelAttribute, ReasonUse } from '../../contract.ts';
import { inventoryDb } from '../inventoryTables.ts';
import type { SeedDb } from './seedDb.ts';

/** The demo's device models (with their serial prefixes and low-stock thresholds) and movement reasons. */
export interface SeedModel {
  name: string;
  manufacturer: string;
  type: DeviceType;
  attributes: ModelAttribute[];
  lowStock: [number, number, number];
  prefix: string;
}

export const MODELS: readonly SeedModel[] = [
  {
    name: 'HG8245H',
    manufacturer: 'Huawei',
    type: 'ONT',
    prefix: 'HWTC',
    lowStock: [100, 10, 3],
    attributes: [
      { name: 'PON', kind: 'TEXT', value: 'GPON' },
      { name: 'Ethernet ports', kind: 'NUMBER', value: 4 },
    ],
  },
  {
    name: 'G-240W-F',
    manufacturer: 'Nokia',
    type: 'ONT',
    prefix: 'ALCL',
    lowStock: [50, 5, 2],
    attributes: [
      { name: 'PON', kind: 'TEXT', value: 'GPON' },
      { name: 'Wi-Fi', kind: 'BOOLEAN', value: true },
    ],
  },
  {
    name: 'Archer AX55',
    manufacturer: 'TP-Link',
    type: 'ROUTER',
    prefix: 'TPAX',
    lowStock: [60, 8, 2],
    attributes: [
      { name: 'Wi-Fi bands', kind: 'TEXT', value: '2.4 / 5 GHz' },
      { name: 'Ethernet ports', kind: 'NUMBER', value: 4 },
    ],
  },
  {
    name: 'Nano SIM 5G',
    manufacturer: 'Thales',
    type: 'SIM',
    prefix: 'SIM',
    lowStock: [500, 50, 10],
    attributes: [{ name: '5G SA', kind: 'BOOLEAN', value: true }],
  },
  {
    name: 'Amino H200',
    manufacturer: 'Amino',
    type: 'STB',
    prefix: 'AMH2',
    lowStock: [40, 5, 0],
    attributes: [{ name: 'Resolution', kind: 'TEXT', value: '4K' }],
  },
];

export const REASONS: readonly { name: string; description: string; appliesTo: ReasonUse[] }[] = [
  { name: 'Dead on arrival', description: 'Does not power up out of the box.', appliesTo: ['FAULTY'] },
  { name: 'Damaged in transit', description: 'Broken or wet when it arrived.', appliesTo: ['FAULTY', 'DISCREPANCY'] },
  { name: 'Lost', description: 'Cannot be found.', appliesTo: ['RETIRE', 'DISCREPANCY'] },
  { name: 'End of life', description: 'The model is no longer supported.', appliesTo: ['RETIRE'] },
  { name: 'Stock correction', description: 'The item was counted at another location.', appliesTo: ['MOVE'] },
];

/** Writes the models and reasons of a tenant; answers each model's id by its name. */
export async function seedCatalogue(trx: SeedDb, tenantId: string): Promise<(name: string) => string> {
  const idb = inventoryDb(trx);
  const models = await idb
    .insertInto('inventory_models')
    .values(
      MODELS.map((model) => ({
        tenant_id: tenantId,
        name: model.name,
        manufacturer: model.manufacturer,
        type: model.type,
        description: `${model.manufacturer} ${model.name}`,
        attributes: JSON.stringify(model.attributes),
        low_stock: JSON.stringify({ WAREHOUSE: model.lowStock[0], SHOP: model.lowStock[1], VAN: model.lowStock[2] }),
        updated_by: 'seed',
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const modelId = (name: string) => models.find((model) => model.name === name)?.id as string;
  await idb
    .insertInto('inventory_reasons')
    .values(
      REASONS.map((reason) => ({
        tenant_id: tenantId,
        name: reason.name,
        description: reason.description,
        applies_to: JSON.stringify(reason.appliesTo),
        updated_by: 'seed',
      })),
    )
    .execute();
  return modelId;
}
