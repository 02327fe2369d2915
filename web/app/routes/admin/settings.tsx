/** /admin/settings (admin only: the admin layout refuses operators, the server too): the settings sections, with the shop's hero as the live preview. */
import { useSettings } from '../../../features/catalog/api/get-catalog';
import { HeroSection } from '../../../features/catalog/components/hero-section';
import { SettingsPage } from '../../../features/admin-settings/components/settings-page';

export function Component() {
  const settings = useSettings();
  return <SettingsPage publicSettings={settings} renderHero={(s) => <HeroSection settings={s} />} />;
}
