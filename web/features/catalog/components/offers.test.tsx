import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Categorie } from '@core/catalog';
import { menuBadges } from '@core/promotion-badges';
import type { PromotionRuleView } from '@core/schemas/promotions';
import { sampleProduit, samplePromotion } from '@core/testing/builders';
import { renderInShop } from '../../../test/render';
import { buildMenuSections } from '../utils/menu-sections';
import { CategoryBar } from './category-bar';
import { MenuSection } from './menu-section';
import { PROMOTION_STRIP_KEY, PromotionStrip } from './promotion-strip';

// Tuesday 2026-12-01 at 12:00 in Tunis, and the Wednesday after
const TUESDAY_NOON = new Date('2026-12-01T11:00:00Z');
const WEDNESDAY_NOON = new Date('2026-12-02T11:00:00Z');

const categorie = (id: number, nom_fr: string): Categorie => ({
  id,
  code_interne: nom_fr.toLowerCase(),
  nom_fr,
  description_fr: null,
  actif: true,
  ordre_affichage: id,
});
const catalog = {
  categories: [categorie(1, 'Makis'), categorie(2, 'Desserts')],
  produits: [sampleProduit({ id: 11, category_id: 1, nom_fr: 'Maki saumon' }), sampleProduit({ id: 21, category_id: 2, nom_fr: 'Mochi' })],
  groupes_options: [],
};
const view = (rule: ReturnType<typeof samplePromotion>, extra: Partial<PromotionRuleView> = {}): PromotionRuleView => ({
  description: null,
  badge: '-20 %',
  ...rule,
  ...extra,
});
const makisTuesday = view(
  samplePromotion({
    id: 7,
    nom: '-20 % sur les Makis le mardi',
    kind: 'items_percent',
    percent: 20,
    cible: { categories: [1], produits: [] },
    conditions: { jours: ['mardi'] },
  }),
);
const delivery = view(samplePromotion({ id: 8, nom: 'Livraison gratuite ce week-end', kind: 'delivery', percent: 100 }), {
  badge: 'Livraison offerte',
  description: 'Dès 40 TND',
});

function renderMenu(at: Date) {
  const sections = buildMenuSections(catalog, at);
  const badges = menuBadges([makisTuesday, delivery], catalog, at);
  return renderInShop(
    <>
      <CategoryBar sections={sections} badges={badges.categories} />
      {sections.map((section, i) => (
        <MenuSection key={section.anchorId} section={section} position={i + 1} onAdd={vi.fn()} badges={badges} />
      ))}
    </>,
  );
}

describe('the running offers on the menu', () => {
  it('badges the category tab, its heading and each of its products, not the others', () => {
    renderMenu(TUESDAY_NOON);
    const tabs = within(screen.getByRole('navigation', { name: 'Catégories du menu' }));
    expect(tabs.getByRole('link', { name: /Makis/ }).textContent).toBe('MakisOffre « -20 % sur les Makis le mardi » : -20 %');
    expect(tabs.getByRole('link', { name: /Desserts/ }).textContent).toBe('Desserts');
    const makis = within(screen.getByRole('region', { name: 'Makis' }));
    expect(makis.getByTestId('category-offer').textContent).toContain('-20 % sur les Makis le mardi');
    expect(within(makis.getByRole('article')).getByTestId('offer-badges').textContent).toContain('-20 %');
    expect(within(screen.getByRole('region', { name: 'Desserts' })).queryByTestId('offer-badges')).toBeNull();
  });

  it('says the day of an offer read on another day', () => {
    renderMenu(WEDNESDAY_NOON);
    const card = within(within(screen.getByRole('region', { name: 'Makis' })).getByRole('article'));
    expect(card.getByTestId('offer-badges').textContent).toContain('-20 % · mardi');
  });
});

describe('the strip of automatic offers', () => {
  it('lists each offer with its badge (unless its name says it) and description, and stays closed for these offers once dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.removeItem(PROMOTION_STRIP_KEY);
    const { unmount } = renderInShop(<PromotionStrip offers={[makisTuesday, delivery]} />);
    const strip = within(screen.getByRole('region', { name: 'Offres du moment' }));
    expect(strip.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '-20 % sur les Makis le mardi',
      'Livraison offerteLivraison gratuite ce week-endDès 40 TND',
    ]);
    await user.click(strip.getByRole('button', { name: 'Masquer les offres' }));
    expect(screen.queryByTestId('promotion-strip')).toBeNull();
    unmount();

    // remembered in the browser for the same offers; a new offer shows the strip again
    const again = renderInShop(<PromotionStrip offers={[makisTuesday, delivery]} />);
    expect(screen.queryByTestId('promotion-strip')).toBeNull();
    again.unmount();
    renderInShop(<PromotionStrip offers={[makisTuesday, delivery, view(samplePromotion({ id: 9, nom: 'Nouveau' }))]} />);
    expect(screen.getByTestId('promotion-strip')).toBeTruthy();
  });
});
