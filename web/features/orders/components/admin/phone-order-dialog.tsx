/**
 * 'Commande téléphone' on the board, laid out for a tablet: the customer on top (typed phone
 * or e-mail finds them; nobody found offers a new customer with a name and the number), the menu's tiles
 * on the left, the lines, pickup or delivery, the payment and the total on the right. A known customer
 * is: type 4 digits, tap the name, tap the dishes, tap Valider. 'Dès que possible' or a slot, as in the
 * shop (same slots, same capacity): a full slot is refused with the next one, taken in one tap.
 * Paid by a Konnect link, the answer shows the link as a QR code to scan, a button to copy it and buttons
 * that send it by WhatsApp or SMS. The order is react-hook-form checked by core's PhoneOrderForm (the server's
 * PhoneOrderInput): a new customer's or an address's French error shows under its field, nothing is sent. A
 * 'Code promo' the customer gives is checked by the staff quote (its refusal in French under the field) and
 * placed with the order.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Check, Phone, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { PublicCatalog } from '@core/catalog';
import type { ErrorCode } from '@core/errors/index';
import { formatTND } from '@core/money';
import { offeredPaymentModes, type ModePaiement } from '@core/payment-mode';
import { PhoneOrderForm, type PhoneOrderInput, type StaffCustomerView } from '@core/schemas/staff-orders';
import { countLabel } from '@core/plural';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { NextSlotOffer, SlotField } from '../../../../components/slot-field';
import { PromoCodeEntry } from '../../../../components/promo-code-field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSlotChoice } from '../../../../lib/use-slot-choice';
import { usePhoneOrderQuote, usePlacePhoneOrder, useStaffCustomers } from '../../api/staff-orders';
import { PaymentLink } from './payment-link';
import { addLine, DraftLines, DraftTotalsView, draftPayload, draftTotals, EMPTY_DRAFT, Fulfilment, MenuPicker, type OrderDraft } from './order-draft';

const PAYMENT_LABELS: Record<ModePaiement, string> = { especes: 'Espèces', carte: 'Carte sur place', konnect: 'Lien Konnect' };

type PhoneOrderValues = z.input<typeof PhoneOrderForm>;

/** The server's refusals of a new customer's number or e-mail, shown under the field (the others in a toast). */
const NEW_CUSTOMER_REFUSALS: Partial<Record<ErrorCode, 'nouveau_client.telephone' | 'nouveau_client.email'>> = {
  CUSTOMER_PHONE_TAKEN: 'nouveau_client.telephone',
  CUSTOMER_EMAIL_TAKEN: 'nouveau_client.email',
};

