/**
 * Page d'accueil: the hero's settings with a live preview at phone (390 px) and desktop (1280 px) width,
 * drawn by the shop's own hero (passed in by the route, since features do not import each other).
 */
import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import type { PublicSettings } from '@core/catalog';
import { useWatch } from 'react-hook-form';
import { AccueilInput, type AdminSettingsView } from '@core/schemas/settings';
import { ImagePickerDialog } from '../../../components/image-library/image-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSectionForm } from '../hooks/use-section-form';
import { NumberField, SectionCard, TextField, ToggleField } from './fields';

type Hero = AdminSettingsView['accueil'];

function Preview({ width, label, children }: { width: number; label: string; children: ReactNode }) {
  const scale = width === 390 ? 0.6 : 0.3;
  // The desktop preview (384 px) does not fit a phone's screen: on a phone, the phone's preview only.
  return (
    <figure className={width === 390 ? 'space-y-1' : 'hidden space-y-1 sm:block'}>
      <figcaption className="text-xs text-paper-500">{label}</figcaption>
      <div className="overflow-hidden rounded-md border border-ink-600" style={{ width: width * scale, height: 420 * scale }} aria-hidden="true" inert>
        <div style={{ width, transform: `scale(${scale})`, transformOrigin: 'top left' }}>{children}</div>
      </div>
    </figure>
  );
}

export function HeroSectionForm({
  initial,
  base,
  renderHero,
}: {
  initial: Hero;
  base: PublicSettings | undefined;
  renderHero: (settings: PublicSettings) => ReactNode;
}) {
  const { form, fields: f, save, onSave } = useSectionForm('accueil', AccueilInput, initial);
  const d = useWatch({ control: form.control }) as Hero;
  const [picking, setPicking] = useState(false);
  const setImages = (images: string[]) => form.setValue('hero_images', images, { shouldDirty: true });
  const move = (i: number, by: number) => {
    const images = [...d.hero_images];
    const [item] = images.splice(i, 1);
    images.splice(i + by, 0, item!);
    setImages(images);
  };
  const preview = base ? renderHero({ ...base, ...d }) : null;
  return (
    <SectionCard title="Page d'accueil" onSave={onSave} saving={save.isPending}>
      {preview && (
        <div className="flex flex-wrap items-end gap-4">
          <Preview width={390} label="Aperçu téléphone (390 px)">
            {preview}
          </Preview>
          <Preview width={1280} label="Aperçu ordinateur (1280 px)">
            {preview}
          </Preview>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Mode" error={f.error('hero_mode')}>
          <NativeSelect {...form.register('hero_mode')}>
            <option value="image_unique">Image unique</option>
            <option value="carrousel">Carrousel</option>
            <option value="mosaique">Mosaïque</option>
            <option value="video">Vidéo</option>
            <option value="gif">GIF</option>
          </NativeSelect>
        </FormField>
        <TextField label="URL de la vidéo" {...f.text('hero_video_url')} />
        <TextField label="Titre principal" {...f.text('hero_titre_principal')} />
        <TextField label="Sous-titre" {...f.text('hero_sous_titre')} />
        <FormField label="Couleur du texte" error={f.error('hero_couleur_texte')}>
          <Input type="color" {...form.register('hero_couleur_texte')} className="h-11 p-1" />
        </FormField>
        <NumberField label="Opacité du voile (%)" {...f.number('hero_opacite_overlay')} />
        <FormField label="Position du texte" error={f.error('hero_position_texte')}>
          <NativeSelect {...form.register('hero_position_texte')}>
            <option value="gauche">Gauche</option>
            <option value="centre">Centre</option>
            <option value="droite">Droite</option>
          </NativeSelect>
        </FormField>
        <FormField label="Animation" error={f.error('hero_animation')}>
          <NativeSelect {...form.register('hero_animation')}>
            <option value="fade">Fondu</option>
            <option value="slide">Glissement</option>
            <option value="bounce">Rebond</option>
            <option value="none">Aucune</option>
          </NativeSelect>
        </FormField>
        <TextField label="Texte du bouton" {...f.text('hero_cta_texte')} />
        <ToggleField label="Afficher le bouton" {...f.check('hero_cta_actif')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-paper">Images (dans l'ordre d'affichage)</legend>
        {d.hero_images.map((url, i) => (
          <div key={`${url}-${i}`} className="flex items-center gap-2">
            <img src={url} alt="" className="size-11 shrink-0 rounded-sm object-cover" />
            <span className="min-w-0 flex-1 truncate text-sm text-paper-400">{url}</span>
            <Button type="button" variant="ghost" size="icon" aria-label="Monter" disabled={i === 0} onClick={() => move(i, -1)}>
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" aria-label="Descendre" disabled={i === d.hero_images.length - 1} onClick={() => move(i, 1)}>
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" aria-label="Retirer l'image" onClick={() => setImages(d.hero_images.filter((_, k) => k !== i))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" onClick={() => setPicking(true)}>
          <ImagePlus aria-hidden="true" /> Ajouter une image
        </Button>
        <ImagePickerDialog
          open={picking}
          onOpenChange={setPicking}
          title="Ajouter une image au hero"
          uploadFields={{ bucket: 'hero', entity_type: 'hero', tags: 'hero' }}
          onPick={(image) => {
            if (image.url) setImages([...form.getValues('hero_images'), image.url]);
            setPicking(false);
          }}
        />
      </fieldset>
    </SectionCard>
  );
}
