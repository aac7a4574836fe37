import type { FastifyInstance } from 'fastify';
import {
  approveLicRequestContract,
  createLicRequestContract,
  deleteLicRequestContract,
  getLicenceSettingsContract,
  getLicRequestContract,
  licenceReportContract,
  listLicenceEventsContract,
  listLicRequestsContract,
  listVenueActionsContract,
  rejectLicRequestContract,
  updateLicenceSettingsContract,
  updateLicRequestContract,
} from '@orderdesk/contracts';
import type { LicencesDeps } from './licences-deps';
import { registerContract } from '../../http/register-contract';
import { listLicenceEvents } from './licence-events';
import { licenceReport } from './licence-report.service';
import { readLicenceSettings, updateLicenceSettings } from './licence-settings';
import {
  approveLicRequest,
  createLicRequest,
  getLicRequest,
  listLicRequests,
  rejectLicRequest,
  updateLicRequest,
  withdrawLicRequest,
} from './licence-requests.service';
import { listVenueActions } from './venue-actions.service';

export function registerLicenceRoutes(app: FastifyInstance, ctx: LicencesDeps): void {
  registerContract(app, listVenueActionsContract, ({ user, query }) =>
    listVenueActions(ctx, user, query.venueId),
  );
  registerContract(app, licenceReportContract, ({ user, query }) =>
    licenceReport(ctx, user, query, new Date(ctx.clock.now())),
  );

  registerContract(app, getLicenceSettingsContract, () => readLicenceSettings(ctx.db.kysely));
  registerContract(app, updateLicenceSettingsContract, ({ user, body }) =>
    updateLicenceSettings(ctx, user, body),
  );
  registerContract(app, listLicenceEventsContract, ({ user, params }) =>
    listLicenceEvents(ctx, user, params.venueId),
  );
  registerContract(app, listLicRequestsContract, ({ user, query }) => listLicRequests(ctx, user, query));
  registerContract(app, getLicRequestContract, ({ user, params }) => getLicRequest(ctx, user, params.id));
  registerContract(app, createLicRequestContract, ({ user, body }) => createLicRequest(ctx, user, body));
  registerContract(app, updateLicRequestContract, ({ user, body }) => updateLicRequest(ctx, user, body));
  registerContract(app, deleteLicRequestContract, ({ user, params }) =>
    withdrawLicRequest(ctx, user, params.id),
  );
  registerContract(app, approveLicRequestContract, ({ user, params }) =>
    approveLicRequest(ctx, user, params.id),
  );
  registerContract(app, rejectLicRequestContract, ({ user, params, body }) =>
    rejectLicRequest(ctx, user, params.id, body.reason),
  );
}
