import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { PartnerAccount } from '../../contract/auth.ts';
import { useService } from '../../di/ContainerContext.tsx';
import { PartnerScope } from '../../workspace/PartnerScope.ts';
import { BuildingIcon, ChevronRightIcon } from './icons.tsx';
import * as styles from './partnerBar.css.ts';
import { TruncatedText } from './TruncatedText.tsx';

function accountLabel(account: PartnerAccount): string {
  return `${account.accountName} (${account.accountNumber})`;
}

/**
 * The partner hierarchy bar above the content (spec section 2): the path from the hierarchy's root
 * to the partner user's account, and a selector narrowing the console to an account beneath it.
 */
export const PartnerBar = observer(function PartnerBar() {
  const scope = useService<PartnerScope>(PartnerScope);
  const selectId = useId();
  if (!scope.active || scope.accountPath.length === 0) return null;
  const [own, ...children] = scope.selectableAccounts;
  const path = scope.scopePath;

  return (
    <section className={styles.bar} aria-label="Partner hierarchy">
      <span className={styles.label}>
        <BuildingIcon />
        Partner
      </span>
      <ol className={styles.path}>
        {path.map((account, index) => {
          const current = index === path.length - 1;
          return (
            <li key={account.accountId} className={styles.crumb} aria-current={current ? 'location' : undefined}>
              {index > 0 && <ChevronRightIcon className={styles.separator} />}
              <TruncatedText
                text={account.accountName}
                className={current ? styles.crumbCurrent : styles.crumbText}
                placement="bottom"
              />
            </li>
          );
        })}
      </ol>
      {own && children.length > 0 && (
        <div className={styles.scope}>
          <label htmlFor={selectId} className={styles.label}>
            Account
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={scope.selectedAccountId ?? ''}
            onChange={(event) => scope.select(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">All of {own.accountName}</option>
            {children.map((account) => (
              <option key={account.accountId} value={account.accountId}>
                {accountLabel(account)}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
});
