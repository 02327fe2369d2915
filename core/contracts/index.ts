/**
 * The endpoint table: every area's endpoints (core/contracts/<area>.ts, one export each). The server registers
 * each once (server/routes.test.ts refuses an endpoint not registered, a route serving none); the browser imports
 * the area file it calls, never this index (a page's bundle takes only its own endpoints).
 */
import * as accessGate from './access-gate';
import * as accounts from './accounts';
import * as auth from './auth';
import * as catalog from './catalog';
import * as closing from './closing';
import * as health from './health';
import * as logs from './logs';
import * as loyalty from './loyalty';
import * as marketing from './marketing';
import * as messages from './messages';
import * as orders from './orders';
import * as payments from './payments';
import * as admin from './admin';
import * as adminCatalog from './admin-catalog';
import * as adminLoyalty from './admin-loyalty';
import * as images from './images';
import * as invoices from './invoices';
import * as settings from './settings';
import * as adminOrders from './admin-orders';
import * as cash from './cash';
import * as dashboard from './dashboard';
import * as e2e from './e2e';
import * as emailTest from './email-test';
import * as events from './events';
import * as jobs from './jobs';
import * as kitchen from './kitchen';
import * as printing from './printing';
import * as promotions from './promotions';
import * as riders from './riders';
import * as reviews from './reviews';
import * as staff from './staff';
import * as staffOrders from './staff-orders';
import type { Endpoint } from './endpoint';

const endpointAreas = {
  accounts,
  auth,
  accessGate,
  loyalty,
  orders,
  payments,
  messages,
  logs,
  health,
  catalog,
  admin,
  adminOrders,
  staffOrders,
  cash,
  printing,
  kitchen,
  promotions,
  dashboard,
  staff,
  events,
  jobs,
  emailTest,
  e2e,
  adminCatalog,
  images,
  invoices,
  closing,
  riders,
  settings,
  adminLoyalty,
  marketing,
  reviews,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint with its name (`area.name`). */
export function listEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(endpointAreas).flatMap(([area, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint })),
  );
}
