import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { docsRoute } from '../docsLinks.ts';
import { SECTION_DEPTH, type ParsedDoc } from '../parseDoc.ts';
import * as styles from './DocsToc.css.ts';

export interface DocsTocProps {
  id: string;
  pages: readonly ParsedDoc[];
  currentSlug: string;
  /** The heading the reader is at, highlighted among the current page's headings. */
  activeAnchor: string | null;
  /** Shown as a drawer on narrow screens; always shown on wide ones. */
  open: boolean;
  onNavigate(): void;
  ref?: Ref<HTMLElement>;
}

/** The pages of the documentation, with the headings of the current page beneath it. */
export function DocsToc({ id, pages, currentSlug, activeAnchor, open, onNavigate, ref }: DocsTocProps) {
  return (
    <nav
      id={id}
      ref={ref}
      aria-label="Documentation contents"
      className={open ? `${styles.toc} ${styles.tocOpen}` : styles.toc}
    >
      <h2 className={styles.heading}>Contents</h2>
      <ul className={styles.list}>
        {pages.map((page) => {
          const current = page.slug === currentSlug;
          const sections = current
            ? page.headings.filter((heading) => heading.depth > 1 && heading.depth <= SECTION_DEPTH)
            : [];
          return (
            <li key={page.slug}>
              <Link
                to={docsRoute(page.slug)}
                className={styles.pageLink}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {page.title}
              </Link>
              {sections.length > 0 && (
                <ul className={styles.sectionList} aria-label={`Sections of ${page.title}`}>
                  {sections.map((heading) => (
                    <li key={heading.id}>
                      <Link
                        to={docsRoute(page.slug, heading.id)}
                        className={
                          heading.depth > 2 ? `${styles.sectionLink} ${styles.subsectionLink}` : styles.sectionLink
                        }
                        aria-current={heading.id === activeAnchor ? 'location' : undefined}
                        onClick={onNavigate}
                      >
                        {heading.text}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
