/**
 * Imported first by web/app/start-app.tsx, before any module that builds a zod schema: zod reads its settings from this
 * global when a schema is built, and `jitless` skips its `new Function` probe, which the CSP
 * (script-src 'self') reports as a violation on every page even though zod catches the refusal.
 * Set on the shared object, so zod keeps it whenever its own module runs.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
