/**
 * The endpoint table: every area's endpoints (core/contracts/<area>.ts, one export each). The server registers
 * each once (server/routes.test.ts refuses an endpoint not registered, a route serving none); the browser imports
 * the area file it calls, never this index (a page's bundle takes only its own endpoints).
 */
import * as accounts from './accounts';
import * as adminCatalog from './admin-catalog';
import * as adminLoyalty from './admin-loyalty';
import * as images from './images';
import * as settings from './settings';
import type { Endpoint } from './endpoint';

export const endpointAreas = { accounts, adminCatalog, adminLoyalty, images, settings } satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint with its name (`area.name`). */
export function listEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(endpointAreas).flatMap(([area, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint })),
  );
}
