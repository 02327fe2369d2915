/** /order-tracking/{orderNumber} and /order-tracking?order= (account orders tab); no number goes home. */
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCatalog } from '../../../features/catalog/api/get-catalog';
import { OrderTracking } from '../../../features/orders/components/order-tracking';
import { MarketingPrompt } from '../../../features/marketing/components/marketing-prompt';

export function Component() {
  const { orderNumber } = useParams();
  const [search] = useSearchParams();
  const { data: catalog } = useCatalog();
  const settings = catalog?.settings;
  const numero = orderNumber ?? search.get('order');
  if (!numero) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <OrderTracking
      key={numero}
      numero={numero}
      contact={{ telephone: settings?.telephone, whatsapp: settings?.whatsapp }}
      zones={catalog?.zones_livraison ?? []}
      afterDelivery={<MarketingPrompt />}
    />
  );
}
