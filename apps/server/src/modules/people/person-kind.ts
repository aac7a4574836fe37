import type { TRole } from '@orderdesk/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import type { UserRow } from './people.repository';

/** One people collection: admins, dealers, managers or operators. */
export interface PersonKind<TDto> {
  role: TRole;
  /** Name in audit entries (`manager.create`). */
  entity: string;
  /** Name in messages ("Manager was not found"). */
  label: string;
  toDtos(db: Kysely<Database>, rows: UserRow[]): Promise<TDto[]>;
}

/** What a collection adds to the common person fields, already checked against the caller's scope. */
export interface PersonExtras {
  columns?: Updateable<UsersTable>;
  /** Writes what lives beside the user row, in the same transaction. */
  afterWrite?(trx: Kysely<Database>, userId: number): Promise<void>;
  /** The change reaches other venues or areas than before: the person's access tokens must go. */
  rescopes?: boolean;
}
