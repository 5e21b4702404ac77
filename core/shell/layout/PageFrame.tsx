import type { ReactNode } from 'react';
import * as css from './pageFrame.css.ts';

interface PageFrameProps {
  /** The screen's heading (its one h1). */
  title: string;
  /** One sentence under the heading: what the screen holds. */
  summary?: string;
  /** Between the heading and the body: the tabs of a screen that holds several lists. */
  tabs?: ReactNode;
  children: ReactNode;
}

/** A listing screen's frame: heading, summary, and the body (usually a data grid) filling the rest. */
export function PageFrame({ title, summary, tabs, children }: PageFrameProps) {
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
        {summary ? <p className={css.summary}>{summary}</p> : null}
      </header>
      {tabs}
      <div className={css.body}>{children}</div>
    </div>
  );
}
