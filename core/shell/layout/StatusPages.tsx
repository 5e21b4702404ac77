import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertIcon, CompassIcon, LockIcon } from './icons.tsx';
import * as styles from './statusPage.css.ts';

/** Spec section 2: the loading placeholder text. */
export const LOADING_TEXT = 'Loading...';

interface StatusPageProps {
  icon: ReactNode;
  /** A small label above the title, e.g. `403`. */
  code?: string;
  title: string;
  text: string;
  action: ReactNode;
  /** Outside the main layout: fills the window. */
  bare?: boolean;
}

function StatusPage({ icon, code, title, text, action, bare = false }: StatusPageProps) {
  // Inside the main layout the content area is already the <main> landmark.
  const Root = bare ? 'main' : 'section';
  return (
    <Root className={bare ? `${styles.page} ${styles.bare}` : styles.page} aria-labelledby="status-title">
      <div className={styles.card}>
        <div className={styles.badge}>{icon}</div>
        {code && <p className={styles.code}>{code}</p>}
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{action}</div>
      </div>
    </Root>
  );
}

/** Unknown paths (spec section 2). */
export function NotFoundPage({ landingPage }: { landingPage: string }) {
  return (
    <StatusPage
      icon={<CompassIcon />}
      title="404 Not Found"
      text="There is no page at this address. It may have moved, or the link may be mistyped."
      action={
        <Link className={styles.primaryAction} to={landingPage}>
          Go to your landing page
        </Link>
      }
    />
  );
}

/**
 * A screen of one record whose record is not there for this user (deleted, mistyped, or outside the partner
 * accounts the user may see): the not-found frame with the way back to the screen's list.
 */
export function RecordNotFoundPage({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <StatusPage
      icon={<CompassIcon />}
      code="404"
      title={title}
      text={text}
      action={
        <Link className={styles.primaryAction} to={backTo}>
          {backLabel}
        </Link>
      }
    />
  );
}

/** A route the user may not read (spec section 4). */
export function ForbiddenPage({ landingPage, bare }: { landingPage: string; bare?: boolean }) {
  return (
    <StatusPage
      bare={bare}
      icon={<LockIcon />}
      code="403"
      title="You do not have access to this page"
      text="Your account is not permitted to open this page. Ask an administrator if you need it."
      action={
        <Link className={styles.primaryAction} to={landingPage}>
          Go to your landing page
        </Link>
      }
    />
  );
}

/** The error boundary's fallback (spec section 8): retry reloads the page. */
export function ErrorScreen({ onRetry, bare }: { onRetry: () => void; bare?: boolean }) {
  return (
    <StatusPage
      bare={bare}
      icon={<AlertIcon />}
      code="Error"
      title="Something went wrong"
      text="This screen could not be shown. Retry reloads the page; what you saved is kept."
      action={
        <button type="button" className={styles.primaryAction} onClick={onRetry}>
          Retry
        </button>
      }
    />
  );
}

export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? `${styles.loading} ${styles.loadingFull}` : styles.loading} role="status">
      {LOADING_TEXT}
    </div>
  );
}
