/** What the audit module offers the hub (it imports nothing else of it). */
export { writeAudit } from './audit';
