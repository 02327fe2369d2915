/** Printing: reprints, test tickets and the printable ticket. */
import { defineErrors } from './define';

export const PRINTING_ERRORS = defineErrors({
  PRINTER_NOT_FOUND: { status: 404, message: 'Imprimante introuvable ou désactivée' },
  NO_NETWORK_PRINTER: { status: 409, message: 'Aucune imprimante réseau active n’est configurée' },
});
