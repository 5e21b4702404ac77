import type { ReactNode } from 'react';
import * as css from '../../components/settings.css.ts';
import { settingsSectionElementId } from './settingsSections.ts';

/** A contributed section framed like the page's own: its box, its heading and the line under it. */
export function SettingsSectionFrame({
  id,
  title,
  text,
  children,
}: {
  /** The section's id (`SettingsSection.id`). */
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const elementId = settingsSectionElementId(id);
  return (
    <section id={elementId} className={css.section} aria-labelledby={`${elementId}-title`}>
      <div className={css.sectionHead}>
        <h2 id={`${elementId}-title`} className={css.sectionTitle}>
          {title}
        </h2>
        <p className={css.sectionText}>{text}</p>
      </div>
      {children}
    </section>
  );
}
