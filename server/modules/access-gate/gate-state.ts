/**
 * What the access gate needs on every request (on/off, the grant epoch, the name and message of its
 * screen), read once and kept in memory until the settings change: app.ts drops it on the same NOTIFY
 * as the catalogue, so every instance follows within a second. When the read fails, the last known state
 * is kept; with none, the gate stays closed (a server never opens itself because the database is down —
 * docs/decisions.md).
 */
import type { Db } from '../../db/client';
import { readSettingsRow } from '../../db/settings-row';

export interface GateState {
  actif: boolean;
  epoque: number;
  nomRestaurant: string;
  message: string;
  faviconUrl: string | null;
  logoUrl: string | null;
}

export interface GateStateCache {
  get(): Promise<GateState>;
  dropLocal(): void;
}

const CLOSED_FALLBACK: GateState = {
  actif: true,
  epoque: -1,
  nomRestaurant: '',
  message: 'Notre site sera bientôt en ligne !',
  faviconUrl: null,
  logoUrl: null,
};

export function createGateStateCache({ db }: { db: Db }): GateStateCache {
  let current: Promise<GateState> | null = null;
  let lastKnown: GateState | null = null;

  async function load(): Promise<GateState> {
    try {
      const row = await readSettingsRow({ db });
      lastKnown = {
        actif: row.acces_protege_actif,
        epoque: row.acces_epoque,
        nomRestaurant: row.nom_restaurant,
        message: row.message_bientot_disponible,
        faviconUrl: row.favicon_url,
        logoUrl: row.logo_url,
      };
      return lastKnown;
    } catch {
      current = null; // try again on the next request
      return lastKnown ?? CLOSED_FALLBACK;
    }
  }

  return {
    get() {
      current ??= load();
      return current;
    },
    dropLocal() {
      current = null;
    },
  };
}
