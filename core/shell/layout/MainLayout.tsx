import type { ReactNode } from 'react';
import { Header } from './Header.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { PartnerBar } from './PartnerBar.tsx';
import * as styles from './shell.css.ts';
import { Sidebar } from './Sidebar.tsx';

export const CONTENT_ID = 'sdp-content';

/** The main layout of spec section 2: header, sidebar (a drawer on small screens), partner bar, content. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${CONTENT_ID}`}>
        Skip to content
      </a>
      <Header />
      <div className={styles.body}>
        <Sidebar />
        <div className={styles.main}>
          <PartnerBar />
          <main id={CONTENT_ID} className={styles.content} tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
      <NavDrawer />
    </div>
  );
}
