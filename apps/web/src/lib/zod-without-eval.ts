import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval
// (script-src 'self'), and zod's probe for it would be reported as a violation on every load.
z.config({ jitless: true });
