/**
 * /admin/cloture (admins and operators): pick a service day, read its figures (per payment mode,
 * discounts, refunds, fees, TVA per rate, cancelled), type the cash counted, see the difference, close the day.
 * A closed day shows the figures kept by its closing and the refunds and corrections made on its orders since.
 * Either prints on the thermal printer or downloads as a PDF (a day not closed: its figures of the moment).
 */
import { useState } from 'react';
import { serviceDayOf } from '@core/opening-hours';
import { formatDayFirst } from '@core/day-first-date';
import { formatTND } from '@core/money';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '@core/payment-mode';
import { formatOrderDate } from '@core/order-display';
import { formatTaxRate } from '@core/tax';
import type { ClosingDayView } from '@core/schemas/closing';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useClosingDay } from '../api/closing';
import { CloseDayForm } from './close-day-form';
import { ClosingDocuments } from './closing-documents';
import { MonthExport } from './month-export';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1 ${strong ? 'font-semibold text-paper' : ''}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

const count = (n: number) => `${n} commande${n > 1 ? 's' : ''}`;

function Figures({ figures }: { figures: ClosingDayView['figures'] }) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Encaissements</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-ink-600 text-sm">
            {PAYMENT_MODES.map((mode) => (
              <Row
                key={mode}
                label={`${PAYMENT_MODE_LABELS[mode]} (${count(figures.par_mode[mode].commandes)})`}
                value={formatTND(figures.par_mode[mode].total)}
              />
            ))}
            <Row label={`Total TTC (${count(figures.commandes)})`} value={formatTND(figures.total_ttc)} strong />
            <Row label={`Remboursements (${figures.remboursements.commandes})`} value={`− ${formatTND(figures.remboursements.total)}`} />
            <Row label="Net" value={formatTND(figures.net)} strong />
          </dl>
          {figures.en_cours > 0 && (
            <p className="mt-3 text-sm text-accent">{`${count(figures.en_cours)} pas encore livrée${figures.en_cours > 1 ? 's' : ''} : leurs espèces ne sont pas attendues.`}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Détail</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-ink-600 text-sm">
            <Row label="Remises des offres" value={formatTND(figures.remises.offres)} />
            <Row label="Bons de réduction" value={formatTND(figures.remises.bons)} />
            <Row label="Frais de livraison" value={formatTND(figures.frais_livraison)} />
            <Row label={`Commandes annulées (${figures.annulees.commandes})`} value={formatTND(figures.annulees.total)} />
          </dl>
          <table className="mt-4 w-full text-sm">
            <caption className="mb-2 text-left font-semibold text-paper">TVA par taux</caption>
            <thead>
              <tr className="text-left text-muted">
                <th className="font-normal">Taux</th>
                <th className="text-right font-normal">Base HT</th>
                <th className="text-right font-normal">TVA</th>
                <th className="text-right font-normal">TTC</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {figures.tva.map((part) => (
                <tr key={String(part.taux)}>
                  <td>{formatTaxRate(part.taux)}</td>
                  <td className="text-right">{formatTND(part.base)}</td>
                  <td className="text-right">{formatTND(part.tva)}</td>
                  <td className="text-right">{formatTND(part.ttc)}</td>
                </tr>
              ))}
              {figures.tva.length === 0 && figures.hors_tva === 0 && (
                <tr>
                  <td colSpan={4} className="text-muted">
                    Aucune vente ce jour-là.
                  </td>
                </tr>
              )}
              {figures.hors_tva > 0 && (
                <tr>
                  <td colSpan={3}>Sans TVA enregistrée</td>
                  <td className="text-right">{formatTND(figures.hors_tva)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}

function Closed({ view }: { view: ClosingDayView }) {
  const closing = view.cloture!;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Journée clôturée</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{`Clôturée par ${closing.closed_by} le ${formatOrderDate(closing.closed_at)}.`}</p>
        <dl className="divide-y divide-ink-600">
          <Row label="Espèces attendues" value={formatTND(closing.especes_attendues)} />
          <Row label="Espèces comptées" value={formatTND(closing.especes_comptees)} />
          <Row label="Écart" value={formatTND(closing.ecart)} strong />
        </dl>
        {closing.note && <p>{`Note : ${closing.note}`}</p>}
        <h3 className="font-semibold text-paper">Après clôture</h3>
        {view.apres_cloture.length === 0 ? (
          <p className="text-muted">Aucun remboursement ni correction depuis la clôture.</p>
        ) : (
          <ul className="grid gap-1">
            {view.apres_cloture.map((change) => (
              <li key={`${change.kind}-${change.numero_commande}-${change.at}`}>
                {`${formatOrderDate(change.at)} · ${change.numero_commande} · ${change.kind === 'remboursement' ? `remboursement de ${formatTND(change.montant ?? 0)}` : 'commande corrigée'}`}
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted">Ils comptent le jour où ils ont été faits ; les chiffres ci-dessus restent ceux de la clôture.</p>
      </CardContent>
    </Card>
  );
}

/** Each rider's cash of the day as checked off on the riders' page: expected, handed in, the difference. */
function RidersCash({ lines }: { lines: NonNullable<ClosingDayView['livreurs']> }) {
  if (lines.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Espèces des livreurs</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-ink-600 text-sm" data-testid="closing-riders">
          {lines.map((line) => (
            <Row
              key={line.rider_id}
              label={`${line.nom} (${count(line.commandes)}) : à remettre ${formatTND(line.especes_attendues)}`}
              value={line.pointage ? `remis ${formatTND(line.pointage.especes_remises)} · écart ${formatTND(line.pointage.ecart)}` : 'non pointé'}
            />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function ClosingPage() {
  const { me } = useSession();
  const [day, setDay] = useState(() => serviceDayOf({}, new Date()));
  const jour = isDay(day) ? day : null;
  const view = useClosingDay(jour);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 p-4 sm:p-6 lg:p-8">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Clôture</h1>
      <FormField label="Journée de service" className="max-w-xs" error={jour === null && day !== '' ? 'Date invalide (JJ/MM/AAAA)' : undefined}>
        <DateInput value={day} onChange={setDay} />
      </FormField>
      {view.isPending && jour !== null && <Skeleton className="h-64" />}
      {view.isError && <p className="text-accent">{errorMessage(view.error)}</p>}
      {view.data && (
        <>
          <h2 className="text-xl font-semibold text-paper">{`Journée du ${formatDayFirst(view.data.jour)}`}</h2>
          <ClosingDocuments jour={view.data.jour} closed={view.data.cloture !== null} />
          <Figures figures={view.data.figures} />
          <RidersCash lines={view.data.livreurs ?? []} />
          {view.data.cloture ? <Closed view={view.data} /> : <CloseDayForm jour={view.data.jour} expected={view.data.figures.especes_attendues} />}
        </>
      )}
      {me?.role === 'admin' && <MonthExport initialMonth={(jour ?? serviceDayOf({}, new Date())).slice(0, 7)} />}
    </div>
  );
}
