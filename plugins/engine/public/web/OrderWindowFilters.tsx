import { InlineSelect } from '../../../../core/shell/form/InlineSelect.tsx';
import { ORDER_WINDOW_LABELS, ORDER_WINDOWS, type OrderWindow } from '../contract/orderWindows.ts';

interface OrderWindowFiltersProps {
  window: OrderWindow;
  /** The service chosen, by name; null for all. */
  service: string | null;
  /** The services to choose from: name and what to call it. */
  services: readonly { name: string; label: string }[];
  onWindow(window: OrderWindow): void;
  onService(service: string | null): void;
}

/** The window and service a screen of order figures counts (the dashboard, Monitor › Workflows). */
export function OrderWindowFilters({ window, service, services, onWindow, onService }: OrderWindowFiltersProps) {
  // A service named in the URL stays choosable while the list does not hold it (no order of it yet).
  const offered =
    service && !services.some((entry) => entry.name === service)
      ? [...services, { name: service, label: service }]
      : services;
  return (
    <>
      <InlineSelect
        label="Window"
        value={window}
        options={ORDER_WINDOWS.map((option) => ({ value: option, label: ORDER_WINDOW_LABELS[option] }))}
        onChange={(value) => onWindow(value as OrderWindow)}
      />
      <InlineSelect
        label="Service"
        value={service ?? ''}
        options={[
          { value: '', label: 'All services' },
          ...offered.map((entry) => ({ value: entry.name, label: entry.label })),
        ]}
        onChange={(value) => onService(value || null)}
      />
    </>
  );
}
