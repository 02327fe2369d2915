/**
 * Fields of the answers whose format the published OpenAPI document declares. The server builds these
 * values (ISO dates from Date, e-mails and phones checked on the way in), so the format is documented
 * (`meta`) rather than checked again on every answer.
 */
import { z } from 'zod';

export const isoDateTime = z.string().meta({ format: 'date-time' });
export const emailView = z.string().meta({ format: 'email' });
/** A Tunisian mobile number as stored: 8 digits starting with 2, 4, 5 or 9 (core/phone.ts). */
export const phoneView = z.string().meta({ pattern: '^[2459][0-9]{7}$' });
