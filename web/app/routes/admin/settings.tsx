/** /admin/settings (admin only: the admin layout refuses operators, the server too): the settings sections, with the shop's hero as the live preview. */
import { useCatalog, useSettings } from '../../../features/catalog/api/get-catalog';
import { HeroSection } from '../../../features/catalog/components/hero-section';
import { SettingsPage } from '../../../features/admin-settings/components/settings-page';
import { MarketingSettingsCard } from '../../../features/marketing/components/marketing-settings-card';

export function Component() {
  const settings = useSettings();
  const catalog = useCatalog();
  return (
    <SettingsPage
      publicSettings={settings}
      categories={catalog.data?.categories}
      products={catalog.data?.produits}
      renderHero={(s) => <HeroSection settings={s} />}
      messagesExtra={<MarketingSettingsCard />}
    />
  );
}
