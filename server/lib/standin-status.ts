/**
 * The statuses the /dev stand-in pages show (WhatsApp, SMS, Konnect simulator, local mailbox), in French
 * like the rest of the product: the services' own words ('delivered', 'completed') stay in their APIs.
 */
const LABELS: Readonly<Record<string, string>> = {
  sent: 'Envoyé',
  success: 'Envoyé',
  test_sent: 'Test envoyé',
  delivered: 'Distribué',
  read: 'Lu',
  failed: 'Échec',
  error: 'Erreur',
  pending: 'En attente',
  completed: 'Payé',
};

export function standInStatusLabel(status: string): string {
  return LABELS[status] ?? status;
}
