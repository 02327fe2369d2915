/** Printing (issue 22): reprints and the printable ticket. */
import { defineErrors } from './define';

export const PRINTING_ERRORS = defineErrors({
  PRINTER_NOT_FOUND: { status: 404, message: 'Imprimante introuvable ou désactivée' },
});
