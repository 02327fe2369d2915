import { describe, expect, it } from 'vitest';
import { encodeText, plainText } from './code-pages';
import { decodeEscPos, encodeTicket, linesNeedingRaster, rasterCommand, ticketText } from './escpos';
import { buildKitchenTicket } from './kitchen-ticket';
import { buildReceipt } from './receipt';
import { wrap } from './ticket';
import type { TicketOrder } from './ticket-order';

const order: TicketOrder = {
  numero_commande: 'K7P2QX9A',
  created_at: new Date('2026-11-26T18:05:00Z'),
  type_commande: 'Livraison',
  items: [
    { quantity: 2, product_name: 'California saumon avocat', accompaniment_name: 'Sauce soja sucrée', total_price: 25_000 },
    {
      quantity: 1,
      product_name: 'Crème brûlée au thé matcha',
      accompaniment_name: null,
      total_price: 8_500,
      choix: [{ groupe: 'Cuisson', option: 'Bien cuite' }],
    },
  ],
  client: { nom: 'Hédi Ben Salah', telephone: '22123456' },
  adresse_livraison: '12 rue de Marseille',
  ville_livraison: 'Tunis',
  instructions_livraison: 'Sonner deux fois',
  instructions_speciales: 'Sans wasabi, s’il vous plaît',
  frais_livraison: 3_000,
  montant_remise: 2_000,
  total_ttc: 34_500,
  mode_paiement: 'especes',
  payment_status: 'non_requis',
};
const restaurant = { nom: 'Sakura Sushi', adresse: 'Avenue Habib Bourguiba', ville: 'Tunis', telephone: '71000000' };

function printed(doc: ReturnType<typeof buildKitchenTicket>, codePage: 'cp858' | 'wpc1252' = 'cp858') {
  const tickets = decodeEscPos(encodeTicket(doc, { codePage }));
  expect(tickets).toHaveLength(1);
  expect(tickets[0]!.cut).toBe(true);
  return tickets[0]!;
}

describe('code pages', () => {
  it('encodes French letters and € in PC858 and WPC1252', () => {
    expect([...encodeText('éàç€', 'cp858')!]).toEqual([0x82, 0x85, 0x87, 0xd5]);
    expect([...encodeText('éàç€', 'wpc1252')!]).toEqual([0xe9, 0xe0, 0xe7, 0x80]);
  });
  it('makes typographic characters plain, keeps œ where the page has it', () => {
    expect(plainText('s’il – cœur…', 'cp858')).toBe("s'il - coeur...");
    expect(plainText('cœur', 'wpc1252')).toBe('cœur');
  });
  it('refuses what the page cannot hold (Arabic)', () => {
    expect(encodeText('سوشي', 'cp858')).toBeNull();
    expect(encodeText('سوشي', 'wpc1252')).toBeNull();
  });
});

describe('kitchen ticket', () => {
  it('prints quantities and the number in double size, options and notes, and no price', () => {
    const ticket = printed(buildKitchenTicket(order, { paperWidth: 80 }));
    const text = ticketText(ticket);
    expect(text).toContain('N° K7P2QX9A');
    expect(ticket.lines).toContainEqual({ text: '2 x California saumon', bold: true, size: 'double', align: 'left' });
    expect(text).toContain('   + Sauce soja sucrée');
    expect(text).toContain('   Cuisson : Bien cuite');
    expect(text.join('\n')).toContain("NOTE : Sans wasabi, s'il vous plaît");
    expect(text).toContain('12 rue de Marseille, Tunis');
    expect(text).toContain('Dès que possible');
    expect(text.join('\n')).not.toMatch(/\d+\.\d{3}|TND/);
  });
  it('prints the slot of an order for later: its clock in large type and its day, in Tunis time', () => {
    const ticket = printed(buildKitchenTicket({ ...order, scheduledFor: new Date('2026-11-26T23:30:00Z') }, { paperWidth: 58 }));
    expect(ticket.lines).toContainEqual({ text: 'POUR 00:30', bold: true, size: 'double', align: 'center' });
    // 23:30 UTC is already Friday in Tunis.
    expect(ticketText(ticket)).toContain('vendredi 27/11');
    expect(ticketText(ticket)).not.toContain('Dès que possible');
  });
  it('says a phone order is one, and never prints the cash note (no money on the kitchen ticket)', () => {
    const text = ticketText(printed(buildKitchenTicket({ ...order, source: 'telephone', paieraAvec: 50_000 }, { paperWidth: 80 })));
    expect(text).toContain('COMMANDE TÉLÉPHONE');
    expect(text.join('\n')).not.toMatch(/\d+\.\d{3}|TND|Paiera/);
    expect(ticketText(printed(buildKitchenTicket(order, { paperWidth: 80 })))).not.toContain('COMMANDE TÉLÉPHONE');
  });
  it('names each applied offer under the lines, without its amount', () => {
    const discounted = { ...order, montant_promotions: 8_500, promotions: [{ nom: 'Dessert offert dès 30 TND', amount: 8_500 }] };
    const text = ticketText(printed(buildKitchenTicket(discounted, { paperWidth: 80 })));
    expect(text.indexOf('OFFRE : Dessert offert dès 30 TND')).toBeGreaterThan(text.indexOf('   Cuisson : Bien cuite'));
    expect(text.join('\n')).not.toMatch(/\d+\.\d{3}/);
  });
  it('decodes the accents right on both code pages', () => {
    for (const page of ['cp858', 'wpc1252'] as const) {
      expect(ticketText(printed(buildKitchenTicket(order, { paperWidth: 80 }), page)).join(' ')).toContain('1 x Crème brûlée au thé matcha');
    }
  });
});

