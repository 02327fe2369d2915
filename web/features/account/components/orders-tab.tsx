/** Orders tab: empty state until the order history is wired here. */
import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { EmptyState } from './empty-state';

export function OrdersTab() {
  return (
    <EmptyState icon={ShoppingBag} title="Aucune commande pour le moment">
      <p>Vos commandes et leur suivi apparaîtront ici.</p>
      <Button asChild className="mt-4">
        <Link to={paths.menu.getHref()}>Découvrir le menu</Link>
      </Button>
    </EmptyState>
  );
}
