import type { ComponentType } from 'react';

/**
 * A section another plugin adds to the Settings page, below the tenant's own settings: its own reads, saves
 * and permission checks (the page needs `settings:r`). A plugin that declares `dependsOn: ['settings']`
 * binds one in its module: `bind(SettingsSection).toConstantValue({ id, order, load })`.
 */
export const SettingsSection = Symbol.for('sdp.SettingsSection');
export interface SettingsSection {
  /** `?section=<id>` opens the page at it; the section's element carries the id `settings-<id>`. */
  id: string;
  /** Sections follow in this order. */
  order: number;
  /** The section's component, loaded with the page. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The id of a section's element, which `?section=<id>` scrolls to. */
export const settingsSectionElementId = (id: string) => `settings-${id}`;
