import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { LiveState } from '../../../core/shell/controls/LiveState.tsx';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import type { WorkflowVersion } from '../../engine/public/contract/workflow.ts';
import { STEP_HEIGHT, STEP_WIDTH } from '../../engine/public/web/graph/layeredLayout.ts';
import { orderDeliveriesCall, orderWorkflowCall } from '../calls.ts';
import type { Delivery } from '../contract.ts';
import { DeliveryStatePill, timeText } from '../components/deliveryState.tsx';
import { ORDER_ID_PARAM } from '../paths.ts';
import * as css from '../reverse.css.ts';
import { eventLabel } from '../reverseLinks.ts';
import { sourcePicture } from '../sourceWorkflow.ts';
import { useDeliveryRevision } from '../useDeliveryStream.ts';
import * as styles from './sourceWorkflow.css.ts';

function DeliveryList({ deliveries }: { deliveries: readonly Delivery[] }) {
  if (deliveries.length === 0) return <p className={css.note}>No events sent.</p>;
  return (
    <ul className={css.list}>
      {deliveries.map((delivery) => {
        const last = delivery.attempts.at(-1);
        return (
          <li key={delivery.deliveryId} className={css.listItem}>
            <span>
              <strong>{eventLabel(delivery.eventType)}</strong> → {delivery.subscriber}{' '}
              <DeliveryStatePill state={delivery.state} />
            </span>
            <span className={css.note}>
              {timeText(delivery.createdAt)} · {delivery.attempts.length} attempts
              {last
                ? ` · last ${last.statusCode === null ? 'no answer' : `HTTP ${last.statusCode}`}, ${last.latencyMs} ms`
                : ''}
              {delivery.nextAttemptAt ? ` · next retry ${timeText(delivery.nextAttemptAt)}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `/reverse/events/details/source-workflow?orderId=…`: the workflow the order ran on, each step that
 * raised events marked with their count, and beside it the deliveries of the chosen step's events (or of all).
 */
export default function SourceWorkflowPage() {
  const http = useService<HttpClient>(HttpClient);
  const [params] = useSearchParams();
  const orderId = params.get(ORDER_ID_PARAM) ?? '';
  const { connected, revision } = useDeliveryRevision();
  const [workflow, setWorkflow] = useState<WorkflowVersion | null>(null);
  const [deliveries, setDeliveries] = useState<readonly Delivery[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    http.call(orderWorkflowCall, orderId, { signal: controller.signal }).then(
      ({ data }) => setWorkflow(data),
      () => !controller.signal.aborted && setFailure('The order or its workflow could not be read.'),
    );
    return () => controller.abort();
  }, [http, orderId]);

  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    http.call(orderDeliveriesCall, orderId, { signal: controller.signal }).then(
      ({ data }) => setDeliveries(data),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, orderId, revision]);

  const picture = useMemo(
    () => (workflow ? sourcePicture(workflow.definition, deliveries) : null),
    [workflow, deliveries],
  );
  const orderNumber = deliveries.find((delivery) => delivery.orderNumber)?.orderNumber;
  const chosenStep = picture?.steps.find((step) => step.id === chosen) ?? null;
  const title = orderNumber ? `Source workflow of ${orderNumber}` : 'Source workflow';

  if (!orderId) {
    return (
      <PageFrame title="Source workflow">
        <p>Open an order’s source workflow from Reverse › Events (the order of an event).</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={title}
      summary={
        workflow
          ? `Workflow version ${workflow.number}: the steps that raised events are marked; choose one to see its events’ deliveries.`
          : undefined
      }
    >
      {failure ? <p role="alert">{failure}</p> : null}
      {picture ? (
        <div className={styles.layout}>
          <div className={styles.canvas} role="group" aria-label="Workflow graph">
            <div style={{ position: 'relative', width: picture.width, height: picture.height }}>
              <svg className={styles.edges} width={picture.width} height={picture.height} aria-hidden="true">
                {picture.edges.map((edge) => (
                  <line
                    key={edge.id}
                    x1={edge.x1}
                    y1={edge.y1}
                    x2={edge.x2}
                    y2={edge.y2}
                    stroke="currentColor"
                    strokeWidth={2}
                  />
                ))}
              </svg>
              {picture.steps.map((step) => (
                <button
                  key={step.id}
                  type="button"
                  aria-pressed={chosen === step.id}
                  className={`${styles.step} ${step.deliveries.length > 0 ? styles.raised : styles.quiet} ${chosen === step.id ? styles.selected : ''}`}
                  style={{ left: step.x, top: step.y, width: STEP_WIDTH, height: STEP_HEIGHT }}
                  onClick={() => setChosen(chosen === step.id ? null : step.id)}
                >
                  <span className={styles.stepName}>{step.name}</span>
                  <span className={styles.stepDetail}>
                    {step.deliveries.length === 0
                      ? 'No events'
                      : `${step.deliveries.length} ${step.deliveries.length === 1 ? 'delivery' : 'deliveries'}`}
                  </span>
                </button>
              ))}
            </div>
          </div>
          <div className={styles.side}>
            <LiveState connected={connected} />
            {chosenStep ? (
              <section aria-label={`Deliveries of ${chosenStep.name}`}>
                <h2 className={css.sectionTitle}>Events raised by {chosenStep.name}</h2>
                <DeliveryList deliveries={chosenStep.deliveries} />
              </section>
            ) : (
              <>
                {picture.steps
                  .filter((step) => step.deliveries.length > 0)
                  .map((step) => (
                    <section key={step.id} aria-label={`Deliveries of ${step.name}`}>
                      <h2 className={css.sectionTitle}>Events raised by {step.name}</h2>
                      <DeliveryList deliveries={step.deliveries} />
                    </section>
                  ))}
                <section aria-label="Deliveries of the order’s own events">
                  <h2 className={css.sectionTitle}>The order’s own events</h2>
                  <DeliveryList deliveries={picture.orderLevel} />
                </section>
              </>
            )}
          </div>
        </div>
      ) : null}
    </PageFrame>
  );
}
