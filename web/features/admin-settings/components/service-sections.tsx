/** Service, Paiements, Notifications and Accès: short sections; secrets are write-only (shown as set or not). */
import type { z } from 'zod';
import { AccesInput, NotificationsInput, PaiementsForm, ServiceInput, type AdminSettingsView } from '@core/schemas/settings';
import { fromMillimes } from '@core/money';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { useTestTelegram } from '../api/settings';
import { useSectionForm } from '../hooks/use-section-form';
import { CashPaymentGroup } from './cash-payment-group';
import { NumberField, SecretField, SectionCard, TextField, ToggleField } from './fields';
import { SlotSettingsFields } from './slot-settings-fields';

/** categories: the menu's, for the capacity's excluded categories. */
export function ServiceSection({
  initial,
  categories = [],
}: {
  initial: AdminSettingsView['service'];
  categories?: readonly { id: number; nom_fr: string }[];
}) {
  const { form, fields: f, save, onSave } = useSectionForm('service', ServiceInput, initial);
  return (
    <SectionCard title="Service" onSave={onSave} saving={save.isPending}>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField label="Délai de préparation de base (minutes)" {...f.number('delai_preparation_base')} />
        <NumberField label="Livreurs actifs" {...f.number('nombre_livreurs_actifs')} />
        <NumberField
          label="Commandes simultanées maximum"
          {...f.number('commandes_simultanees_max')}
          min={1}
          hint="Plafond absolu : au-delà, « Dès que possible » propose le prochain créneau libre."
        />
        <NumberField label="Délai d'annulation (minutes)" {...f.number('delai_annulation')} />
        <NumberField
          label="Alerte commande non acceptée (minutes)"
          {...f.number('delai_alerte_recu')}
          min={1}
          hint="Une commande encore « Reçue » après ce délai est mise en évidence et sonne à nouveau."
        />
        <NumberField
          label="Écran cuisine : alerte orange (minutes)"
          {...f.number('cuisine_alerte_orange')}
          min={1}
          hint="L’âge d’un ticket en préparation passe à l’orange après ce délai."
        />
        <NumberField
          label="Écran cuisine : alerte rouge (minutes)"
          {...f.number('cuisine_alerte_rouge')}
          min={2}
          hint="Puis au rouge après celui-ci (plus long que l’alerte orange)."
        />
      </div>
      <ToggleField label="Paiement en ligne obligatoire" {...f.check('paiement_obligatoire')} hint="Seul le paiement en ligne est alors proposé et accepté." />
      <SlotSettingsFields form={form} categories={categories} />
    </SectionCard>
  );
}

const MODES = [
  ['konnect', 'Paiement en ligne (Konnect)'],
  ['especes', 'Espèces'],
  ['carte', 'Carte bancaire sur place'],
] as const;

export function PaymentsSection({ initial, keySet }: { initial: AdminSettingsView['paiements']; keySet: boolean }) {
  const ceiling = initial.especes_plafond_premiere_commande;
  const {
    form,
    fields: f,
    save,
    onSave,
  } = useSectionForm(
    'paiements',
    PaiementsForm,
    {
      ...initial,
      konnect_base_url: initial.konnect_base_url as z.input<typeof PaiementsForm>['konnect_base_url'],
      especes_plafond_premiere_commande: ceiling === null ? '' : fromMillimes(ceiling),
      konnect_api_key: '',
    },
    ['konnect_api_key'],
  );
  return (
    <SectionCard title="Paiements" onSave={onSave} saving={save.isPending}>
      {MODES.map(([mode, label]) => (
        <div key={mode} className="grid gap-2 sm:grid-cols-[16rem_1fr] sm:items-center">
          <ToggleField label={label} {...f.check(`modes_paiement.${mode}.actif`)} />
          <Input aria-label={`Description : ${label}`} {...form.register(`modes_paiement.${mode}.description`)} />
        </div>
      ))}
      {f.error('modes_paiement') && (
        <p role="alert" className="text-sm text-shu-300">
          {f.error('modes_paiement')}
        </p>
      )}
      <CashPaymentGroup form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField label="Clé API Konnect" isSet={keySet} {...f.text('konnect_api_key')} feminine />
        <TextField label="Wallet Konnect" {...f.text('konnect_wallet_id')} />
        <FormField label="Environnement Konnect" error={f.error('konnect_base_url')}>
          <NativeSelect {...form.register('konnect_base_url')}>
            <option value="https://api.sandbox.konnect.network/api/v2">Sandbox (tests)</option>
            <option value="https://api.konnect.network/api/v2">Production</option>
          </NativeSelect>
        </FormField>
      </div>
    </SectionCard>
  );
}

export function NotificationsSection({ initial, tokenSet }: { initial: AdminSettingsView['notifications']; tokenSet: boolean }) {
  const { fields: f, save, onSave } = useSectionForm('notifications', NotificationsInput, { ...initial, telegram_bot_token: '' }, ['telegram_bot_token']);
  const test = useTestTelegram();
  return (
    <SectionCard title="Notifications" onSave={onSave} saving={save.isPending}>
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField label="Jeton du bot Telegram" isSet={tokenSet} {...f.text('telegram_bot_token')} />
        <TextField label="Chat Telegram (identifiant)" {...f.text('telegram_chat_id')} />
      </div>
      <Button type="button" variant="outline" isLoading={test.isPending} onClick={() => test.mutate()}>
        Tester
      </Button>
    </SectionCard>
  );
}

export function AccessSection({ initial, passwordSet }: { initial: AdminSettingsView['acces']; passwordSet: boolean }) {
  const { form, fields: f, save, onSave } = useSectionForm('acces', AccesInput, { ...initial, mot_de_passe_acces: '' }, ['mot_de_passe_acces']);
  return (
    <SectionCard
      title="Accès"
      description="Avant l'ouverture, le site entier est réservé aux testeurs. Changer le mot de passe ou réactiver la protection révoque tous les accès accordés."
      onSave={onSave}
      saving={save.isPending}
    >
      <ToggleField label="Accès protégé actif" {...f.check('acces_protege_actif')} />
      <FormField label="Message « Bientôt Disponible »" error={f.error('message_bientot_disponible')}>
        <Textarea rows={2} {...form.register('message_bientot_disponible')} />
      </FormField>
      <SecretField label="Mot de passe des testeurs" isSet={passwordSet} {...f.text('mot_de_passe_acces')} autoComplete="new-password" />
    </SectionCard>
  );
}