export function PhoneOrderDialog({ catalog }: { catalog: PublicCatalog }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button data-testid="phone-order-open">
          <Phone aria-hidden="true" />
          Commande téléphone
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-5xl! gap-3! p-4! sm:p-5!" aria-describedby="phone-order-help">
        <DialogHeader>
          <DialogTitle>Commande téléphone</DialogTitle>
          <DialogDescription id="phone-order-help">Mêmes règles que la boutique : carte, zones, minimums et ruptures.</DialogDescription>
        </DialogHeader>
        <PhoneOrderPanel
          key={session}
          catalog={catalog}
          onDone={() => {
            setOpen(false);
            setSession((n) => n + 1);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PhoneOrderPanel({ catalog, onDone }: { catalog: PublicCatalog; onDone: () => void }) {
  const [query, setQuery] = useState('');
  // The customer found, as shown; the form holds their id.
  const [customer, setCustomer] = useState<StaffCustomerView | null>(null);
  const modes = offeredPaymentModes(catalog.settings);
  const form = useForm<PhoneOrderValues, unknown, PhoneOrderInput>({
    resolver: zodResolver(PhoneOrderForm),
    defaultValues: {
      customer_id: null,
      nouveau_client: null,
      commande: { ...EMPTY_DRAFT, mode_paiement: modes.includes('especes') ? 'especes' : (modes[0] ?? 'especes'), scheduled_for: null, promo_code: '' },
    },
  });
  const [fresh, commande] = useWatch({ control: form.control, name: ['nouveau_client', 'commande'] });
  const { errors } = form.formState;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [placed, setPlaced] = useState<{ id: string; numero: string; payUrl: string | null; total: number } | null>(null);
  const found = useStaffCustomers(customer || fresh ? '' : query);
  const place = usePlacePhoneOrder();
  const draft: OrderDraft = commande;
  const totals = draftTotals(draft, catalog);
  const slot = useSlotChoice({ typeCommande: draft.type_commande, zone: draft.zone_livraison || null, enabled: true });
  // the running offers for this customer, priced by the server as the order will be
  const payload = draftPayload(draft);
  const quote = usePhoneOrderQuote(
    (customer || fresh) && payload.items.length > 0 && totals.belowMinimum === null
      ? {
          customer_id: customer?.id ?? null,
          code: commande.promo_code || null,
          type_commande: payload.type_commande,
          zone_livraison: payload.zone_livraison,
          mode_paiement: commande.mode_paiement,
          scheduled_for: slot.scheduledFor,
          voucher_code: null,
          items: payload.items,
        }
      : null,
  );

  if (placed?.payUrl) return <PaymentLink numero={placed.numero} total={placed.total} payUrl={placed.payUrl} orderId={placed.id} onDone={onDone} />;

  // The draft's pieces are set whole (no input of theirs is registered); once submitted, a change checks them again.
  const changeDraft = (patch: Partial<PhoneOrderValues['commande']>) =>
    form.setValue('commande', { ...form.getValues('commande'), ...patch }, { shouldValidate: form.formState.isSubmitted });

  function chooseCustomer(chosen: StaffCustomerView | null) {
    setCustomer(chosen);
    form.setValue('customer_id', chosen?.id ?? null);
    const address = chosen?.adresses[0];
    if (address)
      changeDraft({
        zone_livraison: address.zone_livraison,
        adresse_livraison: address.adresse,
        ville_livraison: address.ville,
        instructions_livraison: address.instructions_livraison ?? '',
      });
  }

  function newCustomer(typed: PhoneOrderValues['nouveau_client']) {
    form.clearErrors('nouveau_client');
    form.setValue('nouveau_client', typed);
  }

  function startNew() {
    const digits = query.replace(/\D/g, '');
    newCustomer({ prenom: '', nom: '', telephone: query.includes('@') ? '' : digits.slice(-8), email: query.includes('@') ? query.trim() : '' });
  }

  function send(input: PhoneOrderInput) {
    slot.clearOffer();
    place.mutate(
      { input, key },
      {
        onSuccess: ({ order, payUrl }) => {
          setKey(crypto.randomUUID());
          toast.success(`Commande ${order.numero_commande} enregistrée`, { description: formatTND(order.total_ttc) });
          if (payUrl) setPlaced({ id: order.id, numero: order.numero_commande, payUrl, total: order.total_ttc });
          else onDone();
        },
        onError: (error) => {
          slot.onRefused(error);
          const field = error instanceof ApiError ? NEW_CUSTOMER_REFUSALS[error.code] : undefined;
          if (field) form.setError(field, { message: errorMessage(error) });
          else toast.error(errorMessage(error));
        },
      },
    );
  }

  function submit(scheduledFor = slot.scheduledFor) {
    form.setValue('commande.scheduled_for', scheduledFor);
    void form.handleSubmit(send)();
  }

  const who = customer ? [customer.prenom, customer.nom].filter(Boolean).join(' ') : null;
  const ready = (customer || fresh) && draft.lines.length > 0 && totals.belowMinimum === null;
  const freshErrors = errors.nouveau_client;

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <div className="grid content-start gap-4">
        <section aria-label="Client" className="grid gap-2 rounded-md border border-ink-600 p-3">
          {customer ? (
            <div className="flex flex-wrap items-center justify-between gap-2" data-testid="phone-order-customer">
              <div>
                <p className="font-semibold text-paper">{who}</p>
                <p className="text-sm text-paper-400">
                  {customer.telephone} · {countLabel(customer.nombre_commandes, 'commande')} · {countLabel(customer.current_points_balance, 'point')}
                </p>
              </div>
              <Button type="button" size="sm" variant="ghost" onClick={() => chooseCustomer(null)}>
                Changer
              </Button>
            </div>
          ) : fresh ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <FormField label="Prénom" error={freshErrors?.prenom?.message}>
                <Input autoFocus {...form.register('nouveau_client.prenom')} />
              </FormField>
              <FormField label="Nom" error={freshErrors?.nom?.message}>
                <Input {...form.register('nouveau_client.nom')} />
              </FormField>
              <FormField label="Téléphone" error={freshErrors?.telephone?.message}>
                <Input inputMode="tel" {...form.register('nouveau_client.telephone')} />
              </FormField>
              <FormField
                label="E-mail (facultatif)"
                error={freshErrors?.email?.message}
                hint="Pour le suivi et la fidélité : le client pourra se connecter avec."
              >
                <Input type="email" {...form.register('nouveau_client.email')} />
              </FormField>
              <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={() => newCustomer(null)}>
                Rechercher un client existant
              </Button>
            </div>
          ) : (
            <>
              <FormField label="Téléphone ou e-mail du client">
                <Input
                  autoFocus
                  inputMode="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  placeholder="22 123 456 ou client@exemple.tn"
                  data-testid="phone-order-search"
                />
              </FormField>
              {query.trim().length >= 3 && (
                <ul className="grid gap-1.5" aria-label="Clients trouvés">
                  {(found.data ?? []).map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        onClick={() => chooseCustomer(c)}
                        disabled={c.is_blacklisted}
                        className="flex min-h-12 w-full flex-wrap items-center justify-between gap-x-3 rounded-sm border border-ink-600 bg-ink-700/50 px-3 py-2 text-left hover:border-kin/60 disabled:opacity-50"
                        data-testid={`phone-order-customer-${c.id}`}
                      >
                        <span className="font-medium text-paper">{[c.prenom, c.nom].filter(Boolean).join(' ') || c.email}</span>
                        <span className="text-sm text-paper-400 tabular-nums">
                          {c.telephone} {c.is_blacklisted ? '· liste noire' : `· ${c.nombre_commandes} cmd`}
                        </span>
                      </button>
                    </li>
                  ))}
                  {found.data && (
                    <li>
                      <Button type="button" variant="outline" size="sm" onClick={startNew} data-testid="phone-order-new-customer">
                        <UserPlus aria-hidden="true" />
                        Nouveau client
                      </Button>
                    </li>
                  )}
                </ul>
              )}
            </>
          )}
        </section>
        <MenuPicker
          catalog={catalog}
          onAdd={(productId, sideId, optionIds) => changeDraft({ lines: addLine(form.getValues('commande.lines'), productId, sideId, optionIds) })}
        />
      </div>

      <aside className="grid content-start gap-3 rounded-md border border-ink-600 bg-ink p-3" aria-label="Commande">
        <DraftLines draft={draft} catalog={catalog} onChange={(lines) => changeDraft({ lines })} />
        <Fulfilment
          draft={draft}
          catalog={catalog}
          addresses={customer?.adresses}
          errors={{
            zone_livraison: errors.commande?.zone_livraison?.message,
            adresse_livraison: errors.commande?.adresse_livraison?.message,
            ville_livraison: errors.commande?.ville_livraison?.message,
          }}
          onChange={changeDraft}
        />
        {slot.slots && (
          <SlotField slots={slot.slots} value={slot.scheduledFor} onChange={slot.choose} legendClassName="mb-1 text-sm font-semibold text-paper" />
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-paper">Paiement</legend>
          <div className="grid grid-cols-3 gap-1.5" role="radiogroup" aria-label="Paiement">
            {modes.map((m) => (
              <Button
                key={m}
                type="button"
                size="sm"
                role="radio"
                aria-checked={commande.mode_paiement === m}
                variant={commande.mode_paiement === m ? 'secondary' : 'outline'}
                className="h-auto! min-h-11 px-2 leading-tight whitespace-normal!"
                onClick={() => changeDraft({ mode_paiement: m })}
              >
                {PAYMENT_LABELS[m]}
              </Button>
            ))}
          </div>
        </fieldset>
        <PromoCodeEntry
          code={commande.promo_code}
          onCodeChange={(promo_code) => changeDraft({ promo_code })}
          quote={
            // an answer for another code or cart is not this one's
            quote.isPlaceholderData || !quote.data
              ? { codeApplied: false, codeRefusal: null, checking: quote.isFetching }
              : { codeApplied: quote.data.applied.some((a) => a.by_code), codeRefusal: quote.data.code_refusal, checking: false }
          }
        />
        <DraftTotalsView totals={totals} delivery={draft.type_commande === 'Livraison'} offers={quote.data?.applied.length ? quote.data : null} />
        {slot.offer && (
          <NextSlotOffer
            message={slot.offer.message}
            label={slot.offer.label}
            pending={place.isPending}
            onTake={() => {
              slot.choose(slot.offer!.at);
              submit(slot.offer!.at);
            }}
          />
        )}
        <Button type="button" size="lg" disabled={!ready} isLoading={place.isPending} onClick={() => submit()} data-testid="phone-order-submit">
          <Check aria-hidden="true" />
          Valider la commande
        </Button>
      </aside>
    </div>
  );
}
