import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useService } from '../../di/ContainerContext.tsx';
import { PluginContributions } from '../../plugin/PluginContributions.ts';
import { isMacPlatform } from '../../registry/keybinding.ts';
import { SessionStore } from '../../session/SessionStore.ts';
import { ThemeEngine } from '../../theme/ThemeEngine.ts';
import { openDocs } from '../docsLink.ts';
import { PaletteController } from '../palette/PaletteController.ts';
import { HelpIcon, MenuIcon, SearchIcon } from './icons.tsx';
import * as styles from './shell.css.ts';
import { SidebarState } from './SidebarState.ts';
import { Tooltip } from './Tooltip.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The palette's key as the header shows it: ⌘K on Mac, Ctrl K elsewhere. */
export function paletteShortcutLabel(isMac: boolean = isMacPlatform()): string {
  return isMac ? '⌘K' : 'Ctrl K';
}

const TenantLogo = observer(function TenantLogo() {
  const theme = useService<ThemeEngine>(ThemeEngine);
  const session = useService<SessionStore>(SessionStore);
  const tenantName = session.user?.tenantInfo.businessName ?? '';
  if (theme.logo) {
    return (
      <img
        className={styles.logo}
        src={theme.logo}
        alt={tenantName ? `${tenantName} logo` : 'Logo'}
        style={{ height: theme.logoHeight }}
      />
    );
  }
  return (
    <span className={styles.wordmark}>
      SDP
      {tenantName && <span className={styles.wordmarkTenant}>{tenantName}</span>}
    </span>
  );
});

/** The top header: menu (mobile), tenant logo, palette, help and the user menu. */
export const Header = observer(function Header() {
  const palette = useService<PaletteController>(PaletteController);
  const sidebar = useService<SidebarState>(SidebarState);
  const contributions = useService<PluginContributions>(PluginContributions);
  const { pathname } = useLocation();
  const shortcut = paletteShortcutLabel();

  return (
    <header className={styles.header}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-label="Open navigation"
        aria-expanded={sidebar.drawerOpen}
        aria-controls="sdp-navigation-drawer"
        onClick={() => sidebar.openDrawer()}
      >
        <MenuIcon />
      </button>
      <div className={styles.brand}>
        <TenantLogo />
      </div>
      <div className={styles.spacer} />
      <div className={styles.headerActions}>
        <button
          type="button"
          className={styles.paletteButton}
          // The visible words first, so the name says what the eye reads (speech input, WCAG 2.5.3).
          aria-label={`Search or run a command, ${shortcut}`}
          aria-keyshortcuts={shortcut === '⌘K' ? 'Meta+K' : 'Control+K'}
          onClick={() => palette.open()}
        >
          <SearchIcon />
          <span className={styles.paletteLabel}>Search or run a command…</span>
          <kbd className={styles.kbd}>{shortcut}</kbd>
        </button>
        <Tooltip content="Help: Workflow Orchestration" placement="bottom">
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Help"
            onClick={() => openDocs(pathname, contributions)}
          >
            <HelpIcon />
          </button>
        </Tooltip>
        <UserMenu />
      </div>
    </header>
  );
});
