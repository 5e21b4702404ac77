import { useCallback, useEffect, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { SettingsSectionFrame } from '../../settings/public/web/SettingsSectionFrame.tsx';
import { copyGrantCalls } from '../calls.ts';
import { COPY_GRANT_KEYS, COPY_GRANTS_SECTION, type CopyGrant, type CopyGrants } from '../contract.ts';
import { formatDateTime } from '../../../core/shell/formatDateTime.ts';
import { CopyGrantPanel } from './CopyGrantPanel.tsx';
import * as css from './copyGrants.css.ts';

const whoOf = (grant: { allUsers: boolean; users: readonly { username: string }[] }) =>
  grant.allUsers ? 'every user who may copy configuration' : grant.users.map((user) => user.username).join(', ');

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; grants: CopyGrants };

/**
 * The Settings section of copy grants: the tenants (and their users) this tenant accepts configuration
 * copies from, with Allow, Edit and Revoke for those who may change the settings; and the tenants that
 * accept copies from this one.
 */
export default function CopyGrantsSection() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const canChange = usePermission(COPY_GRANT_KEYS.change);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [editing, setEditing] = useState<{ grant: CopyGrant | null } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const load = useCallback(() => {
    http.call(copyGrantCalls.list).then(
      (result) => setLoaded({ state: 'ready', grants: result.data }),
      () => setLoaded({ state: 'failed' }),
    );
  }, [http]);
  useEffect(load, [load]);

  const revoke = (grant: CopyGrant) =>
    setConfirm({
      title: `Revoke copies from ${grant.sourceName}?`,
      message: `Users of ${grant.sourceTenantId} can no longer copy configuration into this tenant. What they copied stays.`,
      confirmLabel: 'Revoke',
      danger: true,
      onConfirm: () => {
        http.call(copyGrantCalls.revoke, { grantId: grant.grantId, version: grant.version }).then(
          () => {
            notifier.success(`Copies from ${grant.sourceTenantId} revoked`);
            load();
          },
          () => load(),
        );
      },
    });

  return (
    <SettingsSectionFrame
      id={COPY_GRANTS_SECTION}
      title="Configuration copies"
      text="Which other tenants may copy configuration into this one, and which accept copies from it. Every grant and every copy is in both tenants' Configuration Logs."
    >
      {loaded.state === 'loading' && (
        <p className={css.empty} role="status">
          Loading...
        </p>
      )}
      {loaded.state === 'failed' && (
        <div className={css.toolbar} role="alert">
          <span className={css.empty}>The copy grants could not be loaded.</span>
          <button type="button" className={`${button.secondary} ${compactButton}`} onClick={load}>
            Retry
          </button>
        </div>
      )}
      {loaded.state === 'ready' && (
        <>
          <div className={css.part}>
            <h3 className={css.partTitle}>Accepted from</h3>
            {loaded.grants.given.length === 0 ? (
              <p className={css.empty}>No other tenant may copy configuration into this one.</p>
            ) : (
              <table className={css.table} aria-label="Tenants that may copy into this one">
                <thead>
                  <tr>
                    <th className={css.headCell}>Tenant</th>
                    <th className={css.headCell}>Who may copy</th>
                    <th className={css.headCell}>Note</th>
                    <th className={css.headCell}>Changed</th>
                    {canChange && (
                      <th className={css.headCell}>
                        <span className={css.muted}>Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {loaded.grants.given.map((grant) => (
                    <tr key={grant.grantId}>
                      <td className={css.cell}>
                        {grant.sourceName} <span className={css.muted}>({grant.sourceTenantId})</span>
                      </td>
                      <td className={css.cell}>{whoOf(grant)}</td>
                      <td className={css.cell}>{grant.note || <span className={css.muted}>—</span>}</td>
                      <td className={css.cell}>
                        {formatDateTime(grant.updatedAt)}{' '}
                        <span className={css.muted}>by {grant.updatedBy ?? grant.createdBy}</span>
                      </td>
                      {canChange && (
                        <td className={css.cell}>
                          <div className={css.actions}>
                            <button
                              type="button"
                              className={`${button.secondary} ${compactButton}`}
                              aria-label={`Edit copies from ${grant.sourceName}`}
                              onClick={() => setEditing({ grant })}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              className={`${button.danger} ${compactButton}`}
                              aria-label={`Revoke copies from ${grant.sourceName}`}
                              onClick={() => revoke(grant)}
                            >
                              Revoke
                            </button>
                          </div>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {canChange && (
              <div className={css.toolbar}>
                <button type="button" className={button.secondary} onClick={() => setEditing({ grant: null })}>
                  Allow copies from a tenant…
                </button>
              </div>
            )}
          </div>
          <div className={css.part}>
            <h3 className={css.partTitle}>Accepted by</h3>
            {loaded.grants.received.length === 0 ? (
              <p className={css.empty}>No other tenant accepts configuration copies from this one.</p>
            ) : (
              <ul className={css.received} aria-label="Tenants that accept copies from this one">
                {loaded.grants.received.map((grant) => (
                  <li key={grant.targetTenantId}>
                    {grant.targetName} <span className={css.muted}>({grant.targetTenantId})</span> accepts copies from{' '}
                    {whoOf(grant)} <span className={css.muted}>since {formatDateTime(grant.grantedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {editing && (
        <CopyGrantPanel
          grant={editing.grant}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notifier.success(editing.grant ? 'Copy grant saved' : `Copies from ${saved.sourceTenantId} allowed`);
            load();
          }}
        />
      )}
      {confirm && <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />}
    </SettingsSectionFrame>
  );
}
