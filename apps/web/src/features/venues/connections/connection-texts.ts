import type { TPlatformKind, TWoltStatusForm } from '@orderdesk/contracts';

/** Labels of the connection fields, by name (keys spelt out for the i18n check). */
export const CONNECTION_FIELD_TEXTS: Record<string, string> = {
  isEnabled: 'venues.connections.fields.isEnabled',
  name: 'venues.connections.fields.name',
  externalId: 'venues.connections.fields.externalId',
  statusForm: 'venues.connections.fields.statusForm',
  clientId: 'venues.connections.fields.clientId',
  integratorId: 'venues.connections.fields.integratorId',
  webhookUser: 'venues.connections.fields.webhookUser',
  apiUrl: 'venues.connections.fields.apiUrl',
  apiKey: 'venues.connections.fields.apiKey',
  clientSecret: 'venues.connections.fields.clientSecret',
  refreshToken: 'venues.connections.fields.refreshToken',
  webhookSecret: 'venues.connections.fields.webhookSecret',
  apiToken: 'venues.connections.fields.apiToken',
  webhookToken: 'venues.connections.fields.webhookToken',
  hmacSecret: 'venues.connections.fields.hmacSecret',
  webhookPassword: 'venues.connections.fields.webhookPassword',
  currency: 'venues.connections.fields.currency',
};

export const EXTERNAL_ID_HINTS: Record<TPlatformKind, string> = {
  wolt: 'venues.connections.externalIdHint.wolt',
  glovo: 'venues.connections.externalIdHint.glovo',
  bolt: 'venues.connections.externalIdHint.bolt',
  fudy: 'venues.connections.externalIdHint.fudy',
};

export const STATUS_FORM_TEXTS: Record<TWoltStatusForm, string> = {
  status: 'venues.connections.statusForms.status',
  online: 'venues.connections.statusForms.online',
};
