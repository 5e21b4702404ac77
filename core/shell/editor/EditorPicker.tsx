import { Link } from 'react-router-dom';
import { FailureBanner } from '../dialog/StaleVersionBanner.tsx';
import * as css from './editorPicker.css.ts';

export interface EditorPickerItem {
  key: string;
  href: string;
  title: string;
  meta: string;
}

interface EditorPickerProps {
  title: string;
  intro: string;
  /** What the list holds, for its accessible name ("Workflows"). */
  label: string;
  items: readonly EditorPickerItem[];
  /** Where a new one is made, when the user may make one. */
  create?: { href: string; label: string } | undefined;
}

/** An editor (a studio, the form designer) opened without naming what to open: the choices, each a link. */
export function EditorPicker({ title, intro, label, items, create }: EditorPickerProps) {
  return (
    <main className={css.picker}>
      <h1 className={css.title}>{title}</h1>
      <p className={css.muted}>{intro}</p>
      <ul className={css.choices} aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>
            <Link className={css.choice} to={item.href}>
              <span>{item.title}</span>
              <span className={css.choiceMeta}>{item.meta}</span>
            </Link>
          </li>
        ))}
      </ul>
      {create ? <Link to={create.href}>{create.label}</Link> : null}
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
