import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { vars } from '../../../themes/contract.css.ts';
import * as styles from './PublicScreenFrame.css.ts';

export const PRODUCT_NAME = 'SDP Console';
const TAGLINE = 'Workflow orchestration and service provisioning';

export interface FrameLink {
  to: string;
  label: string;
}

interface PublicScreenFrameProps {
  /** The screen's heading. */
  title: string;
  /** One sentence under the heading saying what the screen is for. */
  lead?: ReactNode;
  /** Links under the card, to the neighbouring public screens. */
  links?: readonly FrameLink[];
  /** A wider card, for screens with the password rules. */
  wide?: boolean;
  children: ReactNode;
}

function BrandMark() {
  return (
    <svg className={styles.brandMark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill={vars.color.brand} />
      <path
        d="M12 13h9a4 4 0 0 1 4 4v0a4 4 0 0 1-4 4h-2a4 4 0 0 0-4 4v0a4 4 0 0 0 4 4h9"
        fill="none"
        stroke={vars.color.brandFg}
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="12" cy="13" r="3" fill={vars.color.brandFg} />
      <circle cx="28" cy="29" r="3" fill={vars.color.brandFg} />
    </svg>
  );
}

/** The tenant-neutral frame of every public screen: product name, a centred card and neighbouring links. */
export function PublicScreenFrame({ title, lead, links = [], wide = false, children }: PublicScreenFrameProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <div className={styles.band} aria-hidden="true" />
      <main className={styles.main}>
        <div className={styles.brand}>
          <BrandMark />
          <span className={styles.brandText}>
            <span className={styles.productName}>{PRODUCT_NAME}</span>
            <span className={styles.tagline}>{TAGLINE}</span>
          </span>
        </div>
        <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
          <header className={styles.header}>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
          {children}
        </section>
        {links.length > 0 ? (
          <nav aria-label="Account pages">
            <ul className={styles.footer}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.footerLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </main>
    </div>
  );
}
