import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isMacPlatform } from '../../../core/registry/keybinding.ts';
import { KeybindingRegistry } from '../../../core/registry/KeybindingRegistry.ts';
import { NavRegistry, type SidebarNode } from '../../../core/registry/NavRegistry.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { KeyCombo } from '../../../core/shell/help/KeyCombo.tsx';
import { ShortcutHelpController } from '../../../core/shell/help/ShortcutHelpController.ts';
import { paletteShortcutLabel } from '../../../core/shell/layout/Header.tsx';
import { SearchIcon } from '../../../core/shell/layout/icons.tsx';
import { PaletteController } from '../../../core/shell/palette/PaletteController.ts';
import { consoleSummary } from '../consoleSummary.ts';
import { banner } from '../../../core/shell/dialog/banner.css.ts';
import * as styles from './gettingStarted.css.ts';
import { usefulShortcuts } from '../usefulShortcuts.ts';

function AreaCard({ node }: { node: SidebarNode }) {
  const entries = node.kind === 'item' ? [node.entry] : node.entries;
  const first = entries[0];
  if (!first) return null;
  const Icon = node.kind === 'item' ? node.entry.icon : node.icon;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.cardIcon}>
          <Icon />
        </span>
        <h3 className={styles.cardTitle}>
          <Link className={styles.cardTitleLink} to={first.route.path}>
            {node.section.title}
          </Link>
        </h3>
      </div>
      <p className={styles.cardText}>{node.section.summary}</p>
      {entries.length > 1 && (
        <ul className={styles.entryLinks} aria-label={`${node.section.title} pages`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link className={styles.entryLink} to={entry.route.path}>
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Why the user landed here rather than on their landing page, when that page does not open for them. */
const LandingNotice = observer(function LandingNotice({ session }: { session: SessionStore }) {
  const fallback = session.landingFallback;
  if (!fallback) return null;
  const why =
    fallback.reason === 'missing' ? 'is not a screen of this console yet' : 'is a screen your role may not open';
  return (
    <p className={`${banner.info} ${styles.notice}`} role="status">
      <span>
        Your landing page, <code>{fallback.stored}</code>, {why}, so the console opens Getting Started instead. You land
        there as soon as it opens for you; an administrator can also choose another landing page in Users.
      </span>
    </p>
  );
});

/** The titles of the sections an enabled plugin puts a screen in, in sidebar order. */
function enabledAreaTitles(nav: NavRegistry): string[] {
  return nav.sections
    .filter((section) => nav.entries.some((entry) => entry.section === section.id))
    .map((section) => section.title);
}

/** The base path (spec section 2): what the console does, the user's areas and the shortcuts to know. */
const GettingStartedPage = observer(function GettingStartedPage() {
  const session = useService<SessionStore>(SessionStore);
  const nav = useService<NavRegistry>(NavRegistry);
  const keybindings = useService<KeybindingRegistry>(KeybindingRegistry);
  const palette = useService<PaletteController>(PaletteController);
  const help = useService<ShortcutHelpController>(ShortcutHelpController);
  const isMac = isMacPlatform();
  const shortcuts = usefulShortcuts(keybindings.entries);
  const firstName = session.user?.firstname || session.user?.username;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</p>
          <h1 className={styles.title}>Getting Started</h1>
          <p className={styles.summary}>{consoleSummary(enabledAreaTitles(nav))}</p>
        </div>
        <button type="button" className={styles.paletteCta} onClick={() => palette.open()}>
          <SearchIcon />
          Jump anywhere
          <kbd className={styles.ctaKbd}>{paletteShortcutLabel(isMac)}</kbd>
        </button>
      </header>
      <LandingNotice session={session} />
      <div className={styles.columns}>
        <section aria-labelledby="getting-started-areas">
          <h2 id="getting-started-areas" className={styles.sectionTitle}>
            Your areas
          </h2>
          {nav.sidebar.length > 0 ? (
            <ul className={styles.cards}>
              {nav.sidebar.map((node) => (
                <AreaCard key={node.section.id} node={node} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              {nav.entries.length === 0
                ? 'No feature areas are enabled in this console yet.'
                : 'No areas are open to your account yet. Ask an administrator for access.'}
            </p>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="getting-started-shortcuts">
          <div className={styles.panelHead}>
            <h2 id="getting-started-shortcuts" className={styles.panelTitle}>
              Keyboard shortcuts
            </h2>
            <button type="button" className={styles.textButton} onClick={() => help.open()}>
              Show all
            </button>
          </div>
          <ul className={styles.shortcutList}>
            {shortcuts.map((entry) => (
              <li key={entry.command.id} className={styles.shortcut}>
                <span>{entry.command.title}</span>
                <KeyCombo keybinding={entry.keybinding} isMac={isMac} />
              </li>
            ))}
          </ul>
          <p className={styles.tip}>Shortcuts never fire while you type in a field.</p>
        </section>
      </div>
    </div>
  );
});

export default GettingStartedPage;
