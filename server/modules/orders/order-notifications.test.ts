import { describe, expect, it } from 'vitest';
import type { orders } from '../../db/schema/index';
import { confirmationEmail, statusEmail, telegramMessage } from './order-notifications';

const order = {
  id: '7d444840-9dc0-41d1-b245-5ffdce74fad2',
  numero_commande: 'SK-4F7KQ-9MZ2H',
  total_ttc: 29_000,
  frais_livraison: 4_000,
  montant_remise: 0,
  montant_promotions: 0,
  promotions: [] as (typeof orders.$inferSelect)['promotions'],
  type_commande: 'Livraison',
  mode_paiement: 'especes',
  payment_status: 'non_requis',
  statut_commande: 'Recu',
  adresse_livraison: '3 rue <b>du Lac</b>',
  ville_livraison: 'Tunis',
  zone_livraison: 'lac',
  instructions_livraison: 'Interphone 12',
  instructions_speciales: 'Sans wasabi',
} as typeof orders.$inferSelect;
const items = [
  { product_name: 'California saumon', quantity: 2, accompaniment_name: 'Sauce soja sucrée', total_price: 17_000, choix: [] },
  {
    product_name: 'Maki concombre',
    quantity: 1,
    accompaniment_name: null,
    total_price: 8_000,
    choix: [
      { groupe_id: 1, groupe: 'Sauce', option_id: 2, option: 'Spicy mayo', prix: 0 },
      { groupe_id: 3, groupe: 'Suppléments', option_id: 4, option: 'Avocat', prix: 0 },
    ],
  },
];
const customer = { email: 'amira@example.tn', prenom: 'Amira', nom: 'Ben Salah', telephone: '22123456' };

describe('order notifications', () => {
  it('writes the French confirmation e-mail with lines, totals, address and tracking link, HTML escaped', () => {
    const mail = confirmationEmail({ order, items, customer, restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' });
    expect(mail.subject).toBe('Confirmation de votre commande SK-4F7KQ-9MZ2H');
    expect(mail.content).toContain('Bonjour Amira,');
    expect(mail.content).toContain('2 × California saumon (avec Sauce soja sucrée) — 17.000 TND');
    expect(mail.content).toContain('1 × Maki concombre [Sauce : Spicy mayo · Suppléments : Avocat] — 8.000 TND');
    expect(mail.content).toContain('Sous-total : 25.000 TND\nFrais de livraison : 4.000 TND\nTotal : 29.000 TND');
    expect(mail.content).toContain('Paiement : Espèces');
    expect(mail.content).toContain('Suivre votre commande : https://shop.test/order-tracking/SK-4F7KQ-9MZ2H');
    expect(mail.html).toContain('3 rue &lt;b&gt;du Lac&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>du Lac');
    const free = confirmationEmail({
      order: { ...order, frais_livraison: 0, total_ttc: 25_000 },
      items,
      customer,
      restaurant: 'Sakura Sushi',
      publicUrl: 'https://shop.test',
    });
    expect(free.content).toContain('Frais de livraison : Gratuit');
  });

  it('shows each applied offer and the voucher on their own lines', () => {
    const discounted = {
      ...order,
      total_ttc: 19_000,
      montant_promotions: 7_000,
      montant_remise: 3_000,
      promotions: [
        { promotion_id: 1, nom: '-20 % sur les Makis', kind: 'items_percent' as const, amount: 5_000, delivery: 0, by_code: false, code: null },
        { promotion_id: 2, nom: 'Bienvenue', kind: 'order_amount' as const, amount: 2_000, delivery: 0, by_code: true, code: 'BIENVENUE' },
      ],
    };
    const mail = confirmationEmail({ order: discounted, items, customer, restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' });
    expect(mail.content).toContain(
      'Sous-total : 25.000 TND\nFrais de livraison : 4.000 TND\n-20 % sur les Makis : -5.000 TND\nBienvenue : -2.000 TND\nBon d’achat : -3.000 TND\nTotal : 19.000 TND',
    );
  });

  it('words the status e-mails for Prête and En livraison', () => {
    const ready = statusEmail({
      order: { ...order, type_commande: 'A_emporter', statut_commande: 'Pret' },
      restaurant: 'Sakura Sushi',
      publicUrl: 'https://shop.test',
    });
    expect(ready.subject).toBe('Votre commande SK-4F7KQ-9MZ2H est prête');
    expect(ready.content).toContain('Votre commande est prête à être récupérée.');
    const out = statusEmail({ order: { ...order, statut_commande: 'En_livraison' }, restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' });
    expect(out.subject).toBe('Votre commande SK-4F7KQ-9MZ2H est en route');
    expect(out.content).toContain('Votre commande est en route vers vous.');
  });

  it('gives the kitchen everything in the Telegram message', () => {
    const text = telegramMessage({ order, items, customer });
    expect(text.split('\n')).toEqual([
      '🍣 Nouvelle commande SK-4F7KQ-9MZ2H',
      'Type : Livraison (lac)',
      'Client : Amira Ben Salah — 22123456',
      'Adresse : 3 rue <b>du Lac</b>, Tunis',
      'Livraison : Interphone 12',
      'Instructions : Sans wasabi',
      '',
      '2 × California saumon (avec Sauce soja sucrée) — 17.000 TND',
      '1 × Maki concombre [Sauce : Spicy mayo · Suppléments : Avocat] — 8.000 TND',
      '',
      'Total : 29.000 TND',
      'Paiement : Espèces',
    ]);
  });

  it('gives the slot (Tunis time), a phone order and the cash note with its change in the Telegram message and the e-mail', () => {
    // Saturday 28/11/2026 12:30 in Tunis (UTC+1).
    const ahead = { ...order, scheduled_for: new Date('2026-11-28T11:30:00Z'), source: 'telephone', paiera_avec: 50_000 } as typeof orders.$inferSelect;
    const text = telegramMessage({ order: ahead, items, customer }).split('\n');
    expect(text.slice(0, 4)).toEqual([
      '🍣 Nouvelle commande SK-4F7KQ-9MZ2H',
      'Type : Livraison (lac)',
      '⏰ Programmée pour samedi 28/11 à 12:30',
      '📞 Commande téléphone',
    ]);
    expect(text.at(-1)).toBe('💵 Paiera avec 50.000 TND (monnaie : 21.000 TND)');
    const mail = confirmationEmail({ order: ahead, items, customer, restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' });
    expect(mail.content).toContain('Livraison prévue : samedi 28/11 à 12:30');
    expect(mail.content).toContain('Paiement : Espèces\nJe paierai avec : 50.000 TND (monnaie : 21.000 TND)');
    expect(statusEmail({ order: { ...ahead, statut_commande: 'En_livraison' }, restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' }).content).toContain(
      'Livraison prévue : samedi 28/11 à 12:30',
    );
    // Neither for an order of the shop for as soon as possible without a note.
    expect(telegramMessage({ order, items, customer })).not.toMatch(/Programmée|téléphone|Paiera/);
    expect(confirmationEmail({ order, items, customer, restaurant: 'Sakura Sushi', publicUrl: 'https://shop.test' }).content).not.toMatch(/prévue|paierai/);
  });
});
