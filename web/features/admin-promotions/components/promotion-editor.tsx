/**
 * Creates or edits an offer (admins): its kind and amount, the products or categories it touches, when and
 * for whom it runs, how it is reached (automatic, a public code, single-use codes), its caps, with the
 * example cart priced with and without it as the form changes. The core schema checks it, in French.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { PublicCatalog } from '@core/catalog';
import { fromMillimes } from '@core/money';
import { ORDER_TYPE_LABELS, ORDER_TYPES } from '@core/order-type';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '@core/payment-mode';
import { PROMOTION_KIND_LABELS, PROMOTION_KINDS } from '@core/promotions';
import { PromotionForm, ruleOfInput, type AdminPromotionView, type PromotionFormValues, type PromotionInput } from '@core/schemas/promotions';
import { JOURS_SEMAINE } from '@core/week-days';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-client';
import { useMenu, useSavePromotion, useVipLevels } from '../api/promotions';
import { PromotionPreview } from './promotion-preview';

const tnd = (m: number | null) => (m === null ? '' : fromMillimes(m));
const day = (iso: string | null, endOfRange = false) => {
  if (!iso) return '';
  const instant = new Date(Date.parse(iso) - (endOfRange ? 86_400_000 : 0));
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
};

function valuesOf(offer: AdminPromotionView | null): PromotionFormValues {
  return {
    nom: offer?.nom ?? '',
    description: offer?.description ?? '',
    kind: offer?.kind ?? 'items_percent',
    percent: offer?.percent === null || !offer ? (offer ? '' : '20') : String(offer.percent),
    amount: tnd(offer?.amount ?? null),
    categories: offer?.cible.categories ?? [],
    produits: offer?.cible.produits ?? [],
    achete: offer?.achete ? String(offer.achete) : '1',
    offre: offer?.offre ? String(offer.offre) : '1',
    repeter: offer?.repeter ?? true,
    offert_autres: offer?.offert != null,
    offert_categories: offer?.offert?.categories ?? [],
    offert_produits: offer?.offert?.produits ?? [],
    zones: offer?.zones ?? [],
    debut: day(offer?.conditions.debut ?? null),
    fin: day(offer?.conditions.fin ?? null, true),
    jours: offer?.conditions.jours ?? [],
    heure_debut: offer?.conditions.heure_debut ?? '',
    heure_fin: offer?.conditions.heure_fin ?? '',
    minimum: tnd(offer?.conditions.minimum ?? null),
    types_commande: offer?.conditions.types_commande ?? [],
    modes_paiement: offer?.conditions.modes_paiement ?? [],
    premiere_commande: offer?.conditions.premiere_commande ?? false,
    niveau_vip_id: offer?.niveau_vip_id ? String(offer.niveau_vip_id) : '',
    acces: !offer || offer.automatique ? 'auto' : offer.codes_uniques ? 'codes' : 'code',
    code: offer?.code ?? '',
    cumulable: offer?.cumulable ?? false,
    max_utilisations: offer?.max_utilisations ? String(offer.max_utilisations) : '',
    max_par_client: offer?.max_par_client ? String(offer.max_par_client) : '',
    budget: tnd(offer?.budget ?? null),
    brouillon: offer?.status === 'brouillon',
  };
}

function Check({ label, field }: { label: string; field: UseFormRegisterReturn }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-kin" {...field} />
      {label}
    </label>
  );
}

function CheckValue({ label, value, field }: { label: string; value: string | number; field: UseFormRegisterReturn }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-kin" value={value} {...field} />
      {label}
    </label>
  );
}

/** A row of checkboxes with its visible name, read out as the group's name. */
function CheckGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={label} className="grid gap-0.5">
      <span className="text-sm text-paper-400">{label}</span>
      <div className="flex flex-wrap gap-x-4">{children}</div>
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-sm border border-ink-600 p-3">
      <legend className="px-1 text-sm font-semibold text-kin-300">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Categories, then products one by one, of the menu: the products an offer touches or gives. */
