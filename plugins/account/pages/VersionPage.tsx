import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AppInfo } from '../contract.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { CallTracker } from '../../../core/http/CallTracker.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { AccountApi } from '../accountApi.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import * as styles from '../components/form.css.ts';
import { PublicScreenFrame } from '../components/PublicScreenFrame.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { ACCOUNT_CALLS } from '../calls.ts';
import { accountPaths } from '../paths.ts';
import { errorMessage } from '../errorMessage.ts';
import * as facts from './VersionPage.css.ts';

const DATABASE_NAMES: Record<AppInfo['database'], string> = {
  embedded: 'Embedded (PGlite)',
  postgresql: 'PostgreSQL',
};

const startedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function AppInfoFacts({ info }: { info: AppInfo }) {
  const rows: [string, ReactNode][] = [
    ['Product', info.name],
    ['Version', <span className={facts.mono}>{info.version}</span>],
    ['API version', <span className={facts.mono}>{info.apiVersion}</span>],
    ['Database', DATABASE_NAMES[info.database]],
    [
      'Started at',
      <time dateTime={new Date(info.startedAt).toISOString()}>{startedFormat.format(info.startedAt)}</time>,
    ],
    ['Single sign-on', info.openIdEnabled ? 'Configured' : 'Not configured'],
  ];
  return (
    <dl className={facts.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={facts.group}>
          <dt className={facts.term}>{term}</dt>
          <dd className={facts.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function VersionPage() {
  const accounts = useService<AccountApi>(AccountApi);
  const calls = useService<CallTracker>(CallTracker);
  const session = useService<SessionStore>(SessionStore);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loading = calls.isLoading(ACCOUNT_CALLS.appInfo);

  const load = useCallback(
    (isCurrent: () => boolean = () => true) => {
      setError(null);
      accounts.appInfo().then(
        (answer) => {
          if (isCurrent()) setInfo(answer);
        },
        (caught: unknown) => {
          if (isCurrent()) setError(errorMessage(caught));
        },
      );
    },
    [accounts],
  );

  useEffect(() => {
    let current = true;
    load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const links = session.hasToken
    ? [{ to: session.landingPage, label: 'Back to the console' }]
    : [
        { to: accountPaths.login, label: 'Sign in' },
        { to: accountPaths.forgotPassword, label: 'Forgot password' },
      ];

  return (
    <PublicScreenFrame title="Version" lead="What this console is running on." links={links}>
      {info ? <AppInfoFacts info={info} /> : null}
      {!info && !error ? (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Loading...
        </p>
      ) : null}
      {error ? (
        <>
          <FormAlert message={error} />
          <div className={styles.actions}>
            <SubmitButton type="button" busy={loading} busyLabel="Loading…" onClick={() => load()}>
              Try again
            </SubmitButton>
          </div>
        </>
      ) : null}
    </PublicScreenFrame>
  );
}

export default observer(VersionPage);
