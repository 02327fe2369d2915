/**
 * The five tabs of /account, loyalty first by default; ?tab= keeps the choice in the URL. Composed here by
 * the app shell from three features: the account's profile and addresses, loyalty's points and vouchers,
 * and the orders' history with the cart's 'Commander à nouveau' in its slot (features do not import each other).
 */
import { useSearchParams } from 'react-router';
import { ACCOUNT_TABS, accountTab, type AccountTab } from '@core/pages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import type { ZoneOption } from '../../components/zone-select';
import type { CustomerView } from '../../lib/session';
import { AddressesTab } from '../../features/account/components/addresses-tab';
import { ProfileTab } from '../../features/account/components/profile-tab';
import { LoyaltyTab } from '../../features/loyalty/components/loyalty-tab';
import { VouchersTab } from '../../features/loyalty/components/vouchers-tab';
import { MyOrders } from '../../features/orders/components/my-orders';
import { ReorderButton } from '../../features/cart/components/reorder-button';
import { MessageConsentCard } from '../../features/messages/components/message-consent-card';
import { MarketingConsentCard } from '../../features/marketing/components/marketing-consent-card';

/**
 * The open tab's name as the page's second heading level, for screen readers (the tab list shows it): the
 * sections inside a tab are h3, under the page's h1 (no jump from h1 to h3).
 */
function TabHeading({ value }: { value: AccountTab }) {
  return <h2 className="sr-only">{ACCOUNT_TABS.find((tab) => tab.value === value)!.label}</h2>;
}

export function AccountTabs({ customer, accountEmail, zones }: { customer: CustomerView; accountEmail: string; zones: ZoneOption[] }) {
  const [params, setParams] = useSearchParams();
  const tab = accountTab(params.get('tab'));

  return (
    <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList>
          {ACCOUNT_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="profile">
        <TabHeading value="profile" />
        <ProfileTab customer={customer} accountEmail={accountEmail} />
        <MessageConsentCard />
        <MarketingConsentCard />
      </TabsContent>
      <TabsContent value="loyalty">
        <TabHeading value="loyalty" />
        <LoyaltyTab customer={customer} />
      </TabsContent>
      <TabsContent value="vouchers">
        <TabHeading value="vouchers" />
        <VouchersTab />
      </TabsContent>
      <TabsContent value="orders">
        <TabHeading value="orders" />
        <MyOrders reorder={(order) => <ReorderButton lines={order.items} orderNumber={order.numero_commande} align="end" />} />
      </TabsContent>
      <TabsContent value="addresses">
        <TabHeading value="addresses" />
        <AddressesTab zones={zones} />
      </TabsContent>
    </Tabs>
  );
}
