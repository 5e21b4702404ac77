import { Navigate, useLocation } from 'react-router-dom';
import { INVENTORY_PATHS } from '../paths.ts';

/** `/inventory`: the inventory's base path lands on its dashboard (spec section 2). */
export default function InventoryBasePage() {
  const { search } = useLocation();
  return <Navigate to={`${INVENTORY_PATHS.dashboard}${search}`} replace />;
}
