/**
 * /admin/events (admins, back-office §2): 'App Events (24h)', a prefix filter ('ensure_profile.' by
 * default), then Date, User (a dash if none), Event, Context (formatted JSON), newest first. An event
 * about an order links to its tracking page; the live mode adds new events as they happen. Below, the
 * background jobs that failed for good, with Réessayer (dead-jobs.tsx).
 */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { AppEventView } from '@core/schemas/diagnostics';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAppEvents, useLiveAppEvents } from '../api/app-events';
import { DeadJobs } from './dead-jobs';

const DEFAULT_EVENT_PREFIX = 'ensure_profile.';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
});

const COLUMNS = ['Date', 'User', 'Event', 'Context'];

/** What both layouts show of an event: when, who (a dash if nobody), and its context as indented JSON. */
function eventTexts(event: AppEventView) {
  return {
    date: dateFormat.format(new Date(event.created_at)),
    user: event.user_email ?? event.user_id ?? '—',
    context: JSON.stringify(event.context, null, 2),
  };
}

function OrderLink({ context }: { context: Record<string, unknown> }) {
  const numero = context.numero_commande;
  if (typeof numero !== 'string') return null;
  return (
    <Link className="text-xs text-shu-300 underline underline-offset-2" to={paths.orderTracking.getHref(numero)}>
      Commande {numero}
    </Link>
  );
}

/** Below 768 px: one card per event instead of a table too wide for a phone. */
function EventCard({ event }: { event: AppEventView }) {
  const { date, user, context } = eventTexts(event);
  return (
    <li className="grid gap-2 rounded-md border border-ink-600 bg-ink-800 p-3">
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-paper-400">
        <span className="tabular-nums">{date}</span>
        <span className="break-all">{user}</span>
      </div>
      <div className="font-mono text-sm break-all text-paper">{event.event}</div>
      <OrderLink context={event.context} />
      <pre className="max-h-48 overflow-auto rounded-xs bg-ink-900 p-2 text-xs text-paper-300">{context}</pre>
    </li>
  );
}

function EventRow({ event }: { event: AppEventView }) {
  const { date, user, context } = eventTexts(event);
  return (
    <tr className="border-t border-ink-600 align-top">
      <td className="px-3 py-2 whitespace-nowrap text-paper-300 tabular-nums">{date}</td>
      <td className="px-3 py-2 break-all text-paper-300">{user}</td>
      <td className="px-3 py-2">
        <div className="font-mono text-sm text-paper">{event.event}</div>
        <OrderLink context={event.context} />
      </td>
      <td className="px-3 py-2">
        <pre className="max-h-48 max-w-[36rem] overflow-auto rounded-xs bg-ink-900 p-2 text-xs text-paper-300">{context}</pre>
      </td>
    </tr>
  );
}

export function AppEventsPage() {
  const [prefix, setPrefix] = useState(DEFAULT_EVENT_PREFIX);
  const [live, setLive] = useState(false);
  const deferred = useDeferredValue(prefix.trim());
  const events = useAppEvents(deferred);
  useLiveAppEvents(deferred, live);

  return (
    <div className="grid min-w-0 gap-5 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-semibold text-paper sm:text-4xl">App Events (24h)</h1>
        <Button variant={live ? 'primary' : 'outline'} size="sm" aria-pressed={live} onClick={() => setLive((v) => !v)}>
          {live ? 'Direct activé' : 'Direct'}
        </Button>
      </header>
      <FormField label="Filtrer par préfixe d'événement" className="max-w-md">
        <Input value={prefix} onChange={(e) => setPrefix(e.target.value)} placeholder="ensure_profile." maxLength={100} autoComplete="off" />
      </FormField>
      {events.isPending ? (
        <p className="text-paper-400" aria-live="polite">
          Chargement…
        </p>
      ) : events.isError ? (
        <p role="alert" className="text-shu-300">
          {errorMessage(events.error)}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:hidden" aria-label="Événements des dernières 24 heures">
            {events.data.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
            {events.data.length === 0 && <li className="py-8 text-center text-paper-400">Aucun événement</li>}
          </ul>
          <div className="hidden overflow-x-auto rounded-md border border-ink-600 bg-ink-800 md:block">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Événements des dernières 24 heures</caption>
              <thead className="text-xs tracking-wide text-paper-400 uppercase">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {events.data.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
                {events.data.length === 0 && (
                  <tr>
                    <td colSpan={COLUMNS.length} className="px-3 py-8 text-center text-paper-400">
                      Aucun événement
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      <DeadJobs />
    </div>
  );
}
