// Loaded on demand by sign-in-rules.ts.
export { ZTokenAccessRequest } from '@orderdesk/contracts';
