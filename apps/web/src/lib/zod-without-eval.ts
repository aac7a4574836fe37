// zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval
// (script-src 'self'), and zod's probe for it would be reported as a violation on every load.
// zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod): setting
// `jitless` there, before any schema exists, needs no zod in the entry, so zod loads only with the
// screens that validate. zod-without-eval.test.ts checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