describe('receipt', () => {
  it('lists prices with three decimals, fees, discount, total and payment', () => {
    const text = ticketText(printed(buildReceipt(order, restaurant, { paperWidth: 80 })));
    expect(text).toContain(`2 x California saumon avocat${' '.repeat(48 - 28 - 6)}25.000`);
    expect(text.find((l) => l.startsWith('Sous-total'))).toMatch(/33\.500$/);
    expect(text.find((l) => /^Livraison +\d/.test(l))).toMatch(/3\.000$/);
    expect(text.find((l) => l.startsWith('Bon d'))).toMatch(/-2\.000$/);
    expect(text.find((l) => l.startsWith('TOTAL'))).toMatch(/34\.500 TND$/);
    expect(text).toContain('Espèces · À encaisser');
  });
  it('prints TOTAL and its amount on one double-height line, whatever the paper', () => {
    for (const paperWidth of [58, 80] as const) {
      const ticket = printed(buildReceipt({ ...order, total_ttc: 1_234_500 }, restaurant, { paperWidth }));
      const total = ticket.lines.filter((l) => 'text' in l && l.text.includes('TOTAL'));
      expect(total).toEqual([{ text: expect.stringMatching(/^TOTAL +1234\.500 TND$/), bold: true, size: 'tall', align: 'left' }]);
    }
  });
  it('says a partial refund is one, with the amount given back', () => {
    const text = ticketText(printed(buildReceipt({ ...order, payment_status: 'rembourse', montant_rembourse: 5_000 }, restaurant, { paperWidth: 80 })));
    expect(text).toContain('Espèces · Remboursée en partie (5.000 TND)');
  });

  it('prints each applied offer by its name, then the voucher, under the fee', () => {
    const discounted = { ...order, montant_promotions: 5_000, total_ttc: 29_500, promotions: [{ nom: '-20 % sur les Makis', amount: 5_000 }] };
    const text = ticketText(printed(buildReceipt(discounted, restaurant, { paperWidth: 80 })));
    expect(text.find((l) => l.startsWith('Sous-total'))).toMatch(/33\.500$/);
    const offer = text.findIndex((l) => l.startsWith('-20 % sur les Makis'));
    expect(text[offer]).toMatch(/-5\.000$/);
    expect(text[offer + 1]).toMatch(/^Bon d.achat +-2\.000$/);
    expect(text.find((l) => l.startsWith('TOTAL'))).toMatch(/29\.500 TND$/);
  });
  it('prints the slot, a phone order and the cash note with the change to bring', () => {
    const text = ticketText(
      printed(
        buildReceipt({ ...order, scheduledFor: new Date('2026-11-27T11:30:00Z'), source: 'telephone', paieraAvec: 50_000 }, restaurant, { paperWidth: 80 }),
      ),
    );
    expect(text).toContain('Programmée pour vendredi 27/11 à 12:30');
    expect(text).toContain('Commande téléphone');
    expect(text.join('\n')).toMatch(/Paiera avec 50[.,]000 TND \(monnaie : 15[.,]500 TND\)/);
    const plain = ticketText(printed(buildReceipt(order, restaurant, { paperWidth: 80 }))).join('\n');
    expect(plain).not.toMatch(/Programmée|Commande téléphone|Paiera avec/);
  });
  it('fits 58 mm paper: no line longer than 32 characters', () => {
    const doc = buildReceipt({ ...order, scheduledFor: new Date('2026-11-27T11:30:00Z'), source: 'telephone', paieraAvec: 50_000 }, restaurant, {
      paperWidth: 58,
    });
    for (const line of doc.lines) if (line.kind === 'text') expect(line.text.length).toBeLessThanOrEqual(line.size === 'double' ? 16 : 32);
  });
});

describe('raster fallback', () => {
  it('names the Arabic lines and sends them as images', () => {
    const doc = buildKitchenTicket(
      { ...order, items: [{ quantity: 3, product_name: 'ماكي سلمون', accompaniment_name: null, total_price: 9_000 }] },
      { paperWidth: 80 },
    );
    const needing = linesNeedingRaster(doc, 'cp858');
    expect(needing.map((n) => n.line.text)).toEqual(['3 x ماكي سلمون']);
    const image = { width: 576, height: 48, data: new Uint8Array(72 * 48).fill(0xaa) };
    const ticket = decodeEscPos(encodeTicket(doc, { codePage: 'cp858', rasters: new Map([[needing[0]!.index, image]]) }))[0]!;
    expect(ticket.lines).toContainEqual({ raster: { width: 576, height: 48 } });
    expect(ticketText(ticket).join('\n')).not.toMatch(/[\u0600-\u06ff]/);
  });
  it('refuses an image whose data does not match its size', () => {
    expect(() => rasterCommand({ width: 16, height: 2, data: new Uint8Array(3) })).toThrow();
  });
});

describe('wrap', () => {
  it('wraps on words and cuts a word longer than a line', () => {
    expect(wrap('California saumon avocat', 10)).toEqual(['California', 'saumon', 'avocat']);
    expect(wrap('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
  });
});
