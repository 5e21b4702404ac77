import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_STATES, type Order } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { DataGrid } from '../../../core/grid/DataGrid.tsx';
import { GRID_SHORTCUT_GROUP } from '../../../core/grid/gridKeybindings.ts';
import type { FetchPageRequest, GridDataSource } from '../../../core/grid/gridTypes.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { resourceListQuery } from '../../resourceKit/public/web/resourceListQuery.ts';
import { ORDER_RESOURCE } from '../../engine/public/contract/order.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { orderCalls } from '../calls.ts';
import * as ui from '../components/orderUi.css.ts';
import { orderDetailHref } from '../paths.ts';
import { ORDER_STATE_LABELS } from '../orderStates.ts';
import {
  EMPTY_SEARCH,
  isEmptySearch,
  orderSearchQuery,
  readOrderSearch,
  writeOrderSearch,
  type OrderSearch,
} from '../orderSearchQuery.ts';
import { useOrderChoices } from '../useOrderChoices.ts';
import { orderColumns } from './orderColumns.tsx';
import * as css from './orderSearchPage.css.ts';

const NO_ACCOUNTS: readonly never[] = [];

interface SelectFieldProps {
  id: string;
  label: string;
  /** The first choice, which asks for nothing. */
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function SelectField({ id, label, anyLabel, value, options, onChange }: SelectFieldProps) {
  return (
    <FormField id={id} label={label}>
      <select id={id} className={formCss.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** `/monitor/order-listing/search/order`: orders by their fields and by values inside their payload. */
function OrderSearchPage() {
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = useMemo(() => readOrderSearch(params), [params]);
  const [form, setForm] = useState<OrderSearch>(asked);
  const choices = useOrderChoices();
  const ids = { text: useId(), service: useId(), operation: useId(), state: useId(), from: useId(), to: useId() };
  useScreenShortcuts(GRID_SHORTCUT_GROUP);

  useEffect(() => setForm(asked), [asked]);

  const accounts = session.item('partnerInfo') ?? NO_ACCOUNTS;
  const columns = useMemo(() => orderColumns(choices, accounts), [choices, accounts]);
  const operations = useMemo(
    () =>
      [
        ...new Set(
          choices.services
            .filter((service) => !form.service || service.name === form.service)
            .flatMap((service) => service.operations),
        ),
      ].sort(),
    [choices, form.service],
  );

  const searchQuery = useMemo(() => orderSearchQuery(asked), [asked]);
  const fetchPage = useCallback(
    async (request: FetchPageRequest) => {
      const { data } = await http.call(
        orderCalls.list,
        { ...resourceListQuery(ORDER_RESOURCE, request), ...searchQuery },
        { signal: request.signal },
      );
      return data;
    },
    [http, searchQuery],
  );
  const source = useMemo<GridDataSource<Order>>(
    () => ({ kind: 'server', fetchPage, revision: JSON.stringify(searchQuery) }),
    [fetchPage, searchQuery],
  );

  const set = <K extends keyof OrderSearch>(name: K, value: OrderSearch[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  const setCondition = (index: number, change: Partial<{ path: string; text: string }>) =>
    set(
      'payload',
      form.payload.map((condition, at) => (at === index ? { ...condition, ...change } : condition)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(writeOrderSearch(form));
  };

  return (
    <PageFrame title="Order Search" summary="Find orders by their details and by any value of their request.">
      <form className={css.form} onSubmit={submit} role="search" aria-label="Order search">
        <div className={css.fields}>
          <FormField id={ids.text} label="Order, subscriber or external id">
            <input
              id={ids.text}
              className={formCss.input}
              value={form.text}
              onChange={(event) => set('text', event.target.value)}
            />
          </FormField>
          <SelectField
            id={ids.service}
            label="Service"
            anyLabel="Any service"
            value={form.service}
            options={choices.services.map((service) => ({ value: service.name, label: service.displayName }))}
            onChange={(value) => set('service', value)}
          />
          <SelectField
            id={ids.operation}
            label="Operation"
            anyLabel="Any operation"
            value={form.operation}
            options={operations.map((operation) => ({ value: operation, label: operation }))}
            onChange={(value) => set('operation', value)}
          />
          <SelectField
            id={ids.state}
            label="State"
            anyLabel="Any state"
            value={form.state}
            options={ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] }))}
            onChange={(value) => set('state', value)}
          />
          <FormField id={ids.from} label="Created from">
            <input
              id={ids.from}
              type="date"
              className={formCss.input}
              value={form.from}
              onChange={(event) => set('from', event.target.value)}
            />
          </FormField>
          <FormField id={ids.to} label="Created until">
            <input
              id={ids.to}
              type="date"
              className={formCss.input}
              value={form.to}
              onChange={(event) => set('to', event.target.value)}
            />
          </FormField>
        </div>
        <fieldset className={css.conditions}>
          <legend>Payload values</legend>
          {form.payload.map((condition, index) => (
            <div key={index} className={css.condition}>
              <input
                className={formCss.input}
                aria-label={`Payload path ${index + 1}`}
                placeholder="customer.city"
                value={condition.path}
                onChange={(event) => setCondition(index, { path: event.target.value })}
              />
              <span aria-hidden="true">contains</span>
              <input
                className={formCss.input}
                aria-label={`Payload text ${index + 1}`}
                placeholder="Berlin"
                value={condition.text}
                onChange={(event) => setCondition(index, { text: event.target.value })}
              />
              <button
                type="button"
                className={ui.smallButton}
                onClick={() =>
                  set(
                    'payload',
                    form.payload.filter((_, at) => at !== index),
                  )
                }
                aria-label={`Remove payload condition ${index + 1}`}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className={ui.smallButton}
            onClick={() => set('payload', [...form.payload, { path: '', text: '' }])}
          >
            Add payload condition
          </button>
        </fieldset>
        <div className={css.actions}>
          <button type="button" className={button.secondary} onClick={() => setForm(EMPTY_SEARCH)}>
            Clear
          </button>
          <button type="submit" className={button.primary}>
            Search
          </button>
        </div>
      </form>
      {isEmptySearch(asked) ? (
        <p className={css.hint}>Fill in what you know about the order and press Search.</p>
      ) : (
        <DataGrid
          gridId="orderSearch"
          label="Orders found"
          columns={columns}
          source={source}
          getRowId={(order) => order.orderId}
          onOpen={(order) => navigate(orderDetailHref(order))}
          savedViews={false}
          emptyState={{ message: 'No order matches this search.' }}
        />
      )}
    </PageFrame>
  );
}

export default observer(OrderSearchPage);
