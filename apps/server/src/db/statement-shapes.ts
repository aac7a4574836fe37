import { CompiledQuery, PostgresAdapter, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Kysely builds and compiles a query anew on every call. For the few statements that run for every
 * order (the worker's claims, the order machine's read of an order, the hand-over's reads and writes of
 * its calls), building them was a measurable share of the server's CPU, and their text never changes:
 * only the values do. `shapedQuery` builds
 * such a statement once per key and engine, with a marker in place of each parameter, learns where
 * each one lands among the compiled statement's parameters, and from then on sends the same text
 * with the call's values in those places. Values the builder adds itself (a constant it was given in
 * code) are kept as they were.
 *
 * `build` must use its parameters only as values (no branching on them, no `sql.lit` or `sql.raw`
 * of them): whatever changes the statement's text belongs in the key. A statement whose text would
 * carry a marker is refused. The read caches (TableWrites) do not see a reused statement: only for
 * tables no read cache watches. Keys come in a few shapes, never from data: they are kept for the
 * process's life, up to `MAX_SHAPES`, past which a statement is built for its call alone.
 */
export function shapedQuery<P extends readonly unknown[]>(
  db: Kysely<Database>,
  key: string,
  parameters: P,
  build: (...markers: [...P]) => Compilable,
): CompiledQuery {
  const engineKey = `${db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'} ${key}`;
  let shape = shapes.get(engineKey);
  if (!shape) {
    shape = shapeOf(build(...(parameters.map((_, i) => `${MARKER}${i}`) as unknown as [...P])).compile());
    if (shapes.size < MAX_SHAPES) shapes.set(engineKey, shape);
  }
  return CompiledQuery.raw(
    shape.sql,
    shape.slots.map((slot) => ('from' in slot ? parameters[slot.from] : slot.value)),
  );
}

const MARKER = '\u0000parameter ';
const MAX_SHAPES = 1000;

type Slot = { from: number } | { value: unknown };

interface Shape {
  sql: string;
  slots: Slot[];
}

const shapes = new Map<string, Shape>();

function shapeOf(compiled: CompiledQuery): Shape {
  if (compiled.sql.includes(MARKER))
    throw new Error('A shaped statement may not write its parameters into its text');
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map((value): Slot =>
      typeof value === 'string' && value.startsWith(MARKER)
        ? { from: Number(value.slice(MARKER.length)) }
        : { value },
    ),
  };
}

/**
 * Rows of values (an insert's rows, an update's set) for `shapedQuery`: `key` names their shape (each
 * row's columns given, in order), `values` are their values in that order, to pass as parameters, and
 * `rebuild` makes the rows again from what `build` was given in their place.
 */
export function shapedRows<R extends Record<string, unknown>>(rows: readonly R[]) {
  const columns = rows.map(writtenColumns);
  return {
    key: columns.map((names) => names.join(',')).join('; '),
    values: rows.flatMap((row, i) => columns[i]!.map((name) => row[name])),
    rebuild(markers: readonly unknown[]): R[] {
      let next = 0;
      return columns.map((names) => Object.fromEntries(names.map((name) => [name, markers[next++]])) as R);
    },
  };
}

/** The columns a row writes: a value left undefined is a column not written, as Kysely takes it. */
export function writtenColumns<R extends object>(row: R): (keyof R & string)[] {
  return (Object.keys(row) as (keyof R & string)[]).filter((name) => row[name] !== undefined);
}
