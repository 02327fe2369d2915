import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  confirmationDue,
  discountsText,
  isStopReply,
  messageDelivery,
  messageEventForStatus,
  messageText,
  momentText,
  templateParameters,
  type MessageOrder,
  type MessageParams,
} from './customer-messages';

const params: MessageParams = {
  prenom: 'Amira',
  numero: 'SK-4F7KQ-9MZ2H',
  restaurant: 'Sakura Sushi',
  moment: 'dès que possible',
  lien: 'https://shop.test/t',
};

describe('customer messages', () => {
  const order = (
    statut_commande: MessageOrder['statut_commande'],
    type_commande: MessageOrder['type_commande'] = 'A_emporter',
    more: Partial<MessageOrder> = {},
  ) => ({ statut_commande, type_commande, mode_paiement: 'especes', payment_status: 'non_requis', ...more }) satisfies MessageOrder;

  it('tells the customer about the changes that concern them, ready only when collected', () => {
    expect(messageEventForStatus(order('Pret'), 'En_preparation')).toBe('ready');
    expect(messageEventForStatus(order('Pret', 'Sur_place'), 'En_preparation')).toBe('ready');
    expect(messageEventForStatus(order('Pret', 'Livraison'), 'En_preparation')).toBeNull();
    expect(messageEventForStatus(order('En_livraison', 'Livraison'), 'Pret')).toBe('out_for_delivery');
    expect(messageEventForStatus(order('Livre', 'Livraison'), 'En_livraison')).toBe('delivered');
    expect(messageEventForStatus(order('Annule'), 'Recu')).toBe('cancelled');
    expect(messageEventForStatus(order('En_preparation'), 'Recu')).toBeNull();
    // an order sent back to 'En vérification' and returned was confirmed when placed: nothing new
    expect(messageEventForStatus(order('Recu'), 'En_preparation')).toBeNull();
  });

  it('confirms an order when it leaves En vérification for the flow, by its code or by staff accepting it', () => {
    expect(messageEventForStatus(order('Recu'), 'Attente_verif')).toBe('confirmed');
    expect(messageEventForStatus(order('En_preparation'), 'Attente_verif')).toBe('confirmed');
    expect(messageEventForStatus(order('Annule'), 'Attente_verif')).toBe('cancelled');
    // an online order is confirmed once paid, not on its way out of the check
    expect(messageEventForStatus(order('Recu', 'A_emporter', { mode_paiement: 'konnect', payment_status: 'en_attente' }), 'Attente_verif')).toBeNull();
  });

  it('says confirmed is due for an order in the flow, paid when paid online', () => {
    expect(confirmationDue(order('Recu'))).toBe(true);
    expect(confirmationDue(order('Attente_verif'))).toBe(false);
    expect(confirmationDue(order('Annule'))).toBe(false);
    expect(confirmationDue(order('Recu', 'Livraison', { mode_paiement: 'konnect', payment_status: 'en_attente' }))).toBe(false);
    expect(confirmationDue(order('Recu', 'Livraison', { mode_paiement: 'konnect', payment_status: 'paye' }))).toBe(true);
    expect(confirmationDue(order('Attente_verif', 'Livraison', { mode_paiement: 'konnect', payment_status: 'paye' }))).toBe(false);
  });

  it('fills the template parameters in order and writes the SMS in French or Arabic', () => {
    expect(templateParameters('confirmed', params)).toEqual(['Amira', 'SK-4F7KQ-9MZ2H', 'dès que possible', 'https://shop.test/t']);
    expect(templateParameters('ready', params)).toEqual(['Amira', 'SK-4F7KQ-9MZ2H', 'Sakura Sushi']);
    expect(messageText('delivered', params)).toBe(
      'Bonjour Amira, votre commande SK-4F7KQ-9MZ2H a été livrée. Bon appétit ! Donnez-nous votre avis : https://shop.test/t',
    );
    expect(messageText('payment_failed', params)).toBe('Bonjour Amira, le paiement de votre commande SK-4F7KQ-9MZ2H a échoué. Réessayer : https://shop.test/t');
    expect(messageText('ready', params, 'ar')).toBe('مرحبا Amira، طلبك SK-4F7KQ-9MZ2H جاهز: يمكنك استلامه من Sakura Sushi.');
  });

  it('says the discount lines in the confirmation SMS, never in the WhatsApp template', () => {
    const remises = discountsText([
      { label: '-20 % sur les Makis', amount: 2_600 },
      { label: 'Bon d’achat', amount: 5_000 },
    ]);
    expect(remises).toBe('-20 % sur les Makis -2.600 TND, Bon d’achat -5.000 TND');
    expect(messageText('confirmed', { ...params, remises })).toBe(
      `Bonjour Amira, votre commande SK-4F7KQ-9MZ2H est confirmée, dès que possible. Remises : ${remises}. Suivi : https://shop.test/t`,
    );
    expect(messageText('confirmed', { ...params, remises: discountsText([]) })).not.toContain('Remises');
    expect(templateParameters('confirmed', { ...params, remises })).toEqual(templateParameters('confirmed', params));
  });

  it('says the slot in the restaurant time zone, or as soon as possible', () => {
    expect(momentText(null)).toBe('dès que possible');
    expect(momentText(new Date('2026-03-12T18:30:00Z'))).toBe('pour le 12/03 à 19:30');
  });

  it('reads STOP in its usual forms, and nothing else', () => {
    for (const text of ['STOP', ' stop ', 'Stop.', 'Arrêt', 'ARRET', 'توقف']) expect(isStopReply(text), text).toBe(true);
    for (const text of ['stop please', 'merci', 'stopper la commande']) expect(isStopReply(text), text).toBe(false);
  });

  it('falls back to SMS only from WhatsApp, and writes nothing for e-mail only', () => {
    expect(channelsFor('whatsapp')).toEqual(['whatsapp', 'sms']);
    expect(channelsFor('sms')).toEqual(['sms']);
    expect(channelsFor('email')).toEqual([]);
  });

  it('reads the delivery as the staff see it', () => {
    const row = { status: 'pending', channel: null, whatsapp_status: null, sms_status: null } as const;
    expect(messageDelivery(row)).toBe('en_attente');
    expect(messageDelivery({ ...row, channel: 'whatsapp', whatsapp_status: 'sent' })).toBe('envoye');
    expect(messageDelivery({ ...row, status: 'sent', channel: 'whatsapp', whatsapp_status: 'read' })).toBe('lu');
    expect(messageDelivery({ ...row, status: 'sent', channel: 'sms', whatsapp_status: 'failed', sms_status: 'sent' })).toBe('bascule_sms');
    expect(messageDelivery({ ...row, status: 'sent', channel: 'sms', whatsapp_status: 'sent', sms_status: 'failed' })).toBe('echec');
    expect(messageDelivery({ ...row, status: 'sent', channel: 'sms', sms_status: 'delivered' })).toBe('distribue');
    expect(messageDelivery({ ...row, status: 'failed' })).toBe('echec');
    expect(messageDelivery({ ...row, status: 'skipped' })).toBe('ignore');
  });
});
