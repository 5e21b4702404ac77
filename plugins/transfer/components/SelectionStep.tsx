import { useId } from 'react';
import { COPY_FAMILIES, FAMILY_TITLES, type CopyFamily } from '../contract.ts';
import { itemKeyOf } from '../model/copyDraft.ts';
import { ItemSearch } from './ItemSearch.tsx';
import * as css from './transfer.css.ts';
import type { CopyWizardState } from './useCopyWizard.ts';

/** Step 1 and 2: the tenant copied to (only those the server allows), and what is copied. */
export function SelectionStep({ wizard }: { wizard: CopyWizardState }) {
  const id = useId();
  const { targets, selection } = wizard;
  const setFamily = (family: CopyFamily | null) => wizard.select({ ...selection, family });
  return (
    <>
      <section className={css.step} aria-labelledby={`${id}-target`}>
        <h2 id={`${id}-target`} className={css.stepTitle}>
          1. Target tenant
        </h2>
        {targets === null ? (
          <p className={css.hint}>Looking for the tenants that accept copies from you…</p>
        ) : targets.length === 0 ? (
          <p className={css.hint}>
            No other tenant accepts configuration copies from you yet: an administrator of the tenant you want to copy
            to allows them in its Settings, under Configuration copies, naming this tenant and you.
          </p>
        ) : (
          <div className={css.row}>
            <label className={css.label} htmlFor={`${id}-target-select`}>
              Copy to
            </label>
            <select
              id={`${id}-target-select`}
              className={css.field}
              data-transfer-focus="target"
              value={wizard.targetId ?? ''}
              onChange={(event) => wizard.chooseTarget(event.target.value || null)}
            >
              <option value="">Choose a tenant…</option>
              {targets.map((target) => (
                <option key={target.tenantId} value={target.tenantId}>
                  {target.name} ({target.tenantId})
                </option>
              ))}
            </select>
          </div>
        )}
      </section>
      <section className={css.step} aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`} className={css.stepTitle}>
          2. What to copy
        </h2>
        <fieldset className={css.families}>
          <legend className={css.hint}>A whole family, with everything its items name</legend>
          <label className={css.familyOption}>
            <input
              type="radio"
              name={`${id}-family`}
              checked={selection.family === null}
              onChange={() => setFamily(null)}
            />
            Only the items named below
          </label>
          {COPY_FAMILIES.map((family) => (
            <label key={family} className={css.familyOption}>
              <input
                type="radio"
                name={`${id}-family`}
                checked={selection.family === family}
                onChange={() => setFamily(family)}
              />
              {FAMILY_TITLES[family]}
            </label>
          ))}
        </fieldset>
        <p className={css.hint}>Single items by name; what they name is added in the dry run, each saying why.</p>
        <ItemSearch
          chosen={selection.items}
          onAdd={(item) => wizard.select({ ...selection, items: [...selection.items, item] })}
        />
        {selection.items.length > 0 ? (
          <ul className={css.chips} aria-label="Items named">
            {selection.items.map((item) => (
              <li key={itemKeyOf(item)} className={css.chip}>
                <span>
                  {item.name} <span className={css.muted}>{item.title}</span>
                </span>
                <button
                  type="button"
                  className={css.chipRemove}
                  aria-label={`Remove ${item.name}`}
                  onClick={() =>
                    wizard.select({
                      ...selection,
                      items: selection.items.filter((other) => itemKeyOf(other) !== itemKeyOf(item)),
                    })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
