import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fuzzyScore } from '../../palette/fuzzyScore.ts';
import { button } from '../controls/buttons.css.ts';
import { statusPill, type StatusTone } from '../controls/statusPill.css.ts';
import { FailureBanner } from '../dialog/StaleVersionBanner.tsx';
import * as field from '../form/form.css.ts';
import * as css from './editorPicker.css.ts';

export interface EditorPickerItem {
  key: string;
  href: string;
  title: string;
  /** An image drawn before the title (a workflow's uploaded icon, a data URL). */
  icon?: string | null;
  meta: string;
  /** The record's state as a pill: `Enabled`, `Inactive`. */
  state?: { label: string; tone: StatusTone };
  /** The newest version, as the list says it: `Version 3`, `Never published`. */
  version?: string;
  /** When it last changed (ISO), and by whom. */
  changedAt?: string;
  changedBy?: string | null;
}

interface EditorPickerProps {
  title: string;
  intro: string;
  /** What the list holds, for its accessible name ("Workflows"). */
  label: string;
  items: readonly EditorPickerItem[];
  /** Where a new one is made, when the user may make one. */
  create?: { href: string; label: string } | undefined;
  /** The way back: the list screen of what is edited here. */
  back?: { href: string; label: string };
}

const changed = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The items whose title or description the filter matches, best first; all of them for an empty filter. */
function filtered(items: readonly EditorPickerItem[], filter: string): readonly EditorPickerItem[] {
  if (filter.trim() === '') return items;
  return items
    .map((item) => ({ item, match: fuzzyScore(filter, { title: item.title, keywords: [item.meta] }) }))
    .filter((entry) => entry.match !== null)
    .sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0))
    .map((entry) => entry.item);
}

/**
 * An editor (a studio, the form designer) opened without naming what to open: the product's frame with the
 * way back, and a searchable list of the choices — state, newest version, last change — that the arrow keys
 * move through and Enter opens.
 */
export function EditorPicker({ title, intro, label, items, create, back }: EditorPickerProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const shown = useMemo(() => filtered(items, filter), [items, filter]);
  const activeIndex = Math.max(0, Math.min(active, shown.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex < last ? activeIndex + 1 : 0,
      ArrowUp: activeIndex > 0 ? activeIndex - 1 : last,
      PageDown: Math.min(last, activeIndex + 10),
      PageUp: Math.max(0, activeIndex - 10),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
      document.getElementById(optionId(moves[event.key] ?? 0))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const chosen = shown[activeIndex];
      if (!chosen) return;
      event.preventDefault();
      navigate(chosen.href);
    }
  };

  return (
    <main className={css.picker}>
      {back ? (
        <Link className={css.back} to={back.href}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      ) : null}
      <div className={css.head}>
        <h1 className={css.title}>{title}</h1>
        {create ? (
          <Link className={`${button.primary} ${css.create}`} to={create.href}>
            {create.label}
          </Link>
        ) : null}
      </div>
      <p className={css.muted}>{intro}</p>
      <input
        className={field.input}
        type="search"
        role="combobox"
        aria-label={`Search ${label.toLowerCase()}`}
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
        aria-autocomplete="list"
        placeholder={`Search ${label.toLowerCase()}…`}
        value={filter}
        autoFocus
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul className={css.choices} role="listbox" id={listId} aria-label={label}>
        {shown.map((item, index) => (
          <li
            key={item.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={css.choice}
            onMouseMove={index === activeIndex ? undefined : () => setActive(index)}
            onClick={() => navigate(item.href)}
          >
            {item.icon ? <img className={css.choiceIcon} src={item.icon} alt="" /> : null}
            <span className={css.choiceTitle}>{item.title}</span>
            {item.state ? <span className={statusPill[item.state.tone]}>{item.state.label}</span> : null}
            <span className={css.choiceMeta}>{item.meta}</span>
            {item.version ? <span className={css.choiceFact}>{item.version}</span> : null}
            {item.changedAt ? (
              <span className={css.choiceFact}>
                Changed {changed(item.changedAt)}
                {item.changedBy ? ` by ${item.changedBy}` : ''}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className={css.muted} role="status">
          {items.length === 0
            ? `No ${label.toLowerCase()} yet.`
            : `No ${label.toLowerCase()} match “${filter.trim()}”.`}
        </p>
      ) : null}
    </main>
  );
}

interface EditorFailureProps {
  title: string;
  message: string;
  /** The studio without a name: its list of what to open. */
  againHref: string;
  againLabel: string;
}

/** An editor whose subject could not be opened: why, and the way to open another. */
export function EditorFailure({ title, message, againHref, againLabel }: EditorFailureProps) {
  return (
    <main className={css.picker}>
      <h1 className={css.title}>{title}</h1>
      <FailureBanner message={message} />
      <Link to={againHref}>{againLabel}</Link>
    </main>
  );
}
