/** The access gate's password check (back-office §5, §7). */
import { z } from 'zod';

export const ACCESS_GATE_MESSAGES = {
  passwordRequired: 'Veuillez saisir le mot de passe',
  wrongPassword: 'Mot de passe incorrect',
  networkError: 'Erreur de connexion. Veuillez réessayer.',
  unexpected: "Une erreur inattendue s'est produite",
  granted: 'Accès autorisé',
  welcome: 'Bienvenue ! Redirection en cours...',
  failedAttempts: (n: number) => `Tentatives échouées: ${n}${n >= 3 ? " - Contactez l'administrateur si vous avez besoin d'aide" : ''}`,
  emergency: "Mode accès d'urgence activé - Chargement forcé",
  defaultMessage: 'Notre site sera bientôt en ligne !',
} as const;

export const VerifyAccessInput = z.object({
  password: z
    .string({ error: ACCESS_GATE_MESSAGES.passwordRequired })
    .max(200, ACCESS_GATE_MESSAGES.wrongPassword)
    .refine((v) => v.trim() !== '', ACCESS_GATE_MESSAGES.passwordRequired),
});
export type VerifyAccessInput = z.infer<typeof VerifyAccessInput>;

export const VerifyAccessView = z.object({ success: z.boolean(), message: z.string() });
export type VerifyAccessView = z.infer<typeof VerifyAccessView>;

/** What the server inlines into the gate page (id __GATE__). */
export const GatePageData = z.object({ nom_restaurant: z.string(), message_bientot_disponible: z.string() });
export type GatePageData = z.infer<typeof GatePageData>;
