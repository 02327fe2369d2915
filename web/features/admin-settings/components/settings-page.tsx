/** /admin/settings (admin only): one tab per section, each saved on its own. */
import type { ReactNode } from 'react';
import type { PublicSettings } from '@core/catalog';
import { SETTINGS_SECTIONS, SETTINGS_SECTION_LABELS } from '@core/schemas/settings';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useAdminSettings } from '../api/settings';
import { DeliverySection } from './delivery-section';
import { DiagnosticsSection } from './diagnostics-section';
import { HeroSectionForm } from './hero-section-form';
import { EmailSection } from './email-section';
import { FiscalSection } from './fiscal-section';
import { HoursSection } from './hours-section';
import { IdentitySection } from './identity-section';
import { MessagesSection } from './messages-section';
import { PrintersSection } from './printers-section';
import { AccessSection, NotificationsSection, PaymentsSection, ServiceSection } from './service-sections';

export function SettingsPage({
  publicSettings,
  renderHero,
  categories,
  products,
  messagesExtra,
}: {
  publicSettings: PublicSettings | undefined;
  /** The menu's categories (the capacity's excluded categories). */
  categories?: readonly { id: number; nom_fr: string }[];
  /** The menu's products (their own TVA rate). */
  products?: readonly { id: number; nom_fr: string }[];
  renderHero: (settings: PublicSettings) => ReactNode;
  /** Shown under the Messages section (the marketing messages' settings, from their feature). */
  messagesExtra?: ReactNode;
}) {
  const settings = useAdminSettings();
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError)
    return (
      <p role="alert" className="text-shu-300">
        {errorMessage(settings.error)}
      </p>
    );
  const s = settings.data;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Paramètres</h1>
      <Tabs defaultValue="identite">
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {SETTINGS_SECTIONS.map((section) => (
            <TabsTrigger key={section} value={section}>
              {SETTINGS_SECTION_LABELS[section]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="identite">
          <IdentitySection initial={s.identite} />
        </TabsContent>
        <TabsContent value="accueil">
          <HeroSectionForm initial={s.accueil} base={publicSettings} renderHero={renderHero} />
        </TabsContent>
        <TabsContent value="horaires">
          <HoursSection initial={s.horaires} />
        </TabsContent>
        <TabsContent value="livraison">
          <DeliverySection initial={s.livraison} />
        </TabsContent>
        <TabsContent value="service">
          <ServiceSection initial={s.service} categories={categories} />
        </TabsContent>
        <TabsContent value="paiements">
          <PaymentsSection initial={s.paiements} keySet={s.secrets.konnect_api_key} />
        </TabsContent>
        <TabsContent value="fiscalite">
          <FiscalSection initial={s.fiscalite} categories={categories} products={products} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsSection initial={s.notifications} tokenSet={s.secrets.telegram_bot_token} />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesSection initial={s.messages} />
          {messagesExtra && <div className="mt-4">{messagesExtra}</div>}
        </TabsContent>
        <TabsContent value="imprimantes">
          <PrintersSection initial={s.imprimantes} />
        </TabsContent>
        <TabsContent value="email">
          <EmailSection initial={s.email} passwordSet={s.secrets.smtp_password} brevoKeySet={s.secrets.brevo_api_key} />
        </TabsContent>
        <TabsContent value="acces">
          <AccessSection initial={s.acces} passwordSet={s.secrets.mot_de_passe_acces} />
        </TabsContent>
        <TabsContent value="diagnostics">
          <DiagnosticsSection initial={s.diagnostics} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
