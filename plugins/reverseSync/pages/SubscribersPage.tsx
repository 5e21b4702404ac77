import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { rotateSecretCall, subscriberCalls } from '../calls.ts';
import { REVERSE_EVENT_LABELS, REVERSE_EVENT_TYPES, type Subscriber } from '../contract.ts';
import { HealthPill, healthText } from '../components/deliveryState.tsx';
import { SecretOnceDialog } from '../components/SecretOnceDialog.tsx';
import { SubscriberPanel } from '../components/SubscriberPanel.tsx';
import { SUBSCRIBER_PERMISSIONS, SUBSCRIBER_RESOURCE } from '../paths.ts';
import { subscriberForm } from '../subscriberForm.ts';
import { useSubscriberChoices } from '../useSubscriberChoices.ts';

const filtersText = (row: Subscriber, accountName: (id: string) => string) =>
  [row.service, row.operation, row.accountId ? accountName(row.accountId) : null].filter(Boolean).join(' · ') ||
  'All orders';

function subscriberColumns(accountName: (id: string) => string): GridColumn<Subscriber>[] {
  return [
    { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 180 },
    { id: 'url', header: 'URL', accessor: (row) => row.url, width: 300 },
    {
      id: 'eventType',
      header: 'Events',
      accessor: (row) => row.eventTypes.map((type) => REVERSE_EVENT_LABELS[type]).join(', '),
      filter: {
        kind: 'select',
        options: REVERSE_EVENT_TYPES.map((value) => ({ value, label: REVERSE_EVENT_LABELS[value] })),
      },
      width: 260,
    },
    { id: 'filters', header: 'Filters', accessor: (row) => filtersText(row, accountName), width: 200 },
    {
      id: 'health',
      header: 'Health',
      accessor: (row) => healthText(row.health).text,
      cell: (row) => <HealthPill health={row.health} />,
      searchable: false,
      width: 220,
    },
    enabledColumn((row) => row.enabled),
    updatedColumn(),
  ];
}

/**
 * `/reverse/subscribers`: the outside systems order events are posted to, signed — on the kit, with the
 * signing secret shown once on create and on rotation, a test event, and each one's health.
 */
export default function SubscribersPage() {
  const http = useService<HttpClient>(HttpClient);
  const [, setParams] = useSearchParams();
  const choices = useSubscriberChoices();
  const form = useMemo(() => subscriberForm(choices), [choices]);
  const accountName = useMemo(() => {
    const names = new Map(choices.accounts.map((account) => [account.value, account.label]));
    return (id: string) => names.get(id) ?? id;
  }, [choices.accounts]);
  const columns = useMemo(() => subscriberColumns(accountName), [accountName]);
  const mayUpdate = usePermission(SUBSCRIBER_PERMISSIONS.update);
  const [revision, setRevision] = useState(0);
  const [opened, setOpened] = useState<Subscriber | null>(null);
  const [secret, setSecret] = useState<{
    subscriber: string;
    secret: string;
    previousSecretUntil?: string | null;
  } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const rotate = (subscriber: Subscriber) =>
    setConfirm({
      title: `Rotate the secret of ${subscriber.name}?`,
      message:
        'A new signing secret is made and shown once. The current one keeps signing beside it for the configured overlap, then stops.',
      confirmLabel: 'Rotate secret',
      onConfirm: () => {
        http.call(rotateSecretCall, subscriber.subscriberId).then(
          ({ data }) => {
            setSecret({
              subscriber: subscriber.name,
              secret: data.secret,
              previousSecretUntil: data.previousSecretUntil,
            });
            setOpened(null);
            setRevision((value) => value + 1);
          },
          () => undefined,
        );
      },
    });

  const rowActions = useMemo<GridRowAction<Subscriber>[]>(
    () => [
      { id: 'health', label: 'Health and test event', run: setOpened },
      ...(mayUpdate ? [{ id: 'rotate', label: 'Rotate secret', run: rotate }] : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rotate only reads setters and the client
    [mayUpdate],
  );

  return (
    <>
      <ResourcePage
        descriptor={SUBSCRIBER_RESOURCE}
        calls={subscriberCalls}
        gridId="reverseSubscribers"
        label="Subscribers"
        summary="Outside systems that receive the order events they asked for, signed, with retries; each one’s health."
        columns={columns}
        idOf={(row) => row.subscriberId}
        labelOf={(row) => row.name}
        form={form}
        references={{ kind: 'reverseSubscriber' }}
        rowActions={rowActions}
        revision={revision}
        searchPlaceholder="Search name or URL"
        onCreated={(created) => {
          if (created.secret) setSecret({ subscriber: created.name, secret: created.secret });
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete('new');
              return next;
            },
            { replace: true },
          );
          setRevision((value) => value + 1);
        }}
      />
      {opened ? (
        <SubscriberPanel
          key={opened.subscriberId}
          subscriber={opened}
          onClose={() => setOpened(null)}
          onChanged={(changed) => {
            setOpened(changed);
            setRevision((value) => value + 1);
          }}
          onRotate={rotate}
        />
      ) : null}
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      {secret ? (
        <SecretOnceDialog
          subscriber={secret.subscriber}
          secret={secret.secret}
          previousSecretUntil={secret.previousSecretUntil}
          onClose={() => setSecret(null)}
        />
      ) : null}
    </>
  );
}
