import type { TArea, TCreateAreaRequest, TListAreasQuery, TUpdateAreaRequest } from '@orderdesk/contracts';
import { AppError } from '../../http/app-error';
import {
  deleteArea,
  findScopedArea,
  insertArea,
  isAreaInUse,
  isAreaNameTaken,
  listAreaRows,
  toArea,
  updateArea,
  type AreaRow,
} from './areas.repository';
import { namedCollection, type CollectionDeps, type NamedCollectionRows } from './named-collection';

const NAME_TAKEN = 'An area with this name already exists';

/** Areas: names unique regardless of case; one with venues or venue groups in it is kept. */
const areaRows: NamedCollectionRows<
  AreaRow,
  TArea,
  TListAreasQuery,
  Required<TCreateAreaRequest>,
  Required<TUpdateAreaRequest>,
  { name: string }
> = {
  entity: 'area',
  label: 'Area',
  toDto: toArea,
  list: listAreaRows,
  findScoped: findScopedArea,
  insert: (trx, input, now) => insertArea(trx, input.name, now),
  changes: (input) => ({ name: input.name }),
  update: (trx, id, changes) => updateArea(trx, id, changes.name),
  remove: deleteArea,
  async checkCreate(db, _user, input) {
    if (await isAreaNameTaken(db, input.name)) throw AppError.conflict(NAME_TAKEN, 'name');
  },
  async checkUpdate(db, _user, current, input) {
    if (await isAreaNameTaken(db, input.name, current.id)) throw AppError.conflict(NAME_TAKEN, 'name');
  },
  async checkDelete(db, current) {
    if (await isAreaInUse(db, current.id)) {
      throw AppError.conflict('The area still has venues or venue groups: move or delete them first');
    }
  },
  uniqueName: { message: NAME_TAKEN, field: 'name' },
};

/** The areas collection (docs/product.md §7); dealers' bindings to a deleted area go with it. */
export function areasCollection(deps: CollectionDeps) {
  return namedCollection(deps, areaRows);
}
