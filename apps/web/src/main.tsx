// zod must be told before any schema exists that eval is not allowed (the CSP forbids it), and
// bundled chunks run before this module's body: the app itself is therefore imported afterwards.
import './lib/zod-without-eval';

void import('./start').then(({ start }) => start());
