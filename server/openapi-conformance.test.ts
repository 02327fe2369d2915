/**
 * The published document as a contract, checked the way an outside contract runner does, from the document
 * alone: it is a valid OpenAPI 3.0 document; then every operation is called as a visitor, a customer and an
 * admin of the demo restaurant, with its path parameters and a minimal body generated from the document's
 * schemas, and each answer must be documented: its status (or its range), its content type and its body
 * (validated by Ajv against the documented schema, formats included). Event streams are left out: they never
 * end, and the stream tests read them.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiDocs, type OpenApiDocument } from './cli/openapi-markdown';
import { createTestApp, type TestApp } from './test/app';
import { signInAs, type SignedIn } from './test/auth';

type Json = Record<string, unknown>;
interface Schema extends Json {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  minimum?: number;
  minItems?: number;
  $ref?: string;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: TestApp;
let document: Document;
const callers: Record<string, SignedIn | null> = { visitor: null };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  callers.client = await signInAs(t.app);
  callers.admin = await signInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

/** A value the schema accepts, as small as it allows: what a generating contract runner sends first. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sample(document.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf ?? schema.oneOf) return sample((schema.anyOf ?? schema.oneOf)![0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'contrat@example.tn';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
}

function urlOf(path: string, operation: Operation): string {
  const params = operation.parameters ?? [];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(sample(params.find((p) => p.name === name)?.schema) ?? '1'));
  const query = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && p.required) query.set(p.name, String(sample(p.schema)));
  return query.size ? `${filled}?${query}` : filled;
}

/** The documented answer for a status: the exact code, else its range (4XX), else `default`. */
function documented(operation: Operation, status: number) {
  return operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
}

const isStream = (operation: Operation) => Object.values(operation.responses).some((r) => r.content?.['text/event-stream']);

describe('the published OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document without the /dev stand-ins', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/dev'))).toEqual([]);
  });

  it('is the one committed in docs/ (npm run docs:api writes it)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    for (const [file, text] of Object.entries(renderApiDocs(t.app.swagger() as OpenApiDocument))) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} is out of date: run npm run docs:api`).toBe(text);
    }
  });

  it('documents the error answers of every operation with the one envelope', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const envelope = operation.responses['4XX']?.content?.['application/json']?.schema?.$ref;
        if (envelope !== '#/components/schemas/ErrorEnvelope') missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers every operation, for every caller, as documented', async () => {
    const ajv = new Ajv({ strict: false, allErrors: false });
    addFormats(ajv);
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) ajv.addSchema(schema, `#/components/schemas/${name}`);
    const mismatches: string[] = [];
    let calls = 0;
    const successes = new Set<string>();
    // sign-out last: it ends the session the other calls use
    const entries = Object.entries(document.paths).sort(([a], [b]) => Number(a.endsWith('/sign-out')) - Number(b.endsWith('/sign-out')));
    for (const [path, operations] of entries) {
      for (const [method, operation] of Object.entries(operations)) {
        if (isStream(operation)) continue;
        for (const [caller, who] of Object.entries(callers)) {
          const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
          const body = method === 'get' || method === 'delete' ? undefined : (sample(bodySchema) ?? {});
          const headers: Record<string, string> = { ...(who?.headers ?? {}), 'idempotency-key': randomUUID() };
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: urlOf(path, operation),
            headers,
            ...(body === undefined ? {} : { payload: body as Json }),
          });
          calls += 1;
          const where = `${method.toUpperCase()} ${path} (${caller}) → ${res.statusCode}`;
          const answer = documented(operation, res.statusCode);
          if (!answer) {
            mismatches.push(`${where}: status not documented`);
            continue;
          }
          const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
          const content = answer.content ?? {};
          if (!Object.keys(content).length) continue;
          if (!content[type]) {
            mismatches.push(`${where}: content type ${type || '(none)'} not documented (${Object.keys(content).join(', ')})`);
            continue;
          }
          const schema = content[type]!.schema;
          if (type !== 'application/json' || !schema) continue;
          const validate = ajv.compile(schema);
          if (res.statusCode < 300) successes.add(`${method} ${path}`);
          if (!validate(res.json())) mismatches.push(`${where}: ${ajv.errorsText(validate.errors)} — ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    // the demo restaurant's reads answer with data, validated against their documented schemas
    expect(successes.size).toBeGreaterThan(40);
    expect(mismatches).toEqual([]);
  }, 300_000);
});
