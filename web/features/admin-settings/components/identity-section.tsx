/**
 * Identité: name, slogan, logo and favicon, the installed app's colours, search-engine description, phone,
 * WhatsApp, address, and the Google review link offered after a good rating.
 * The form checks the server's IdentiteInput (react-hook-form + zodResolver) and shows its French messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IdentiteInput, type AdminSettingsView, type SectionInput } from '@core/schemas/settings';
import { ImagePicker } from '../../../components/image-library/image-picker';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveSettingsSection } from '../api/settings';
import { SectionCard } from './fields';

type Identite = AdminSettingsView['identite'];
type ColourKey = 'couleur_theme' | 'couleur_fond';
type TextKey = Exclude<keyof Identite, 'logo_url' | 'favicon_url' | 'description_site' | 'lien_avis_google' | ColourKey>;

const TEXT_FIELDS: readonly { key: TextKey; label: string; type?: string }[] = [
  { key: 'nom_restaurant', label: 'Nom du restaurant' },
  { key: 'slogan', label: 'Slogan' },
];
const CONTACT_FIELDS: readonly { key: TextKey; label: string; type?: string }[] = [
  { key: 'telephone', label: 'Téléphone', type: 'tel' },
  { key: 'whatsapp', label: 'WhatsApp', type: 'tel' },
  { key: 'adresse', label: 'Adresse' },
  { key: 'ville', label: 'Ville' },
];
const COLOUR_FIELDS: readonly { key: ColourKey; label: string; hint: string }[] = [
  { key: 'couleur_theme', label: 'Couleur de la barre', hint: 'Barre du navigateur sur mobile et de l’application installée' },
  { key: 'couleur_fond', label: 'Couleur de fond de l’application', hint: 'Écran de démarrage et fond des icônes de l’application installée' },
];

export function IdentitySection({ initial }: { initial: Identite }) {
  const form = useForm<z.input<typeof IdentiteInput>, unknown, SectionInput<'identite'>>({
    resolver: zodResolver(IdentiteInput),
    defaultValues: {
      nom_restaurant: initial.nom_restaurant,
      slogan: initial.slogan ?? '',
      logo_url: initial.logo_url,
      favicon_url: initial.favicon_url,
      description_site: initial.description_site ?? '',
      telephone: initial.telephone ?? '',
      whatsapp: initial.whatsapp ?? '',
      adresse: initial.adresse ?? '',
      ville: initial.ville ?? '',
      lien_avis_google: initial.lien_avis_google ?? '',
      couleur_theme: initial.couleur_theme,
      couleur_fond: initial.couleur_fond,
    },
  });
  const { errors } = form.formState;
  const [logo, favicon, ...colours] = useWatch({ control: form.control, name: ['logo_url', 'favicon_url', 'couleur_theme', 'couleur_fond'] });
  const save = useSaveSettingsSection('identite');
  const submit = form.handleSubmit((body) => save.mutate(body));
  const textField = ({ key, label, type = 'text' }: { key: TextKey; label: string; type?: string }) => (
    <FormField key={key} label={label} error={errors[key]?.message}>
      <Input type={type} {...form.register(key)} />
    </FormField>
  );

  return (
    <SectionCard title="Identité" onSave={() => void submit()} saving={save.isPending}>
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map(textField)}
        <ImagePicker
          label="Logo"
          value={logo ?? null}
          onChange={(url) => form.setValue('logo_url', url, { shouldDirty: true })}
          error={errors.logo_url?.message}
          uploadFields={{ bucket: 'brand', entity_type: 'logo', tags: 'logo' }}
        />
        <ImagePicker
          label="Favicon"
          value={favicon ?? null}
          onChange={(url) => form.setValue('favicon_url', url, { shouldDirty: true })}
          error={errors.favicon_url?.message}
          uploadFields={{ bucket: 'brand', entity_type: 'favicon', tags: 'favicon' }}
        />
        {CONTACT_FIELDS.map(textField)}
        <FormField
          label="Lien d’avis Google"
          hint="Proposé aux clients qui donnent 4 ou 5 étoiles ; vide : pas d’invitation"
          error={errors.lien_avis_google?.message}
        >
          <Input type="url" inputMode="url" placeholder="https://g.page/r/…/review" {...form.register('lien_avis_google')} />
        </FormField>
        {COLOUR_FIELDS.map(({ key, label, hint }, i) => (
          <FormField
            key={key}
            label={label}
            // The code in words too: the default ink is hardly told from the dark card by its swatch.
            hint={
              <>
                {hint} : <span className="font-mono text-paper-300">{colours[i]}</span>
              </>
            }
            error={errors[key]?.message}
          >
            <Input type="color" {...form.register(key)} className="h-11 p-1" />
          </FormField>
        ))}
      </div>
      <FormField label="Description pour les moteurs de recherche" error={errors.description_site?.message}>
        <Textarea rows={3} {...form.register('description_site')} />
      </FormField>
    </SectionCard>
  );
}
