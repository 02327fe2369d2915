/** Shapes catalogue rows as the back-office views of core/schemas/admin-catalog.ts. */
import { isSoldOut } from '@core/sold-out';

export interface SoldOutRow {
  rupture: boolean;
  rupture_jusqu_a: Date | null;
  rupture_par: string | null;
  rupture_le: Date | null;
}

export function presentSoldOut(row: SoldOutRow, email: string | null, now: Date = new Date()) {
  return {
    rupture: row.rupture,
    epuise: isSoldOut(row, now),
    rupture_jusqu_a: row.rupture_jusqu_a?.toISOString() ?? null,
    rupture_par: row.rupture_par,
    rupture_par_email: email,
    rupture_le: row.rupture_le?.toISOString() ?? null,
  };
}
