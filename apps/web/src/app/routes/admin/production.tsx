import { QueryState } from '../../../components/query-state';
import { ProductionBoard, useProductionBoard } from '../../../features/admin-production';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/production`: what the workshop must make and ship, by the day it must ship. */
function ProductionPage() {
  const board = useProductionBoard();
  return (
    <AdminPage
      title="Production"
      description="Orders not yet shipped, by the day they must ship. Orders at risk of missing it say why."
    >
      <QueryState query={board} loading="Loading the board..." what="The production board">
        {(data) => <ProductionBoard board={data} />}
      </QueryState>
    </AdminPage>
  );
}

export { ProductionPage as Component };
