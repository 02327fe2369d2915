/**
 * zod's default messages in French, for every check a schema does not word itself (a body that is not an
 * object, an unknown enum value, a number out of range...). Imported once by each entry point (server
 * app, web main, test setup) before any schema is used.
 */
import { z } from 'zod';

z.config(z.locales.fr());
