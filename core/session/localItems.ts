import { APPLICATION_MODES, type ApplicationMode } from '../contract/applicationMode.ts';
import type { PartnerAccount, TenantInfo, TenantStyle, UserInfo } from '../contract/auth.ts';

/**
 * The locally stored items of spec section 3, each kept encrypted under its own key. Values are
 * checked when read back, so data written by an older console version reads as absent. The checks are
 * plain guards rather than the contract's zod schemas: this module is on the login route's initial
 * bundle, and the data was already validated by the server and is authenticated by AES-GCM.
 */
type Guard<T> = (value: unknown) => value is T;

const isString: Guard<string> = (value): value is string => typeof value === 'string';
const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
const isNumber: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);
const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);
const shaped =
  <T>(fields: Record<string, Guard<unknown>>): Guard<T> =>
  (value): value is T =>
    isRecord(value) && Object.entries(fields).every(([name, guard]) => guard(value[name]));
const oneOf =
  <T extends string>(options: readonly T[]): Guard<T> =>
  (value): value is T =>
    typeof value === 'string' && (options as readonly string[]).includes(value);
const anyJson: Guard<unknown> = (value): value is unknown => value !== undefined;

const isApplicationMode = oneOf<ApplicationMode>(APPLICATION_MODES);
const isPartyRoleType = oneOf<UserInfo['partyRoleType']>(['TENANT_USER', 'PARTNER_USER']);
const isPartnerAccount = shaped<PartnerAccount>({
  accountId: isString,
  accountNumber: isString,
  accountName: isString,
  parentAccountId: nullable(isString),
});
const isTenantInfo = shaped<TenantInfo>({ businessName: isString, tenantId: isString });
const isStyle = shaped<TenantStyle>({ background: isString, color: isString, font: isString, logosize: isNumber });
const isUserInfo = shaped<UserInfo>({
  userId: isString,
  username: isString,
  email: isString,
  firstname: isString,
  tenantId: isString,
  accountId: nullable(isString),
  landingPage: isString,
  developerAccess: isBoolean,
  copyConfiguration: isBoolean,
  permissions: isRecord,
  applicationMode: isApplicationMode,
  partyRoleType: isPartyRoleType,
  isPartner: isBoolean,
  partnerManagement: isBoolean,
  partnerInfo: arrayOf(isPartnerAccount),
  tenantInfo: isTenantInfo,
});

export interface PartnerTenantInfo {
  partnerManagement: boolean;
  accountPath: PartnerAccount[];
}

const localItemGuards = {
  userInfo: isUserInfo,
  username: isString,
  applicationMode: isApplicationMode,
  userId: isString,
  loginPartyId: isString,
  partnerName: nullable(isString),
  partyRoleType: isPartyRoleType,
  agentAccountId: nullable(isString),
  style: isStyle,
  logo: nullable(isString),
  IsPartner: isBoolean,
  partnerInfo: arrayOf(isPartnerAccount),
  tenantInfo: isTenantInfo,
  partnerTenantInfo: shaped<PartnerTenantInfo>({
    partnerManagement: isBoolean,
    accountPath: arrayOf(isPartnerAccount),
  }),
  selectedWf: anyJson,
  partnerManagement: isBoolean,
  workflowTaskRedirectData: anyJson,
  iconViewMode: isBoolean,
} as const;

export type LocalItemKey = keyof typeof localItemGuards;
export type LocalItems = {
  [K in LocalItemKey]: (typeof localItemGuards)[K] extends Guard<infer T> ? T : never;
};
export const LOCAL_ITEM_KEYS = Object.keys(localItemGuards) as LocalItemKey[];

export function parseLocalItem<K extends LocalItemKey>(key: K, value: unknown): LocalItems[K] | undefined {
  const guard = localItemGuards[key] as Guard<LocalItems[K]>;
  return guard(value) ? value : undefined;
}
