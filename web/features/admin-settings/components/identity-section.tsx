/** Identité: name, slogan, logo and favicon, search-engine description, phone, WhatsApp, address. */
import type { AdminSettingsView } from '@core/schemas/settings';
import { ImagePicker } from '../../../components/image-library/image-picker';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveSettingsSection } from '../api/settings';
import { useDraft } from '../hooks/use-draft';
import { SectionCard, TextField } from './fields';

export function IdentitySection({ initial }: { initial: AdminSettingsView['identite'] }) {
  const { draft, set } = useDraft(initial);
  const save = useSaveSettingsSection();
  return (
    <SectionCard title="Identité" onSave={() => save.mutate({ section: 'identite', body: draft })} saving={save.isPending}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Nom du restaurant" value={draft.nom_restaurant} onChange={set('nom_restaurant')} />
        <TextField label="Slogan" value={draft.slogan} onChange={set('slogan')} />
        <ImagePicker label="Logo" value={draft.logo_url} onChange={set('logo_url')} uploadFields={{ bucket: 'brand', entity_type: 'logo', tags: 'logo' }} />
        <ImagePicker
          label="Favicon"
          value={draft.favicon_url}
          onChange={set('favicon_url')}
          uploadFields={{ bucket: 'brand', entity_type: 'favicon', tags: 'favicon' }}
        />
        <TextField label="Téléphone" type="tel" value={draft.telephone} onChange={set('telephone')} />
        <TextField label="WhatsApp" type="tel" value={draft.whatsapp} onChange={set('whatsapp')} />
        <TextField label="Adresse" value={draft.adresse} onChange={set('adresse')} />
        <TextField label="Ville" value={draft.ville} onChange={set('ville')} />
      </div>
      <FormField label="Description pour les moteurs de recherche">
        <Textarea rows={3} value={draft.description_site ?? ''} onChange={(e) => set('description_site')(e.target.value)} />
      </FormField>
    </SectionCard>
  );
}
