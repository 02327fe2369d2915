/** Refusals of the back-office catalogue: categories, products, accompaniments, sold out. */
import { ADMIN_MESSAGES } from '../admin-messages';
import { defineErrors } from './define';

export const CATALOG_ADMIN_ERRORS = defineErrors({
  CATEGORY_NOT_FOUND: { status: 404, message: 'Catégorie introuvable' },
  CATEGORY_HAS_PRODUCTS: { status: 409, message: ADMIN_MESSAGES.categoryHasProducts },
  CATEGORY_CODE_TAKEN: { status: 409, message: 'Ce code interne est déjà utilisé par une autre catégorie' },
  CATEGORY_ORDER_MISMATCH: { status: 400, message: 'La liste doit contenir chaque catégorie une seule fois' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Produit introuvable' },
  ACCOMPANIMENT_NOT_FOUND: { status: 404, message: 'Accompagnement introuvable' },
  ACCOMPANIMENT_LINKED: {
    status: 409,
    message: (p: { products: string }) => `Impossible de supprimer cet accompagnement : il est proposé avec ${p.products}`,
  },
  ACCOMPANIMENT_LINKS_INVALID: { status: 400, message: ADMIN_MESSAGES.accompanimentsUpdateFailed },
  OPTION_GROUP_NOT_FOUND: { status: 404, message: 'Groupe d’options introuvable' },
  OPTION_GROUP_ORDER_MISMATCH: { status: 400, message: 'La liste doit contenir chaque groupe d’options du produit une seule fois' },
  OPTION_NOT_IN_GROUP: { status: 400, message: 'Une option modifiée n’appartient pas à ce groupe. Rechargez la page.' },
  RUPTURE_INVALID: { status: 400, message: (p: { message: string }) => p.message },
  PRODUCT_SOLD_OUT: { status: 422, message: (p: { name: string }) => `${p.name} est épuisé pour le moment. Retirez-le du panier pour continuer.` },
  ACCOMPANIMENT_SOLD_OUT: {
    status: 422,
    message: (p: { name: string }) => `L'accompagnement ${p.name} est épuisé pour le moment. Choisissez-en un autre.`,
  },
});
