import type { TLicenceEventKind, TLicenceStatus, TLicRequestStatus } from '@orderdesk/contracts';

/** Translation keys by value, spelled out so the translation check sees each key in use. */
export const REQUEST_STATUS_KEYS: Record<TLicRequestStatus, string> = {
  pending: 'licences.requestStatus.pending',
  approved: 'licences.requestStatus.approved',
  rejected: 'licences.requestStatus.rejected',
  withdrawn: 'licences.requestStatus.withdrawn',
};

export const LICENCE_STATUS_KEYS: Record<TLicenceStatus, string> = {
  active: 'licences.status.active',
  expiring: 'licences.status.expiring',
  expired: 'licences.status.expired',
  notAssigned: 'licences.status.notAssigned',
  unlimited: 'licences.status.unlimited',
};

export const EVENT_KIND_KEYS: Record<TLicenceEventKind, string> = {
  requested: 'licences.eventKind.requested',
  updated: 'licences.eventKind.updated',
  approved: 'licences.eventKind.approved',
  rejected: 'licences.eventKind.rejected',
  withdrawn: 'licences.eventKind.withdrawn',
  changed: 'licences.eventKind.changed',
};

export const SETTINGS_NUMBER_FIELDS = {
  defaultPeriodMonths: {
    label: 'licences.settings.defaultPeriodMonths',
    help: 'licences.settings.defaultPeriodMonthsHelp',
  },
  maxPeriodMonths: {
    label: 'licences.settings.maxPeriodMonths',
    help: 'licences.settings.maxPeriodMonthsHelp',
  },
  expiringWithinDays: {
    label: 'licences.settings.expiringWithinDays',
    help: 'licences.settings.expiringWithinDaysHelp',
  },
} as const;
