import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../di/ContainerContext.tsx';
import { NavRegistry, type SidebarSubmenu } from '../../registry/NavRegistry.ts';
import { activeEntryId, nodeContains } from './activeNav.ts';
import { MOBILE_MAX_WIDTH } from './breakpoints.ts';
import * as styles from './drawer.css.ts';
import { ChevronRightIcon, CloseIcon } from './icons.tsx';
import * as shellStyles from './shell.css.ts';
import { SidebarState } from './SidebarState.ts';
import { useFocusTrap } from './useFocusTrap.ts';

function DrawerSubmenu({ node, activeId }: { node: SidebarSubmenu; activeId: string | null }) {
  const [expanded, setExpanded] = useState(() => nodeContains(node, activeId));
  const listId = useId();
  const Icon = node.icon;
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon className={styles.rowIcon} />
        {node.section.title}
        <ChevronRightIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.subtree} hidden={!expanded}>
        {node.entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.route.path}
              className={`${styles.row} ${styles.childRow}`}
              aria-current={entry.id === activeId ? 'page' : undefined}
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The navigation below 768 px: a modal drawer with the sidebar's tree; focus stays inside, Esc closes. */
export const NavDrawer = observer(function NavDrawer() {
  const state = useService<SidebarState>(SidebarState);
  const nav = useService<NavRegistry>(NavRegistry);
  const { pathname } = useLocation();
  const drawerRef = useRef<HTMLDivElement>(null);
  const open = state.drawerOpen;
  const activeId = activeEntryId(nav.permittedEntries, pathname);

  useFocusTrap(drawerRef, open, () => state.closeDrawer());

  // Following a link, or widening the window past the breakpoint, closes the drawer.
  useEffect(() => state.closeDrawer(), [pathname, state]);
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 0.02}px)`);
    const onChange = () => {
      if (wide.matches) state.closeDrawer();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, state]);

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={() => state.closeDrawer()} aria-hidden="true" />
      <div
        ref={drawerRef}
        id="sdp-navigation-drawer"
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sdp-navigation-drawer-title"
        tabIndex={-1}
      >
        <div className={styles.drawerHeader}>
          <h2 id="sdp-navigation-drawer-title" className={styles.drawerTitle}>
            Navigation
          </h2>
          <button
            type="button"
            className={shellStyles.iconButton}
            aria-label="Close navigation"
            onClick={() => state.closeDrawer()}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Main navigation" className={styles.navArea}>
          <ul className={styles.tree}>
            {nav.sidebar.map((node) => {
              if (node.kind === 'submenu')
                return <DrawerSubmenu key={node.section.id} node={node} activeId={activeId} />;
              const Icon = node.entry.icon;
              return (
                <li key={node.section.id}>
                  <Link
                    to={node.entry.route.path}
                    className={styles.row}
                    aria-current={node.entry.id === activeId ? 'page' : undefined}
                  >
                    <Icon className={styles.rowIcon} />
                    {node.section.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
});
