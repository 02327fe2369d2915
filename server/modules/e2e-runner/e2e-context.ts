/** What the suites' tests share during one run: the two HTTP clients, the run's log and what earlier tests made. */
import type { FastifyInstance } from 'fastify';
import type { PublicCatalog } from '@core/catalog';
import type { ShopClient } from './shop-client';

export interface E2eState {
  catalog?: PublicCatalog;
  email?: string;
  pickupOrder?: { id: string; numero_commande: string };
  /** Every order a test placed: flagged is_test at once and cancelled at the end. */
  testOrderIds: string[];
}

export interface E2eContext {
  app: FastifyInstance;
  runId: number;
  /** The test customer (a fresh address each run). */
  customer: ShopClient;
  /** The kitchen: a staff session on the order board. */
  kitchen: ShopClient;
  state: E2eState;
  /** A line of the current test's logs (shown under the test in Résultats détaillés). */
  log(message: string): void;
  /** Stores a screenshot of the current test and lists it on its result; answers its URL. */
  screenshot(name: string, png: Buffer): Promise<string>;
  /** Aborted when the run is stopped or runs out of time. */
  signal: AbortSignal;
}

interface E2eTestCase {
  name: string;
  run(ctx: E2eContext): Promise<void>;
}

export interface E2eScenarioDef {
  name: string;
  tests: E2eTestCase[];
}

/** A test that cannot apply here (no simulator, no Chromium): recorded as 'skipped', not as a failure. */
export class E2eSkip extends Error {}

export function requireState<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Prérequis manquant : ${what} (un test précédent a échoué)`);
  return value;
}
