import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZIdParams, ZNoContent } from '../api/entity-id';
import { ZPaged } from '../api/list-query';
import { Permission } from '../auth/permissions';
import {
  ZCreateLicRequest,
  ZLicenceEvent,
  ZLicenceEventsParams,
  ZLicenceSettings,
  ZLicenceSettingsChange,
  ZListLicRequestsQuery,
  ZLicRequest,
  ZRejectLicRequest,
  ZUpdateLicRequest,
} from './lic-request.schema';
import { ZLicenceReportQuery, ZLicenceReportRow } from './licence-report.schema';

const tags = ['lic-requests'];

export const listLicRequestsContract = defineContract({
  method: 'GET',
  path: '/api/lic-requests',
  summary: "Licence requests of the venues in the caller's scope, searched, filtered and paged",
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  query: ZListLicRequestsQuery,
  response: ZPaged(ZLicRequest),
});

export const getLicRequestContract = defineContract({
  method: 'GET',
  path: '/api/lic-requests/:id',
  summary: 'One licence request',
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  params: ZIdParams,
  response: ZLicRequest,
});

export const createLicRequestContract = defineContract({
  method: 'POST',
  path: '/api/lic-requests',
  summary: 'Ask for a licence for one venue, one or more platforms and a period',
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  body: ZCreateLicRequest,
  response: ZLicRequest,
  successStatus: 201,
});

export const updateLicRequestContract = defineContract({
  method: 'PUT',
  path: '/api/lic-requests',
  summary: 'Change a pending licence request (its requester or an admin)',
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  body: ZUpdateLicRequest,
  response: ZLicRequest,
});

/** Withdraws a pending request: it stays in the history as `withdrawn`. */
export const deleteLicRequestContract = defineContract({
  method: 'DELETE',
  path: '/api/lic-requests/:id',
  summary: 'Withdraw a pending licence request (its requester or an admin)',
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  params: ZIdParams,
  response: ZNoContent,
  successStatus: 204,
});

export const approveLicRequestContract = defineContract({
  method: 'PATCH',
  path: '/api/lic-requests/:id/approve',
  summary: "Approve a pending licence request: the venue's expiry dates change",
  tags,
  access: Permission.LIC_REQUESTS_DECIDE,
  params: ZIdParams,
  response: ZLicRequest,
});

export const rejectLicRequestContract = defineContract({
  method: 'PATCH',
  path: '/api/lic-requests/:id/reject',
  summary: 'Reject a pending licence request with a reason',
  tags,
  access: Permission.LIC_REQUESTS_DECIDE,
  params: ZIdParams,
  body: ZRejectLicRequest,
  response: ZLicRequest,
});

export const getLicenceSettingsContract = defineContract({
  method: 'GET',
  path: '/api/lic-requests/settings',
  summary: 'The licence settings',
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  response: ZLicenceSettings,
});

export const updateLicenceSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/lic-requests/settings',
  summary: 'Change the licence settings (fields left out stay)',
  tags,
  access: Permission.LIC_REQUESTS_DECIDE,
  body: ZLicenceSettingsChange,
  response: ZLicenceSettings,
});

export const listLicenceEventsContract = defineContract({
  method: 'GET',
  path: '/api/lic-requests/events/:venueId',
  summary: "A venue's licence events, newest first",
  tags,
  access: Permission.LIC_REQUESTS_MANAGE,
  params: ZLicenceEventsParams,
  response: z.array(ZLicenceEvent),
});

export const licenceReportContract = defineContract({
  method: 'GET',
  path: '/api/venues/licences',
  summary: "Each venue's licence per platform, in the caller's scope, filtered",
  tags: ['venues', ...tags],
  access: Permission.LIC_REQUESTS_MANAGE,
  query: ZLicenceReportQuery,
  response: z.array(ZLicenceReportRow),
});
