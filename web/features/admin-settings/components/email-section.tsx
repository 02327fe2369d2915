/**
 * E-mail (back-office §3 email_provider_*): who sends the shop's e-mails. The SMTP password and the
 * Brevo key are write-only (shown as set or not; blank keeps them). With "Configuration du serveur" the
 * environment's SMTP_URL / BREVO_API_KEY are used. The SMTP server fields are the same as the e-mail
 * test page's Configuration tab.
 */
import { EMAIL_PROVIDER_LABELS, EmailInput, type AdminSettingsView } from '@core/schemas/settings';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSectionForm } from '../hooks/use-section-form';
import { NumberField, SecretField, SectionCard, TextField, ToggleField } from './fields';

type Email = AdminSettingsView['email'];
type Provider = NonNullable<Email['email_provider_active']>;

export function EmailSection({ initial, passwordSet, brevoKeySet }: { initial: Email; passwordSet: boolean; brevoKeySet: boolean }) {
  const {
    form,
    fields: f,
    save,
    onSave,
  } = useSectionForm('email', EmailInput, { ...initial, smtp_password: '', brevo_api_key: '' }, ['smtp_password', 'brevo_api_key']);
  return (
    <SectionCard
      title="E-mail"
      description="Le fournisseur qui envoie les e-mails de la boutique (connexion, commandes, invitations). Les mots de passe et clés ne sont jamais réaffichés."
      onSave={onSave}
      saving={save.isPending}
    >
      <FormField label="Fournisseur d'envoi" error={f.error('email_provider_active')}>
        <NativeSelect {...form.register('email_provider_active', { setValueAs: (v: string | null) => (v === '' ? null : (v as Provider | null)) })}>
          <option value="">Configuration du serveur</option>
          {(Object.keys(EMAIL_PROVIDER_LABELS) as Provider[]).map((p) => (
            <option key={p} value={p}>
              {EMAIL_PROVIDER_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-paper">Serveur SMTP</legend>
        <TextField label="Serveur (hôte)" {...f.text('smtp_host')} placeholder="smtp.exemple.tn" />
        <NumberField label="Port" {...f.number('smtp_port')} min={1} />
        <TextField label="Utilisateur" {...f.text('smtp_user')} />
        <SecretField label="Mot de passe SMTP" isSet={passwordSet} {...f.text('smtp_password')} autoComplete="new-password" />
        <TextField
          label="Expéditeur"
          hint="Aussi pour Brevo. Vide : celui de la configuration du serveur."
          {...f.text('smtp_from')}
          placeholder="Sakura Sushi <commandes@exemple.tn>"
        />
        <div className="md:self-end">
          <ToggleField label="Connexion chiffrée (SSL/TLS)" {...f.check('smtp_ssl')} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-paper">Brevo</legend>
        <SecretField label="Clé API Brevo" isSet={brevoKeySet} {...f.text('brevo_api_key')} feminine />
      </fieldset>
    </SectionCard>
  );
}
