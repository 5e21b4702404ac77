import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import { isApiError } from '../../core/http/ApiError.ts';
import type { TenantSettings } from './contract.ts';
import { checkDraft, draftOf, sameDraft, type DraftErrors, type SettingsDraft } from './settingsDraft.ts';
import type { SettingsStore } from './store.ts';

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed';

const PRECONDITION_FAILED = 412;

/**
 * The settings form: the saved settings it started from (`base`, whose version a save sends), what
 * the user typed (`draft`), and the state of saving. A stale version leaves the form in `conflict`
 * with the typed values kept, until the user reloads (discarding them) or overwrites.
 */
export class SettingsForm {
  base: TenantSettings;
  draft: SettingsDraft;
  saving = false;
  conflict = false;
  /** Set once a save was tried: field errors show from then on, or when a field was left. */
  submitted = false;
  failure: string | null = null;

  constructor(
    private readonly store: SettingsStore,
    initial: TenantSettings,
  ) {
    this.base = initial;
    this.draft = draftOf(initial);
    makeObservable<SettingsForm, 'finish'>(this, {
      base: observableRef,
      draft: observable,
      saving: observable,
      conflict: observable,
      submitted: observable,
      failure: observable,
      dirty: computed,
      errors: computed,
      set: actionBound,
      adoptLogo: actionBound,
      discard: actionBound,
      finish: actionBound,
    });
  }

  get dirty(): boolean {
    return !sameDraft(this.draft, draftOf(this.base));
  }

  get errors(): DraftErrors {
    const check = checkDraft(this.draft);
    return check.ok ? {} : check.errors;
  }

  set<K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]): void {
    this.draft[field] = value;
  }

  /** Puts back the saved values. */
  discard(): void {
    this.draft = draftOf(this.base);
    this.submitted = false;
    this.failure = null;
  }

  /** A logo saved on its own moved the version on: adopt it (and the logo) and keep what was typed. */
  adoptLogo(saved: TenantSettings): void {
    if (saved.version === this.base.version + 1) this.base = saved;
    else this.base = { ...this.base, logo: saved.logo };
  }

  async save(): Promise<SaveOutcome> {
    this.finish({ submitted: true, failure: null });
    const check = checkDraft(this.draft);
    if (!check.ok) return 'invalid';
    this.finish({ saving: true });
    try {
      const saved = await this.store.save({ ...check.request, version: this.base.version });
      this.finish({ saving: false, conflict: false, submitted: false, base: saved, draft: draftOf(saved) });
      return 'saved';
    } catch (error) {
      if (isApiError(error) && error.status === PRECONDITION_FAILED) {
        this.finish({ saving: false, conflict: true });
        return 'conflict';
      }
      const message = isApiError(error) ? error.errorDescription || error.message : 'The settings could not be saved.';
      this.finish({ saving: false, failure: message });
      return 'failed';
    }
  }

  /** Discards what was typed and shows the settings as they are now. */
  async reload(): Promise<void> {
    this.finish({ saving: true });
    try {
      const fresh = await this.store.load();
      this.finish({
        saving: false,
        conflict: false,
        submitted: false,
        failure: null,
        base: fresh,
        draft: draftOf(fresh),
      });
    } catch {
      this.finish({ saving: false, failure: 'The settings could not be reloaded.' });
    }
  }

  /** Saves what was typed over the newer settings: takes their version, keeps the typed values. */
  async overwrite(): Promise<SaveOutcome> {
    this.finish({ saving: true });
    try {
      const fresh = await this.store.load();
      this.finish({ base: fresh, conflict: false });
    } catch {
      this.finish({ saving: false, failure: 'The settings could not be reloaded.' });
      return 'failed';
    }
    return this.save();
  }

  private finish(
    changes: Partial<Pick<SettingsForm, 'saving' | 'conflict' | 'submitted' | 'failure' | 'base' | 'draft'>>,
  ): void {
    Object.assign(this, changes);
  }
}
