/** Refusals of the image library. */
import { IMAGE_MESSAGES } from '../images';
import { defineErrors } from './define';

export const IMAGE_ERRORS = defineErrors({
  IMAGE_TOO_BIG: { status: 413, message: IMAGE_MESSAGES.tooBig },
  IMAGE_NOT_AN_IMAGE: { status: 400, message: IMAGE_MESSAGES.notAnImage },
  IMAGE_WRONG_FORMAT: { status: 415, message: IMAGE_MESSAGES.wrongFormat },
  IMAGE_NO_FILE: { status: 400, message: IMAGE_MESSAGES.noFile },
  IMAGE_NOT_FOUND: { status: 404, message: 'Image introuvable' },
  IMAGE_IN_USE: {
    status: 409,
    message: (p: { usages: string }) => `Impossible de supprimer cette image : elle est utilisée par ${p.usages}`,
  },
  IMAGE_REPLACE_SELF: { status: 400, message: 'Choisissez une autre image que celle à remplacer' },
});
