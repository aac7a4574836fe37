import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import { initialMigration } from './migrations/001-initial';
import { peopleMigration } from './migrations/002-people';
import { venuesMigration } from './migrations/003-venues';
import { rkeeperMigration } from './migrations/005-rkeeper';
import { orderTimesMigration } from './migrations/006-order-times';
import { licenceRequestsMigration } from './migrations/007-licence-requests';
import { reportsMigration } from './migrations/007-reports';
import { orderLifeMigration } from './migrations/009-order-life';
import { menusMigration } from './migrations/009-menus';
import { reportRollupMigration } from './migrations/010-report-rollup';
import { operationsRollupMigration } from './migrations/011-operations-rollup';
import { orderListRevisionsMigration } from './migrations/012-order-list-revisions';
import { orderOwnerMigration } from './migrations/013-order-owner';
import { sessionsMigration } from './migrations/014-sessions';
import { earlyCancellationsMigration } from './migrations/015-early-cancellations';
import { durabilityMigration } from './migrations/016-durability';
import { manualPosMappingsMigration } from './migrations/017-manual-pos-mappings';
import { availabilityWindowMigration } from './migrations/020-availability-window';
import { platformOrderPingMigration } from './migrations/022-platform-order-ping';
import { cancelledProductsPaidMigration } from './migrations/023-cancelled-products-paid';
import { menuUploadStatusJobMigration } from './migrations/025-menu-upload-status-job';
import { orderTicketMigration } from './migrations/028-order-ticket';
import { venueBusyModeMigration } from './migrations/029-venue-busy-mode';
import { orderEndingMigration } from './migrations/030-order-ending';
import { orderRejectReasonMigration } from './migrations/031-order-reject-reason';
import { kdsReadyMigration } from './migrations/032-kds-ready';
import { posRefusalsMigration } from './migrations/033-pos-refusals';
import { jobQueueIndexesMigration } from './migrations/034-job-queue-indexes';
import { finishedJobsLeaveMigration } from './migrations/035-finished-jobs-leave';
import { orderWriteGuardMigration } from './migrations/036-order-write-guard';
import { listRevisionUpdateFirstMigration } from './migrations/037-list-revision-update-first';
import { orderPayloadsMigration } from './migrations/038-order-payloads';

/** Migrations are code, listed here in order; the same set runs on both engines. */
export function migrationProvider(db: Db): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-initial': initialMigration(db.engine),
        '002-people': peopleMigration(),
        '003-venues': venuesMigration(),
        '005-rkeeper': rkeeperMigration(db.engine),
        '006-order-times': orderTimesMigration(),
        '007-licence-requests': licenceRequestsMigration(db.engine),
        '007-reports': reportsMigration(),
        '009-order-life': orderLifeMigration(),
        '009-menus': menusMigration(db.engine),
        '010-report-rollup': reportRollupMigration(db.engine),
        '011-operations-rollup': operationsRollupMigration(db.engine),
        '012-order-list-revisions': orderListRevisionsMigration(db.engine),
        '013-order-owner': orderOwnerMigration(),
        '014-sessions': sessionsMigration(db.engine),
        '015-early-cancellations': earlyCancellationsMigration(db.engine),
        '016-durability': durabilityMigration(),
        '017-manual-pos-mappings': manualPosMappingsMigration(),
        '020-availability-window': availabilityWindowMigration(),
        '022-platform-order-ping': platformOrderPingMigration(),
        '023-cancelled-products-paid': cancelledProductsPaidMigration(),
        '025-menu-upload-status-job': menuUploadStatusJobMigration(),
        '028-order-ticket': orderTicketMigration(),
        '029-venue-busy-mode': venueBusyModeMigration(),
        '030-order-ending': orderEndingMigration(),
        '031-order-reject-reason': orderRejectReasonMigration(),
        '032-kds-ready': kdsReadyMigration(),
        '033-pos-refusals': posRefusalsMigration(db.engine),
        '034-job-queue-indexes': jobQueueIndexesMigration(),
        '035-finished-jobs-leave': finishedJobsLeaveMigration(),
        '036-order-write-guard': orderWriteGuardMigration(db.engine),
        '037-list-revision-update-first': listRevisionUpdateFirstMigration(db.engine),
        '038-order-payloads': orderPayloadsMigration(),
      };
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Names of the migrations this build knows that the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db) });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
