import { button } from '../controls/buttons.css.ts';
import * as css from './banner.css.ts';

interface StaleVersionBannerProps {
  /** What was changed, as in "Someone else changed this user …". */
  entity: string;
  /** Replaces the sentence when "this <entity>" does not read well ("these settings"). */
  message?: string;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * A save refused because someone else saved first (412): show their version, or save what was typed
 * over it. What the user typed stays in the form either way until they choose.
 */
export function StaleVersionBanner({ entity, message, onReload, onOverwrite }: StaleVersionBannerProps) {
  return (
    <div className={css.banner.warning} role="alert">
      <span>
        {message ??
          `Someone else changed this ${entity} while you were editing. Reload their version, or overwrite it with yours.`}
      </span>
      <div className={css.bannerActions}>
        <button type="button" className={button.secondary} onClick={onReload}>
          Reload
        </button>
        <button type="button" className={button.primary} onClick={onOverwrite}>
          Overwrite
        </button>
      </div>
    </div>
  );
}

/** A failure of the whole form (not of one field): what went wrong, in the server's words. */
export function FailureBanner({ message }: { message: string }) {
  return (
    <div className={css.banner.error} role="alert">
      {message}
    </div>
  );
}
