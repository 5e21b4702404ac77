import { COLOUR_RULE, isValidColour } from '../../core/contract/colour.ts';
import {
  LOGO_SIZE_LIMITS,
  SESSION_ABSOLUTE_LIMITS,
  SESSION_IDLE_LIMITS,
  SESSION_TIMEOUT_RULE,
  updateTenantSettingsRequestSchema,
  type TenantSettings,
  type UpdateTenantSettingsRequest,
} from './contract.ts';

/** What the settings form holds: numbers as typed, so a half-typed value is kept and reported. */
export interface SettingsDraft {
  background: string;
  color: string;
  font: string;
  logosize: string;
  minLength: string;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
  historyCount: string;
  maxAgeDays: string;
  defaultLandingPage: string;
  partnerManagement: boolean;
  sessionIdleMinutes: string;
  sessionAbsoluteMinutes: string;
}

export type DraftField = keyof SettingsDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export function draftOf(settings: TenantSettings): SettingsDraft {
  const { style, passwordPolicy: policy } = settings;
  return {
    background: style.background,
    color: style.color,
    font: style.font,
    logosize: String(style.logosize),
    minLength: String(policy.minLength),
    requireUppercase: policy.requireUppercase,
    requireLowercase: policy.requireLowercase,
    requireDigit: policy.requireDigit,
    requireSymbol: policy.requireSymbol,
    historyCount: String(policy.historyCount),
    maxAgeDays: String(policy.maxAgeDays),
    defaultLandingPage: settings.defaultLandingPage,
    partnerManagement: settings.partnerManagement,
    sessionIdleMinutes: String(settings.sessionIdleMinutes),
    sessionAbsoluteMinutes: String(settings.sessionAbsoluteMinutes),
  };
}

/** The whole-number fields and their accepted ranges. */
export const NUMBER_LIMITS = {
  logosize: LOGO_SIZE_LIMITS,
  minLength: { min: 8, max: 128 },
  historyCount: { min: 0, max: 24 },
  maxAgeDays: { min: 0, max: 3650 },
  sessionIdleMinutes: SESSION_IDLE_LIMITS,
  sessionAbsoluteMinutes: SESSION_ABSOLUTE_LIMITS,
} as const satisfies Partial<Record<DraftField, { min: number; max: number }>>;

type NumberField = keyof typeof NUMBER_LIMITS;
const COLOUR_FIELDS = ['background', 'color', 'font'] as const;

function readNumber(draft: SettingsDraft, field: NumberField, errors: DraftErrors): number {
  const text = draft[field].trim();
  const value = Number(text);
  const { min, max } = NUMBER_LIMITS[field];
  if (text === '' || !Number.isInteger(value) || value < min || value > max) {
    errors[field] = `Enter a whole number from ${min} to ${max}.`;
  }
  return value;
}

const capitalised = (rule: string) => `${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`;

export type DraftCheck =
  { ok: true; request: Omit<UpdateTenantSettingsRequest, 'version'> } | { ok: false; errors: DraftErrors };

/** Checks the draft as the server will, and builds the update it stands for. */
export function checkDraft(draft: SettingsDraft): DraftCheck {
  const errors: DraftErrors = {};
  for (const field of COLOUR_FIELDS) {
    if (!isValidColour(draft[field])) errors[field] = capitalised(COLOUR_RULE);
  }
  const number = (field: NumberField) => readNumber(draft, field, errors);
  const request = {
    style: {
      background: draft.background.trim(),
      color: draft.color.trim(),
      font: draft.font.trim(),
      logosize: number('logosize'),
    },
    passwordPolicy: {
      minLength: number('minLength'),
      requireUppercase: draft.requireUppercase,
      requireLowercase: draft.requireLowercase,
      requireDigit: draft.requireDigit,
      requireSymbol: draft.requireSymbol,
      historyCount: number('historyCount'),
      maxAgeDays: number('maxAgeDays'),
    },
    defaultLandingPage: draft.defaultLandingPage,
    partnerManagement: draft.partnerManagement,
    sessionIdleMinutes: number('sessionIdleMinutes'),
    sessionAbsoluteMinutes: number('sessionAbsoluteMinutes'),
  };
  if (
    !errors.sessionIdleMinutes &&
    !errors.sessionAbsoluteMinutes &&
    request.sessionAbsoluteMinutes < request.sessionIdleMinutes
  ) {
    errors.sessionAbsoluteMinutes = capitalised(SESSION_TIMEOUT_RULE);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // The contract's schema has the last word; its messages name the field's path.
  const parsed = updateTenantSettingsRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.at(-1);
      if (typeof field === 'string' && field in draft) errors[field as DraftField] ??= capitalised(issue.message);
      else errors.defaultLandingPage ??= capitalised(issue.message);
    }
    return { ok: false, errors };
  }
  return { ok: true, request };
}

/** Whether two drafts hold the same values. */
export function sameDraft(left: SettingsDraft, right: SettingsDraft): boolean {
  return (Object.keys(left) as DraftField[]).every((field) => left[field] === right[field]);
}
