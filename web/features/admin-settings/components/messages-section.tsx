/**
 * Paramètres › Messages: WhatsApp Business (Cloud API) and the HTTP SMS gateway that tell
 * customers about their orders. Tokens and secrets are write-only (shown as set or not; blank keeps
 * them). docs/operations.md (WhatsApp et SMS) says how to fill them for real gateways; without them,
 * outside production, messages go to the local simulators /dev/whatsapp and /dev/sms.
 */
import { useWatch } from 'react-hook-form';
import { MESSAGE_EVENT_LABELS, MESSAGE_EVENTS, type MessageEvent } from '@core/customer-messages';
import { MessagesInput } from '@core/schemas/messaging-settings';
import type { AdminSettingsView } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSectionForm } from '../hooks/use-section-form';
import { SecretField, SectionCard, TextField, ToggleField } from './fields';

type Messages = AdminSettingsView['messages'];
const SECRETS = ['whatsapp_access_token', 'whatsapp_app_secret', 'whatsapp_verify_token', 'sms_auth_token', 'sms_report_token'] as const;
type Secret = (typeof SECRETS)[number];
const BLANK = Object.fromEntries(SECRETS.map((s) => [s, ''])) as Record<Secret, string>;

export function MessagesSection({ initial }: { initial: Messages }) {
  const { secrets, ...values } = initial;
  const { form, fields: f, save, onSave } = useSectionForm('messages', MessagesInput, { ...values, ...BLANK }, SECRETS);
  const arabic = useWatch({ control: form.control, name: 'whatsapp_ar' });
  const toggleArabic = (event: MessageEvent, on: boolean) =>
    form.setValue('whatsapp_ar', on ? [...arabic, event] : arabic.filter((e) => e !== event), { shouldDirty: true });
  return (
    <SectionCard
      title="Messages"
      description="WhatsApp et SMS aux clients qui les ont choisis : commande confirmée, prête, en livraison, livrée, annulée, paiement échoué. WhatsApp d’abord, puis SMS si WhatsApp échoue ou n’est pas distribué en une minute."
      onSave={onSave}
      saving={save.isPending}
    >
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-paper">WhatsApp Business (Cloud API)</legend>
        <div className="md:col-span-2">
          <ToggleField label="Envoyer par WhatsApp" {...f.check('whatsapp_actif')} />
        </div>
        <TextField label="Identifiant du numéro (phone-number id)" {...f.text('whatsapp_phone_number_id')} />
        <TextField
          label="Adresse de l’API"
          hint="Vide : https://graph.facebook.com/v21.0"
          {...f.text('whatsapp_api_url')}
          placeholder="https://graph.facebook.com/v21.0"
        />
        <SecretField label="Jeton d’accès" isSet={secrets.whatsapp_access_token} {...f.text('whatsapp_access_token')} />
        <SecretField label="Secret de l’application" isSet={secrets.whatsapp_app_secret} {...f.text('whatsapp_app_secret')} />
        <SecretField label="Jeton de vérification du webhook" isSet={secrets.whatsapp_verify_token} {...f.text('whatsapp_verify_token')} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-paper">Modèles approuvés</legend>
        {MESSAGE_EVENTS.map((event) => (
          <div key={event} className="grid items-end gap-2 sm:grid-cols-[1fr_auto]">
            <TextField label={MESSAGE_EVENT_LABELS[event]} {...f.text(`whatsapp_templates.${event}`)} />
            <div className="pb-2">
              <ToggleField label="Aussi en arabe" checked={arabic.includes(event)} onChange={(e) => toggleArabic(event, e.target.checked)} />
            </div>
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-paper">Passerelle SMS (HTTP)</legend>
        <div className="md:col-span-2">
          <ToggleField label="Envoyer par SMS" {...f.check('sms_actif')} />
        </div>
        <TextField label="Adresse d’envoi" {...f.text('sms_url')} placeholder="https://api.passerelle.tn/v1/sms" />
        <TextField label="Expéditeur (sender id)" {...f.text('sms_sender')} placeholder="SAKURA" />
        <FormField label="Méthode" error={f.error('sms_method')}>
          <NativeSelect {...form.register('sms_method')}>
            <option value="POST">POST</option>
            <option value="GET">GET (paramètres dans l’adresse)</option>
          </NativeSelect>
        </FormField>
        <FormField label="Corps" error={f.error('sms_format')}>
          <NativeSelect {...form.register('sms_format')}>
            <option value="json">JSON</option>
            <option value="form">Formulaire (x-www-form-urlencoded)</option>
          </NativeSelect>
        </FormField>
        <TextField label="En-tête d’authentification" {...f.text('sms_auth_header')} placeholder="Authorization" />
        <SecretField label="Valeur de l’en-tête (clé)" feminine isSet={secrets.sms_auth_token} {...f.text('sms_auth_token')} />
        <FormField
          label="Modèle de la requête"
          hint="Variables : {to} (21620123456), {to_plus} (+21620123456), {text}, {sender}, {ref}. Vide : JSON from/to/text/reference."
          className="md:col-span-2"
          error={f.error('sms_body_template')}
        >
          <Textarea {...form.register('sms_body_template')} placeholder='{"from":"{sender}","to":"{to}","text":"{text}"}' className="font-mono text-xs" />
        </FormField>
        <TextField label="Chemin de l’identifiant dans la réponse" {...f.text('sms_id_path')} placeholder="messages.0.messageId" />
        <SecretField label="Jeton des accusés de réception" isSet={secrets.sms_report_token} {...f.text('sms_report_token')} />
        <p className="text-xs text-paper-500 md:col-span-2">
          Webhooks à déclarer chez la passerelle : /api/webhooks/sms/report?token=… (accusés) et /api/webhooks/sms/inbound?token=… (réponses, STOP). Chez Meta :
          /api/webhooks/whatsapp.
        </p>
      </fieldset>
    </SectionCard>
  );
}
