/** /admin/loyalty (admins only): what the programme owes, then settings, VIP levels, missions, customers and vouchers. */
import { formatTND } from '@core/money';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useLiability, useLoyaltySettingsAdmin, useMissionsAdmin, useVipLevelsAdmin } from '../api/admin-loyalty';
import { CustomersPanel } from './customers-panel';
import { MissionsEditor } from './missions-editor';
import { SettingsForm } from './settings-form';
import { VipLevelsEditor } from './vip-levels-editor';
import { VouchersPanel } from './vouchers-panel';

function Owed() {
  const { data } = useLiability();
  if (!data) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="loyalty-liability">
      {[
        ['Engagement total', formatTND(data.total)],
        ['Points non dépensés', `${data.unspent_points} (${formatTND(data.points_value)})`],
        ['Bons actifs', String(data.active_vouchers)],
        ['Valeur des bons actifs', formatTND(data.active_vouchers_amount)],
      ].map(([label, value]) => (
        <div key={label} className="rounded-md border border-ink-600 bg-ink-800 p-3">
          <dt className="text-[0.68rem] tracking-[0.12em] text-paper-400 uppercase">{label}</dt>
          <dd className="mt-1 font-display text-lg font-semibold text-paper tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminLoyaltyPage() {
  const settings = useLoyaltySettingsAdmin();
  const levels = useVipLevelsAdmin();
  const missions = useMissionsAdmin();
  return (
    <div className="grid gap-5 p-4 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Fidélité</h1>
        <p className="text-sm text-paper-400">Points, niveaux VIP, missions et bons d’achat</p>
      </header>
      <Owed />
      <Tabs defaultValue="settings" className="grid gap-4">
        <TabsList className="flex-wrap">
          <TabsTrigger value="settings">Réglages</TabsTrigger>
          <TabsTrigger value="levels">Niveaux VIP</TabsTrigger>
          <TabsTrigger value="missions">Missions</TabsTrigger>
          <TabsTrigger value="customers">Clients</TabsTrigger>
          <TabsTrigger value="vouchers">Bons d’achat</TabsTrigger>
        </TabsList>
        <TabsContent value="settings">{settings.data ? <SettingsForm settings={settings.data} /> : <PageSpinner />}</TabsContent>
        <TabsContent value="levels">{levels.data ? <VipLevelsEditor levels={levels.data} /> : <PageSpinner />}</TabsContent>
        <TabsContent value="missions">{missions.data ? <MissionsEditor missions={missions.data} /> : <PageSpinner />}</TabsContent>
        <TabsContent value="customers">
          <CustomersPanel />
        </TabsContent>
        <TabsContent value="vouchers">
          <VouchersPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
