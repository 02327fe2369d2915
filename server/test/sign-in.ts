/**
 * Signs a test in as a real user: a better-auth user (through its internal adapter), optionally a
 * user_roles row and a customers row, and a real database session whose signed cookie is returned for
 * app.inject({ headers: { cookie } }).
 * Imports no vitest: the benches (bench/serve-orders.ts) sign customers in with it outside a test run.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { customers, userRoles } from '../db/schema/index';
import type { AccountRole } from '@core/api-views';

export interface SignInAsOptions {
  /** Default: a fresh random address. */
  email?: string;
  /** A staff role (user_roles row). */
  role?: AccountRole;
  /**
   * A customers row linked to the user: true (default for non-staff) gives a complete profile
   * (onboarding done); an object overrides its columns; false gives none.
   */
  withCustomer?: boolean | Partial<typeof customers.$inferInsert>;
}

export interface SignedIn {
  /** The Cookie header value to send. */
  cookie: string;
  userId: string;
  customerId: number | null;
  email: string;
  /** { cookie, origin: PUBLIC_URL }: what a browser sends; POST/PATCH/DELETE with a cookie need the origin. */
  headers: { cookie: string; origin: string };
}

export async function signInAs(app: FastifyInstance, options: SignInAsOptions = {}): Promise<SignedIn> {
  const email = (options.email ?? `test-${randomBytes(5).toString('hex')}@example.tn`).toLowerCase();
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser({ email, name: '', emailVerified: true }, { method: 'magic-link' });
  const { db } = app.database;
  if (options.role) await db.insert(userRoles).values({ user_id: user.id, role: options.role });

  const withCustomer = options.withCustomer ?? !options.role;
  let customerId: number | null = null;
  if (withCustomer) {
    const overrides = typeof withCustomer === 'object' ? withCustomer : {};
    const [row] = await db
      .insert(customers)
      .values({
        auth_user_id: user.id,
        email,
        prenom: 'Test',
        nom: 'Client',
        telephone: '22123456',
        onboarding_completed: true,
        ...overrides,
      })
      .returning({ id: customers.id });
    customerId = row!.id;
  }

  const cookie = await sessionCookieFor(app, user.id);
  return { cookie, userId: user.id, customerId, email, headers: { cookie, origin: app.config.publicUrl } };
}

/** One signed-in user of each kind the guards tell apart. */
export interface Roles {
  client: SignedIn;
  /** A second client: by default one without a profile yet (no customers row). */
  otherClient: SignedIn;
  operator: SignedIn;
  admin: SignedIn;
}

/** Signs in a client, another client, an operator and an admin; `client`/`otherClient` override theirs. */
export async function signInAllRoles(app: FastifyInstance, options: { client?: SignInAsOptions; otherClient?: SignInAsOptions } = {}): Promise<Roles> {
  return {
    client: await signInAs(app, options.client),
    otherClient: await signInAs(app, options.otherClient ?? { withCustomer: false }),
    operator: await signInAs(app, { role: 'operator' }),
    admin: await signInAs(app, { role: 'admin' }),
  };
}

/** Opens one more session for an existing user and returns its Cookie header value. */
export async function sessionCookieFor(app: FastifyInstance, userId: string): Promise<string> {
  const { headers } = await app.auth.api.startSession({ body: { userId }, returnHeaders: true });
  return cookieHeaderFrom(headers.getSetCookie());
}

/** Turns Set-Cookie header values into the Cookie header a browser would send (expired ones dropped). */
export function cookieHeaderFrom(setCookies: readonly string[]): string {
  return setCookies
    .map((line) => line.split(';')[0]!.trim())
    .filter((pair) => {
      const value = pair.slice(pair.indexOf('=') + 1);
      return value !== '';
    })
    .join('; ');
}
