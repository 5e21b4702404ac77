import { z } from 'zod';
import {
  applicationModeSchema,
  partnerAccountSchema,
  partnerAndTenantInfoSchema,
  tenantInfoSchema,
  tenantStyleSchema,
  userInfoSchema,
} from '../contract/auth.ts';

/**
 * The locally stored items of spec section 3, each kept encrypted under its own key. Values are
 * validated when read back, so data written by an older console version reads as absent.
 */
export const localItemSchemas = {
  userInfo: userInfoSchema,
  username: z.string(),
  applicationMode: applicationModeSchema,
  userId: z.string(),
  loginPartyId: z.string(),
  partnerName: z.string().nullable(),
  partyRoleType: userInfoSchema.shape.partyRoleType,
  agentAccountId: z.string().nullable(),
  style: tenantStyleSchema,
  logo: z.string().nullable(),
  IsPartner: z.boolean(),
  partnerInfo: z.array(partnerAccountSchema),
  tenantInfo: tenantInfoSchema,
  partnerTenantInfo: partnerAndTenantInfoSchema.shape.partnerTenantInfo,
  selectedWf: z.json(),
  partnerManagement: z.boolean(),
  workflowTaskRedirectData: z.json(),
  iconViewMode: z.boolean(),
} as const;

export type LocalItemKey = keyof typeof localItemSchemas;
export type LocalItems = { [K in LocalItemKey]: z.infer<(typeof localItemSchemas)[K]> };
export const LOCAL_ITEM_KEYS = Object.keys(localItemSchemas) as LocalItemKey[];

export function parseLocalItem<K extends LocalItemKey>(key: K, value: unknown): LocalItems[K] | undefined {
  const parsed = localItemSchemas[key].safeParse(value);
  return parsed.success ? (parsed.data as LocalItems[K]) : undefined;
}
