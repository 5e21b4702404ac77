import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PartnerAccount } from '../../../core/contract/auth.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { useResourcePermissions } from '../../resourceKit/public/web/useResourcePermissions.ts';
import { ResourceForm } from '../../resourceKit/public/web/ResourceForm.tsx';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { facts } from '../../../core/shell/controls/facts.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { locationCalls } from '../calls.ts';
import { LocationTree } from '../components/LocationTree.tsx';
import { LOCATION_RESOURCE, type DeviceModel, type Location } from '../contract.ts';
import * as css from '../inventory.css.ts';
import { stockHref } from '../inventoryLinks.ts';
import { accountName, locationForm } from '../locationForm.ts';
import { childrenByParent, visibleRows } from '../locationTree.ts';
import { useDeviceModels, useLocations } from '../inventoryChoices.ts';

const EDIT_PARAM = 'edit';
const NEW_PARAM = 'new';

function LocationDetails({
  location,
  parent,
  models,
  accounts,
  canEdit,
  onEdit,
}: {
  location: Location;
  parent: Location | undefined;
  models: readonly DeviceModel[];
  accounts: readonly PartnerAccount[];
  canEdit: boolean;
  onEdit: () => void;
}) {
  const modelName = (modelId: string) => models.find((model) => model.modelId === modelId)?.name ?? modelId;
  return (
    <section className={css.card} aria-label={`Location ${location.name}`}>
      <h2 className={css.sectionTitle}>{location.name}</h2>
      <dl className={facts}>
        <dt>Type</dt>
        <dd>{location.type}</dd>
        <dt>Inside</dt>
        <dd>{parent?.name ?? '—'}</dd>
        <dt>Partner account</dt>
        <dd>{location.accountId ? accountName(accounts, location.accountId) : 'The tenant’s own'}</dd>
        <dt>Region</dt>
        <dd>{location.region ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{location.address || '—'}</dd>
        <dt>Status</dt>
        <dd>{location.active ? 'Active' : 'Inactive'}</dd>
        <dt>Capacity</dt>
        <dd>
          {location.capacities.length === 0
            ? 'Not limited'
            : location.capacities.map((entry) => `${modelName(entry.modelId)}: ${entry.capacity}`).join(', ')}
        </dd>
      </dl>
      <div className={css.row}>
        <Link className={`${button.secondary} ${compactButton}`} to={stockHref({ location: [location.locationId] })}>
          Stock here
        </Link>
        {canEdit ? (
          <button type="button" className={`${button.secondary} ${compactButton}`} onClick={onEdit}>
            Edit
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * `/inventory/locations`: the warehouses, shops and vans as a tree worked by keyboard (↑/↓, →/←, Enter
 * opens the location's form, or its stock without the update key), the focused one's details beside it,
 * create and edit in the side panel (`?new=1`, `?edit=<id>`).
 */
export default function LocationsPage() {
  const navigate = useNavigate();
  const allowed = useResourcePermissions(LOCATION_RESOURCE);
  const { records: locations, loading, error, reload } = useLocations();
  const { records: models } = useDeviceModels();
  const session = useService<SessionStore>(SessionStore);
  const [params, setParams] = useSearchParams();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const children = useMemo(() => childrenByParent(locations), [locations]);
  const rows = useMemo(() => visibleRows(children, expanded), [children, expanded]);
  const byId = useMemo(() => new Map(locations.map((location) => [location.locationId, location])), [locations]);

  useEffect(() => {
    if (locations.length === 0 || focusedId) return;
    const roots = children.get(null) ?? [];
    setExpanded(new Set(roots.map((root) => root.locationId)));
    setFocusedId(roots[0]?.locationId ?? null);
  }, [locations, children, focusedId]);

  const editId = params.get(EDIT_PARAM);
  const creating = params.get(NEW_PARAM) === '1' && allowed.create;
  const editing = editId ? (byId.get(editId) ?? null) : null;
  const setPanel = useCallback(
    (panel: { name: string; value: string } | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(EDIT_PARAM);
          next.delete(NEW_PARAM);
          if (panel) next.set(panel.name, panel.value);
          return next;
        },
        { replace: panel === null },
      ),
    [setParams],
  );
  const open = (id: string) => {
    if (allowed.update) setPanel({ name: EDIT_PARAM, value: id });
    else navigate(stockHref({ location: [id] }));
  };
  const toggle = (id: string, isOpen: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const accounts = session.user?.partnerInfo;
  const spec = useMemo(
    () => locationForm(locations, editing?.locationId ?? null, accounts),
    [locations, editing, accounts],
  );
  const focused = focusedId ? byId.get(focusedId) : undefined;

  return (
    <PageFrame
      title="Locations"
      summary="Warehouses, shops and vans: ↑/↓ move, →/← open and close, Enter opens a location."
    >
      <div className={css.split}>
        <div className={css.splitPane}>
          <div className={css.row}>
            <span className={css.note}>
              {loading ? 'Loading...' : `${locations.length} location${locations.length === 1 ? '' : 's'}`}
            </span>
            {allowed.create ? (
              <button
                type="button"
                className={`${button.primary} ${compactButton}`}
                onClick={() => setPanel({ name: NEW_PARAM, value: '1' })}
              >
                Create location
              </button>
            ) : null}
          </div>
          {error ? <p className={css.error}>{error}</p> : null}
          {!loading && !error && locations.length === 0 ? <p className={css.note}>No locations yet.</p> : null}
          {rows.length > 0 ? (
            <LocationTree
              rows={rows}
              expanded={expanded}
              focusedId={focusedId}
              onFocus={setFocusedId}
              onToggle={toggle}
              onOpen={open}
            />
          ) : null}
        </div>
        <div className={css.splitPane}>
          {focused ? (
            <LocationDetails
              location={focused}
              parent={focused.parentId ? byId.get(focused.parentId) : undefined}
              models={models}
              accounts={accounts ?? []}
              canEdit={allowed.update}
              onEdit={() => open(focused.locationId)}
            />
          ) : null}
        </div>
      </div>
      {creating || (editing && allowed.update) ? (
        <ResourceForm
          key={editing && !creating ? editing.locationId : 'new'}
          descriptor={LOCATION_RESOURCE}
          calls={locationCalls}
          spec={spec}
          record={creating ? null : editing}
          initialValues={creating && focused ? { ...spec.empty, parentId: focused.locationId } : undefined}
          idOf={(location) => location.locationId}
          labelOf={(location) => location.name}
          references={{ kind: 'location' }}
          onClose={() => setPanel(null)}
          onSaved={(saved) => {
            setPanel(null);
            setFocusedId(saved.locationId);
            if (saved.parentId) toggle(saved.parentId, true);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
