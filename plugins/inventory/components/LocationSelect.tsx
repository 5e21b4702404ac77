import * as form from '../../../core/shell/form/form.css.ts';
import type { Location } from '../contract.ts';

/** A choice of one location, named with its type. */
export function LocationSelect({
  id,
  locations,
  value,
  onChange,
}: {
  id: string;
  locations: readonly Location[];
  value: string;
  onChange: (locationId: string) => void;
}) {
  return (
    <select id={id} className={form.input} value={value} onChange={(event) => onChange(event.target.value)}>
      {locations.map((location) => (
        <option key={location.locationId} value={location.locationId}>
          {location.name} ({location.type})
        </option>
      ))}
    </select>
  );
}
