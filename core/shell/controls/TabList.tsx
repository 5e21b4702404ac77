import type { KeyboardEvent } from 'react';
import * as css from './tabList.css.ts';

export interface TabItem {
  id: string;
  title: string;
}

interface TabListProps {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** The id prefix of the tabs (`<prefix>-tab-<id>`) and of the panel they control (`<prefix>-panel`). */
  idPrefix: string;
}

/**
 * A row of tabs worked as WAI-ARIA tabs: the selected one in the tab order, ←/→ (and Home/End) move
 * and select. The screen renders the panel (`role="tabpanel"`, id `<prefix>-panel`).
 */
export function TabList({ label, tabs, selected, onSelect, idPrefix }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <div className={css.tabList} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`${idPrefix}-tab-${tab.id}`}
          type="button"
          role="tab"
          className={css.tab}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
