import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { alertForm } from '../alertForm.ts';
import { alertCalls } from '../calls.ts';
import { NOTIFICATION_EVENT_LABELS, type Alert } from '../contract.ts';
import { ALERT_RESOURCE, NOTIFICATION_NAME_PARAM } from '../paths.ts';

const columns: readonly GridColumn<Alert>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 220 },
  {
    id: 'channel',
    header: 'Channel',
    accessor: (row) => row.channel,
    filter: {
      kind: 'select',
      options: [
        { value: 'EMAIL', label: 'EMAIL' },
        { value: 'SMS', label: 'SMS' },
        { value: 'WEBHOOK', label: 'WEBHOOK' },
      ],
    },
    width: 110,
  },
  {
    id: 'events',
    header: 'Sent on',
    accessor: (row) => row.events.map((event) => NOTIFICATION_EVENT_LABELS[event]).join(', '),
    width: 240,
  },
  { id: 'service', header: 'Service', accessor: (row) => row.service ?? 'All', width: 150 },
  { id: 'recipients', header: 'Recipients', accessor: (row) => row.recipients.join(', '), width: 260 },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

/** `?notificationName=` opens that notification's form (the kit's `?edit=<id>`). */
function useOpenByName() {
  const http = useService<HttpClient>(HttpClient);
  const [params, setParams] = useSearchParams();
  const name = params.get(NOTIFICATION_NAME_PARAM);
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    http.call(alertCalls.list, { q: name, limit: 20 }, { signal: controller.signal }).then(
      ({ data }) => {
        const found = data.items.find((alert) => alert.name.toLowerCase() === name.toLowerCase());
        setParams(found ? { edit: found.alertId } : {}, { replace: true });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [http, name, setParams]);
}

/** `/configure/notifications`: what is sent, on which order events, to whom and how. */
export default function NotificationsPage() {
  useOpenByName();
  return (
    <ResourcePage
      descriptor={ALERT_RESOURCE}
      references={{ kind: 'notification' }}
      calls={alertCalls}
      gridId="notifications"
      label="Notifications"
      summary="Emails, SMS and webhooks sent when orders fail, tasks fail, orders complete or worklist items are assigned."
      columns={columns}
      idOf={(row) => row.alertId}
      labelOf={(row) => row.name}
      form={alertForm}
      searchPlaceholder="Search name, description or text"
    />
  );
}
