import { Link } from 'react-router-dom';
import { FailureBanner } from '../dialog/StaleVersionBanner.tsx';
import * as css from './studioFrame.css.ts';

export interface StudioPickerItem {
  key: string;
  href: string;
  title: string;
  meta: string;
}

interface StudioPickerProps {
  title: string;
  intro: string;
  /** What the list holds, for its accessible name ("Workflows"). */
  label: string;
  items: readonly StudioPickerItem[];
  /** Where a new one is made, when the user may make one. */
  create?: { href: string; label: string } | undefined;
}

/** A studio opened without naming what to open: the choices, each a link. */
export function StudioPicker({ title, intro, label, items, create }: StudioPickerProps) {
  return (
    <main className={css.picker}>
      <h1 className={css.title}>{title}</h1>
      <p className={css.muted}>{intro}</p>
      <ul className={css.paletteList} aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>
            <Link className={css.paletteItem} to={item.href}>
              <span>{item.title}</span>
              <span className={css.paletteMeta}>{item.meta}</span>
            </Link>
          </li>
        ))}
      </ul>
      {create ? <Link to={create.href}>{create.label}</Link> : null}
    </main>
  );
}

interface StudioFailureProps {
  title: string;
  message: string;
  /** The studio without a name: its list of what to open. */
  againHref: string;
  againLabel: string;
}

/** A studio whose subject could not be opened: why, and the way to open another. */
export function StudioFailure({ title, message, againHref, againLabel }: StudioFailureProps) {
  return (
    <main className={css.picker}>
      <h1 className={css.title}>{title}</h1>
      <FailureBanner message={message} />
      <Link to={againHref}>{againLabel}</Link>
    </main>
  );
}
