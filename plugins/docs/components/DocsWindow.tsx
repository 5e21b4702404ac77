import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import type { ScreenShortcutGroup } from '../../../core/shell/help/ShortcutHelpController.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import type { DocLibrary } from '../docLibrary.ts';
import { DOCS_ROUTE_PATH, docsRoute } from '../docsLinks.ts';
import { DOCS_TITLE } from '../docsMessages.ts';
import { SECTION_DEPTH } from '../parseDoc.ts';
import { headingElementId, renderDoc } from '../renderDoc.ts';
import type { DocSearchResult } from '../searchDocs.ts';
import { DocsSearch } from './DocsSearch.tsx';
import { DocsToc } from './DocsToc.tsx';
import { NARROW_QUERY } from './layout.ts';
import { useActiveHeading } from './useActiveHeading.ts';
import * as styles from './DocsWindow.css.ts';
import * as tocStyles from './DocsToc.css.ts';
import { prose } from './prose.css.ts';

/** The window's own keys, listed in the shortcut help (`?`) while it is open. */
export const DOCS_WINDOW_KEYS: ScreenShortcutGroup = {
  id: 'docs-window',
  title: 'Documentation',
  shortcuts: [
    { keys: ['/'], description: 'Search all pages' },
    { keys: ['arrowdown', 'arrowup'], description: 'Move through the search results' },
    { keys: ['enter'], description: 'Jump to the chosen result' },
    { keys: ['escape'], description: 'Clear the search, or close the contents' },
    { keys: ['f5', 'mod+r'], description: 'Refresh the window (asks first)' },
  ],
};

const CLOSE_DRAWER_KEYS = ['escape'];

function anchorOf(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The documentation window: contents, search and the current page. */
export function DocsWindow({ slug, library }: { slug: string; library: DocLibrary }) {
  const pages = library.pages;
  const page = library.find(slug);
  const location = useLocation();
  const navigate = useNavigate();
  const anchor = anchorOf(location.hash);
  const html = useMemo(() => (page ? renderDoc(page) : ''), [page]);
  const sectionAnchors = useMemo(
    () => page?.headings.filter((h) => h.depth > 1 && h.depth <= SECTION_DEPTH).map((h) => h.id) ?? [],
    [page],
  );
  const activeAnchor = useActiveHeading(sectionAnchors, slug);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tocId = useId();
  const tocRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstVisit = useRef(true);
  useScreenShortcuts(DOCS_WINDOW_KEYS);

  // Brings the anchor (or the top of a new page) into view; later visits also move focus there.
  useEffect(() => {
    const target =
      document.getElementById(headingElementId(anchor ?? '')) ??
      (page?.headings[0] ? document.getElementById(headingElementId(page.headings[0].id)) : null);
    if (anchor && target) target.scrollIntoView({ block: 'start' });
    else (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    if (!firstVisit.current) target?.focus({ preventScroll: true });
    firstVisit.current = false;
  }, [page, anchor, location.key]);

  // The drawer: focus moves into it, Esc closes it, and it closes itself when the window grows wide.
  useEffect(() => {
    if (!drawerOpen) return;
    const toc = tocRef.current;
    (toc?.querySelector<HTMLElement>('a[aria-current="page"]') ?? toc?.querySelector<HTMLElement>('a'))?.focus();
    const narrow = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
    const onWidthChange = () => {
      if (narrow && !narrow.matches) setDrawerOpen(false);
    };
    narrow?.addEventListener('change', onWidthChange);
    return () => narrow?.removeEventListener('change', onWidthChange);
  }, [drawerOpen]);
  useScopedHotkeys(
    CLOSE_DRAWER_KEYS,
    () => {
      setDrawerOpen(false);
      menuButtonRef.current?.focus();
    },
    { enabled: drawerOpen, inFields: true },
  );

  // Links inside a page stay in this window: `#anchor` and `?url=<slug>#anchor`.
  const onArticleClick = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('#')) {
      event.preventDefault();
      navigate(docsRoute(slug, anchorOf(href)));
    } else if (href.startsWith('?url=')) {
      event.preventDefault();
      navigate(`${DOCS_ROUTE_PATH}${href}`);
    }
  };

  const onChoose = (result: DocSearchResult) => navigate(docsRoute(result.slug, result.anchor));

  const index = pages.findIndex((candidate) => candidate.slug === slug);
  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = index >= 0 ? pages[index + 1] : undefined;

  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.contentsButton}
          aria-label="Contents"
          aria-expanded={drawerOpen}
          aria-controls={tocId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
        <div className={styles.brand}>
          <span className={styles.brandTitle}>{DOCS_TITLE}</span>
          <span className={styles.brandSubtitle}>SDP Console user documentation</span>
        </div>
        <div className={styles.searchSlot}>
          <DocsSearch library={library} onChoose={onChoose} />
        </div>
      </header>
      <div className={styles.columns}>
        <DocsToc
          id={tocId}
          ref={tocRef}
          pages={pages}
          currentSlug={slug}
          activeAnchor={activeAnchor}
          open={drawerOpen}
          onNavigate={() => setDrawerOpen(false)}
        />
        {drawerOpen && <div className={tocStyles.backdrop} aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
        <main className={styles.main} inert={drawerOpen}>
          {page ? (
            <article
              className={prose}
              onClick={onArticleClick}
              // Sanitised by renderDoc (DOMPurify) from the console's own Markdown.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <article className={prose}>
              <h1 id={headingElementId('page-not-found')} tabIndex={-1}>
                Page not found
              </h1>
              <p>
                There is no documentation page called “{slug}”. Choose a page from the contents, or search the
                documentation.
              </p>
            </article>
          )}
          {page && (previous || next) && (
            <nav className={styles.pager} aria-label="Previous and next page">
              {previous && (
                <Link className={styles.pagerLink} to={docsRoute(previous.slug)} rel="prev">
                  <span className={styles.pagerLabel}>Previous</span>
                  <span className={styles.pagerTitle}>{previous.title}</span>
                </Link>
              )}
              {next && (
                <Link className={`${styles.pagerLink} ${styles.pagerNext}`} to={docsRoute(next.slug)} rel="next">
                  <span className={styles.pagerLabel}>Next</span>
                  <span className={styles.pagerTitle}>{next.title}</span>
                </Link>
              )}
            </nav>
          )}
        </main>
      </div>
    </div>
  );
}
