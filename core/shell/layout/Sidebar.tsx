import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../di/ContainerContext.tsx';
import { NavRegistry, type SidebarItem, type SidebarSubmenu } from '../../registry/NavRegistry.ts';
import { activeEntryId, nodeContains } from './activeNav.ts';
import { SidebarCollapseIcon, SidebarExpandIcon } from './icons.tsx';
import * as styles from './sidebar.css.ts';
import { SidebarState } from './SidebarState.ts';
import { Tooltip } from './Tooltip.tsx';
import { usePointerDownOutside } from './useDismiss.ts';

const FLYOUT_GAP = 6;
const VIEWPORT_MARGIN = 8;

interface RailProps {
  iconOnly: boolean;
  activeId: string | null;
}

function RailLink({ node, iconOnly, activeId }: RailProps & { node: SidebarItem }) {
  const { entry } = node;
  const Icon = entry.icon;
  const active = entry.id === activeId;
  return (
    <Tooltip content={node.section.title} placement="right" disabled={!iconOnly}>
      <Link
        to={entry.route.path}
        className={iconOnly ? `${styles.railItem} ${styles.railItemIconOnly}` : styles.railItem}
        aria-current={active ? 'page' : undefined}
        aria-label={iconOnly ? node.section.title : undefined}
      >
        <Icon className={styles.railIcon} />
        {!iconOnly && <span className={styles.railLabel}>{node.section.title}</span>}
      </Link>
    </Tooltip>
  );
}

/** A section with several pages: its rail button (marked in its corner) opens a flyout listing them with their full titles. */
function RailSubmenu({ node, iconOnly, activeId }: RailProps & { node: SidebarSubmenu }) {
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(0);
  const [left, setLeft] = useState(0);
  const [focusFirst, setFocusFirst] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const flyoutRef = useRef<HTMLDivElement>(null);
  const flyoutId = useId();
  const Icon = node.icon;
  const active = nodeContains(node, activeId);
  const { pathname } = useLocation();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  usePointerDownOutside([buttonRef, flyoutRef], () => setOpen(false), open);

  // Choosing a page (or any navigation) closes the flyout.
  useEffect(() => setOpen(false), [pathname]);

  useLayoutEffect(() => {
    if (!open || !buttonRef.current || !flyoutRef.current) return;
    const button = buttonRef.current.getBoundingClientRect();
    const rail = buttonRef.current.closest('nav')?.getBoundingClientRect() ?? button;
    const height = flyoutRef.current.getBoundingClientRect().height;
    setLeft(rail.right + FLYOUT_GAP);
    setTop(Math.max(VIEWPORT_MARGIN, Math.min(button.top, window.innerHeight - height - VIEWPORT_MARGIN)));
    if (focusFirst) {
      const links = flyoutRef.current.querySelectorAll<HTMLElement>('a');
      const current = flyoutRef.current.querySelector<HTMLElement>('a[aria-current="page"]');
      (current ?? links[0])?.focus();
      setFocusFirst(false);
    }
  }, [open, focusFirst]);

  const onFlyoutKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(flyoutRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    const focusAt = (to: number) => {
      event.preventDefault();
      links[(to + links.length) % links.length]?.focus();
    };
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(links.length - 1);
    else if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      <Tooltip content={node.section.title} placement="right" disabled={!iconOnly || open}>
        <button
          ref={buttonRef}
          type="button"
          className={iconOnly ? `${styles.railItem} ${styles.railItemIconOnly}` : styles.railItem}
          aria-label={iconOnly ? node.section.title : undefined}
          aria-expanded={open}
          aria-controls={open ? flyoutId : undefined}
          data-active={active}
          data-flyout=""
          onClick={(event) => {
            if (event.detail === 0) setFocusFirst(true);
            setOpen((value) => !value);
          }}
          onKeyDown={onButtonKeyDown}
        >
          <Icon className={styles.railIcon} />
          {!iconOnly && <span className={styles.railLabel}>{node.section.title}</span>}
        </button>
      </Tooltip>
      {open && (
        <div
          ref={flyoutRef}
          id={flyoutId}
          role="group"
          aria-labelledby={`${flyoutId}-title`}
          className={styles.flyout}
          style={{ top, left }}
          onKeyDown={onFlyoutKeyDown}
        >
          <h2 id={`${flyoutId}-title`} className={styles.flyoutTitle}>
            {node.section.title}
          </h2>
          <ul className={styles.flyoutList}>
            {node.entries.map((entry) => {
              const EntryIcon = entry.icon;
              return (
                <li key={entry.id}>
                  <Link
                    to={entry.route.path}
                    className={styles.flyoutLink}
                    aria-current={entry.id === activeId ? 'page' : undefined}
                  >
                    <EntryIcon className={styles.flyoutIcon} />
                    {entry.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}

/** The left sidebar (768 px and wider): the permitted sections in spec order, 80 px with labels or 64 px icons only. */
export const Sidebar = observer(function Sidebar() {
  const nav = useService<NavRegistry>(NavRegistry);
  const state = useService<SidebarState>(SidebarState);
  const { pathname } = useLocation();
  const iconOnly = state.iconOnly;
  const activeId = activeEntryId(nav.permittedEntries, pathname);

  return (
    <nav
      aria-label="Main navigation"
      className={iconOnly ? `${styles.sidebar} ${styles.sidebarIconOnly}` : styles.sidebar}
      data-icon-only={iconOnly}
    >
      <ul className={styles.list}>
        {nav.sidebar.map((node) => (
          <li key={node.section.id} className={styles.listItem}>
            {node.kind === 'item' ? (
              <RailLink node={node} iconOnly={iconOnly} activeId={activeId} />
            ) : (
              <RailSubmenu node={node} iconOnly={iconOnly} activeId={activeId} />
            )}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Tooltip content={iconOnly ? 'Show labels' : 'Icons only'} placement="right">
          <button
            type="button"
            className={styles.toggle}
            aria-label="Icon-only sidebar"
            aria-pressed={iconOnly}
            onClick={() => void state.toggleIconOnly()}
          >
            {iconOnly ? <SidebarExpandIcon /> : <SidebarCollapseIcon />}
          </button>
        </Tooltip>
      </div>
    </nav>
  );
});
