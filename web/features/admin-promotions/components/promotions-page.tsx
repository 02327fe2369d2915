/**
 * The back-office 'Promotions' page: every offer with its status and why (brouillon, programmée, active,
 * en pause, terminée), its badge, uses and budget; admins create, edit, duplicate, end offers and generate
 * single-use codes, operators may only pause and resume. An offer opens its figures.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { formatTND } from '@core/money';
import { PROMOTION_KIND_LABELS, PROMOTION_STATUS_LABELS } from '@core/promotions';
import type { AdminPromotionView } from '@core/schemas/promotions';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { downloadCsv } from '../../../lib/download-csv';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { fetchCodesCsv, useGenerateCodes, usePromotionStep, usePromotions, type PromotionStep } from '../api/promotions';
import { PromotionEditor } from './promotion-editor';
import { PromotionFigures } from './promotion-figures';

const STATUS_VARIANT: Record<AdminPromotionView['status'], BadgeVariant> = {
  brouillon: 'outline',
  programmee: 'default',
  active: 'accent',
  en_pause: 'gold',
  terminee: 'outline',
};

function OfferCard({ offer, isAdmin, onEdit }: { offer: AdminPromotionView; isAdmin: boolean; onEdit: () => void }) {
  const step = usePromotionStep();
  const codes = useGenerateCodes();
  const [open, setOpen] = useState(false);
  const run = async (name: PromotionStep, done: string) => {
    try {
      await step.mutateAsync({ id: offer.id, step: name });
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const ended = offer.status === 'terminee';
  return (
    <li className="grid gap-3 rounded-sm border border-ink-600 bg-ink-800 p-4" data-testid="promotion-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="font-semibold">{offer.nom}</h2>
          <p className="text-sm text-paper-400">
            {PROMOTION_KIND_LABELS[offer.kind]} · {offer.automatique ? 'automatique' : offer.codes_uniques ? 'codes à usage unique' : `code ${offer.code}`}
            {offer.cumulable ? ' · cumulable' : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant="gold">{offer.badge}</Badge>
          <Badge variant={STATUS_VARIANT[offer.status]}>{PROMOTION_STATUS_LABELS[offer.status]}</Badge>
        </div>
      </div>
      <p className="text-sm text-paper-400">
        {offer.raison ? `${offer.raison} · ` : ''}
        {offer.commandes} commande{offer.commandes > 1 ? 's' : ''} · {offer.utilisations}
        {offer.max_utilisations !== null ? ` / ${offer.max_utilisations}` : ''} utilisation{offer.utilisations > 1 ? 's' : ''}
        {offer.budget !== null ? ` · budget ${formatTND(offer.budget_utilise)} / ${formatTND(offer.budget)}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {isAdmin && !ended && (
          <Button size="sm" variant="outline" onClick={onEdit}>
            Modifier
          </Button>
        )}
        {offer.status === 'active' || offer.status === 'programmee' ? (
          <Button size="sm" variant="outline" onClick={() => run('pause', 'Offre mise en pause')}>
            Mettre en pause
          </Button>
        ) : null}
        {offer.status === 'en_pause' && (
          <Button size="sm" variant="outline" onClick={() => run('resume', 'Offre reprise')}>
            Reprendre
          </Button>
        )}
        {isAdmin && (
          <Button size="sm" variant="outline" onClick={() => run('duplicate', 'Offre dupliquée (brouillon)')}>
            Dupliquer
          </Button>
        )}
        {isAdmin && !ended && (
          <Button size="sm" variant="ghost" onClick={() => run('end', 'Offre terminée')}>
            Terminer
          </Button>
        )}
        {isAdmin && offer.codes_uniques && !ended && (
          <Button
            size="sm"
            variant="outline"
            isLoading={codes.isPending}
            onClick={async () => {
              try {
                downloadCsv(await codes.mutateAsync({ id: offer.id, nombre: 100 }));
              } catch (e) {
                toast.error(errorMessage(e));
              }
            }}
          >
            Générer 100 codes
          </Button>
        )}
        {isAdmin && offer.codes_uniques && (
          <Button size="sm" variant="ghost" onClick={async () => downloadCsv(await fetchCodesCsv(offer.id))}>
            Codes (CSV)
          </Button>
        )}
        {isAdmin && (
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Masquer les résultats' : 'Voir les résultats'}
          </Button>
        )}
      </div>
      {open && <PromotionFigures offer={offer} />}
    </li>
  );
}

export function PromotionsPage() {
  const { data: offers, isPending } = usePromotions();
  const { me } = useSession();
  const isAdmin = me?.role === 'admin';
  const [editing, setEditing] = useState<AdminPromotionView | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  // a fresh form each time the editor opens (the offer's values, or a blank one)
  const [opened, setOpened] = useState(0);
  const edit = (offer: AdminPromotionView | null) => {
    setEditing(offer);
    setOpened((n) => n + 1);
    setEditorOpen(true);
  };
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Promotions</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-paper-400">
          Une seule offre automatique par commande (la plus avantageuse) ; un code s’y ajoute s’il est cumulable. Les bons d’achat fidélité s’appliquent après
          les offres.
        </p>
        {isAdmin && <Button onClick={() => edit(null)}>Nouvelle offre</Button>}
      </div>
      {isPending ? (
        <Spinner />
      ) : offers?.length ? (
        <ul className="grid gap-3">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} isAdmin={isAdmin} onEdit={() => edit(offer)} />
          ))}
        </ul>
      ) : (
        <p className="text-paper-400">Aucune offre pour l’instant.</p>
      )}
      {isAdmin && <PromotionEditor key={opened} offer={editing} open={editorOpen} onOpenChange={setEditorOpen} />}
    </div>
  );
}