function TargetPicker({
  legend,
  error,
  menu,
  categories,
  produits,
}: {
  legend: string;
  error: string | undefined;
  menu: PublicCatalog | undefined;
  categories: UseFormRegisterReturn;
  produits: UseFormRegisterReturn;
}) {
  return (
    <Fieldset legend={legend}>
      {error && (
        <p role="alert" className="text-sm text-shu-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4">
        {menu?.categories.map((c) => (
          <CheckValue key={c.id} label={c.nom_fr} value={c.id} field={categories} />
        ))}
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-paper-400">Produits un par un</summary>
        <div className="grid max-h-48 gap-x-4 overflow-y-auto sm:grid-cols-2">
          {menu?.produits.map((p) => (
            <CheckValue key={p.id} label={p.nom_fr} value={p.id} field={produits} />
          ))}
        </div>
      </details>
    </Fieldset>
  );
}

export function PromotionEditor({ offer, open, onOpenChange }: { offer: AdminPromotionView | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useSavePromotion();
  const { data: menu } = useMenu();
  const { data: vipLevels } = useVipLevels();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({ resolver: zodResolver(PromotionForm), defaultValues: valuesOf(offer) });
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  const parsed = PromotionForm.safeParse(values);
  // the core schema's paths ('cible', 'conditions.minimum'), not only the form's own fields
  const errors = form.formState.errors as Record<string, unknown>;
  const err = (path: string): string | undefined => {
    const found = path
      .split('.')
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);
    return found && typeof found === 'object' && 'message' in found ? String(found.message) : undefined;
  };
  const kind = values.kind;
  const targeted = kind === 'items_percent' || kind === 'items_amount' || kind === 'buy_x_get_y' || kind === 'free_product';
  const usesPercent = kind !== 'order_amount' && kind !== 'items_amount' && kind !== 'free_product';
  const usesAmount = kind === 'order_amount' || kind === 'items_amount' || kind === 'delivery';
  // react-hook-form gives checkbox groups as strings: ids back to numbers
  const ids = (name: 'categories' | 'produits' | 'offert_categories' | 'offert_produits') =>
    form.register(name, { setValueAs: (v: unknown) => (Array.isArray(v) ? v.map(Number) : v ? [Number(v)] : []) });

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: offer?.id, input });
      toast.success(offer ? 'Offre mise à jour' : 'Offre créée');
      onOpenChange(false);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{offer ? `Modifier « ${offer.nom} »` : 'Nouvelle offre'}</DialogTitle>
          <DialogDescription>Une seule offre automatique s’applique par commande : la plus avantageuse pour le client.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_19rem]" noValidate>
          <div className="grid gap-4">
            <FormField label="Nom de l’offre" error={err('nom')}>
              <Input {...form.register('nom')} placeholder="-20 % sur les Makis le mardi" />
            </FormField>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField label="Type d’offre" className="sm:col-span-3">
                <NativeSelect {...form.register('kind')}>
                  {PROMOTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {PROMOTION_KIND_LABELS[k]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              {usesPercent && (
                <FormField
                  label={kind === 'buy_x_get_y' ? 'Remise sur les offerts (%)' : 'Pourcentage'}
                  error={err('percent')}
                  hint={kind === 'delivery' ? '100 : livraison offerte' : undefined}
                >
                  <Input inputMode="numeric" {...form.register('percent')} />
                </FormField>
              )}
              {usesAmount && (
                <FormField label={kind === 'items_amount' ? 'Montant par article (TND)' : 'Montant (TND)'} error={err('amount')}>
                  <Input inputMode="decimal" {...form.register('amount')} />
                </FormField>
              )}
              {kind === 'buy_x_get_y' && (
                <>
                  <FormField label="Achetés" error={err('achete')}>
                    <Input inputMode="numeric" {...form.register('achete')} />
                  </FormField>
                  <FormField label="Offerts ou remisés">
                    <Input inputMode="numeric" {...form.register('offre')} />
                  </FormField>
                  <Check label="À chaque multiple" field={form.register('repeter')} />
                </>
              )}
            </div>
            {targeted && (
              <TargetPicker
                legend={
                  kind === 'free_product' ? 'Produits pouvant être offerts' : kind === 'buy_x_get_y' ? 'Produits achetés' : 'Catégories et produits concernés'
                }
                error={err('cible')}
                menu={menu}
                categories={ids('categories')}
                produits={ids('produits')}
              />
            )}
            {kind === 'buy_x_get_y' && <Check label="Les offerts sont d’autres produits" field={form.register('offert_autres')} />}
            {kind === 'buy_x_get_y' && values.offert_autres && (
              <TargetPicker
                legend="Produits offerts ou remisés"
                error={err('offert')}
                menu={menu}
                categories={ids('offert_categories')}
                produits={ids('offert_produits')}
              />
            )}
            {kind === 'delivery' && (
              <Fieldset legend="Zones de livraison">
                <p className="text-sm text-paper-400">Aucune cochée : toutes les zones.</p>
                <div className="flex flex-wrap gap-x-4">
                  {menu?.zones_livraison.map((z) => (
                    <CheckValue key={z.code} label={z.nom} value={z.code} field={form.register('zones')} />
                  ))}
                </div>
              </Fieldset>
            )}
            <Fieldset legend="Conditions">
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label="Du" error={err('conditions.debut')}>
                  <Input type="date" {...form.register('debut')} />
                </FormField>
                <FormField label="Au (inclus)" error={err('conditions.fin')}>
                  <Input type="date" {...form.register('fin')} />
                </FormField>
                <FormField label="De (heure)" error={err('conditions.heure_debut')}>
                  <Input type="time" {...form.register('heure_debut')} />
                </FormField>
                <FormField label="À (heure)" error={err('conditions.heure_fin')}>
                  <Input type="time" {...form.register('heure_fin')} />
                </FormField>
                <FormField label={kind === 'free_product' ? 'Offert dès (TND)' : 'Minimum de commande (TND)'} error={err('conditions.minimum')}>
                  <Input inputMode="decimal" {...form.register('minimum')} />
                </FormField>
              </div>
              <CheckGroup label="Jours (aucun coché : tous)">
                {JOURS_SEMAINE.map((j) => (
                  <CheckValue key={j} label={j} value={j} field={form.register('jours')} />
                ))}
              </CheckGroup>
              <CheckGroup label="Commandes (aucune cochée : toutes)">
                {ORDER_TYPES.filter((t) => t !== 'Sur_place').map((t) => (
                  <CheckValue key={t} label={ORDER_TYPE_LABELS[t]} value={t} field={form.register('types_commande')} />
                ))}
              </CheckGroup>
              <CheckGroup label="Paiement (aucun coché : tous)">
                {PAYMENT_MODES.map((m) => (
                  <CheckValue key={m} label={PAYMENT_MODE_LABELS[m]} value={m} field={form.register('modes_paiement')} />
                ))}
              </CheckGroup>
              <Check label="Première commande uniquement" field={form.register('premiere_commande')} />
              <FormField label="Clients" className="sm:max-w-xs">
                <NativeSelect {...form.register('niveau_vip_id')}>
                  <option value="">Tous les clients</option>
                  {vipLevels?.map((level) => (
                    <option key={level.id} value={level.id}>
                      Niveau {level.level_name} ou plus
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </Fieldset>
            <Fieldset legend="Accès et limites">
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label="Accès">
                  <NativeSelect {...form.register('acces')}>
                    <option value="auto">Automatique (sans code)</option>
                    <option value="code">Code public</option>
                    <option value="codes">Codes à usage unique</option>
                  </NativeSelect>
                </FormField>
                {values.acces === 'code' && (
                  <FormField label="Code" error={err('code')}>
                    <Input {...form.register('code')} placeholder="BIENVENUE" autoCapitalize="characters" />
                  </FormField>
                )}
                <FormField label="Utilisations au total" error={err('max_utilisations')} hint="Vide : sans limite">
                  <Input inputMode="numeric" {...form.register('max_utilisations')} />
                </FormField>
                <FormField label="Utilisations par client" error={err('max_par_client')} hint="Vide : sans limite">
                  <Input inputMode="numeric" {...form.register('max_par_client')} />
                </FormField>
                <FormField label="Budget (TND)" error={err('budget')} hint="L’offre s’arrête d’elle-même une fois le budget dépensé">
                  <Input inputMode="decimal" {...form.register('budget')} />
                </FormField>
              </div>
              {values.acces !== 'auto' && <Check label="Ce code se cumule avec l’offre automatique" field={form.register('cumulable')} />}
              <Check label="Enregistrer comme brouillon (non proposée aux clients)" field={form.register('brouillon')} />
            </Fieldset>
            {serverError && (
              <p role="alert" className="text-sm text-shu-300">
                {serverError}
              </p>
            )}
          </div>
          <aside className="grid min-w-0 content-start gap-3 self-start rounded-sm border border-ink-600 bg-ink-800 p-3 md:sticky md:top-0">
            <h3 className="text-sm font-semibold text-kin-300">Aperçu</h3>
            <PromotionPreview rule={parsed.success ? ruleOfInput(parsed.data) : null} menu={menu} />
          </aside>
          <DialogFooter className="md:col-span-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" isLoading={save.isPending}>
              Enregistrer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
