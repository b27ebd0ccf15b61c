import { migrate, readMigrations } from '../../src/db/migrate.ts';
import {
  readColumns,
  readForeignKeys,
  readUniqueIndexes,
  type ColumnInfo,
  type ForeignKeyInfo,
  type UniqueIndexInfo,
} from './catalog.ts';
import { modelInfo, modelNames, PG_TYPES_FOR } from './data-model.ts';
import { openEmptyDatabase, type EmptyDatabase } from './empty-database.ts';
import { RowFactory } from './row-factory.ts';

// The hand-written migrations and prisma/schema.prisma describe the same
// database twice; this keeps them in step (STACK-NOTES §8.5), on the database
// ZIRCON_TEST_DB selects, starting from an empty one.

let empty: EmptyDatabase;
let applied: string[];
let columns: ColumnInfo[];
let foreignKeys: ForeignKeyInfo[];
let uniques: UniqueIndexInfo[];
let factory: RowFactory;

beforeAll(async () => {
  empty = await openEmptyDatabase();
  applied = await migrate(empty.db.sql);
  [columns, foreignKeys, uniques] = await Promise.all([
    readColumns(empty.db.sql),
    readForeignKeys(empty.db.sql),
    readUniqueIndexes(empty.db.sql),
  ]);
  factory = new RowFactory(empty.db.prisma, foreignKeys);
});
afterAll(() => empty?.close());

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

test('every migration applies to an empty database, in name order', async () => {
  const names = (await readMigrations()).map((m) => m.name);
  expect(names.length).toBeGreaterThan(0);
  expect(applied).toEqual(names);
  expect([...names].sort()).toEqual(names);
});

test('the generated client has every model of prisma/schema.prisma', () => {
  const runtime = Object.keys(
    (empty.db.prisma as unknown as { _runtimeDataModel: { models: object } })._runtimeDataModel.models,
  ).sort();
  expect(runtime).toEqual(modelNames());
});

describe.each(modelNames())('model %s', (name) => {
  test('its table has every column, with the nullability and type of the model', () => {
    const model = modelInfo(empty.db.prisma, name);
    const table = columns.filter((c) => c.table === model.table);
    expect({ table: model.table, exists: table.length > 0 }).toEqual({ table: model.table, exists: true });
    const problems: string[] = [];
    for (const f of model.columns) {
      const col = table.find((c) => c.column === f.column);
      if (!col) {
        problems.push(`${model.table}.${f.column} (${name}.${f.name}) is missing`);
        continue;
      }
      if (col.nullable === f.isRequired) {
        problems.push(
          `${model.table}.${f.column} is ${col.nullable ? 'NULL' : 'NOT NULL'} but ${name}.${f.name} is ${f.isRequired ? 'required' : 'optional'}`,
        );
      }
      const pgType = f.isList ? col.type.replace(/^_/, '') : col.type;
      const allowed = PG_TYPES_FOR[f.type] ?? (f.kind === 'enum' ? [pgType] : []);
      if (!allowed.includes(pgType) || f.isList !== col.type.startsWith('_')) {
        problems.push(
          `${model.table}.${f.column} is ${col.type}, which cannot hold ${name}.${f.name} (${f.type}${f.isList ? '[]' : ''})`,
        );
      }
    }
    // A column Prisma does not know about must not make its inserts fail.
    for (const col of table) {
      if (model.columns.some((f) => f.column === col.column)) continue;
      if (!col.nullable && !col.hasDefault && !col.generated) {
        problems.push(
          `${model.table}.${col.column} is NOT NULL without a default and not in ${name}: Prisma inserts would fail`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  test('its primary key, unique constraints and relation foreign keys exist', () => {
    const model = modelInfo(empty.db.prisma, name);
    const col = (field: string) => model.fields.find((f) => f.name === field)?.column ?? field;
    const tableUniques = uniques.filter((u) => u.table === model.table && !u.expression && !u.partial);
    const problems: string[] = [];

    const pk = model.primaryKey.map(col);
    const pgPk = tableUniques.find((u) => u.primary);
    if (!pgPk || !sameSet(pgPk.columns, pk)) {
      problems.push(
        `primary key of ${model.table} is (${pgPk?.columns.join(', ') ?? 'none'}), the model says (${pk.join(', ')})`,
      );
    }
    const wanted = [...model.fields.filter((f) => f.isUnique).map((f) => [f.name]), ...model.uniqueIndexes];
    for (const fields of wanted) {
      const cols = fields.map(col);
      if (!tableUniques.some((u) => sameSet(u.columns, cols)))
        problems.push(`no unique index on ${model.table}(${cols.join(', ')})`);
    }
    for (const rel of model.fields.filter((f) => f.kind === 'object' && f.relationFromFields.length > 0)) {
      const target = modelInfo(empty.db.prisma, rel.type).table;
      const cols = rel.relationFromFields.map(col);
      const fk = foreignKeys.find((k) => k.table === model.table && k.refTable === target && sameSet(k.columns, cols));
      if (!fk) problems.push(`no foreign key ${model.table}(${cols.join(', ')}) → ${target} for ${name}.${rel.name}`);
    }
    expect(problems).toEqual([]);
  });

  test('a row created through Prisma reads back with the same values', async () => {
    const model = factory.model(name);
    const data = await factory.requiredData(name);
    const created = await factory.delegate(name).create({ data });
    const where = Object.fromEntries(model.primaryKey.map((f) => [f, created[f]]));
    const read = await factory.delegate(name).findFirst({ where });
    expect(read).toEqual(created);
    expect(read).toMatchObject(data);
    for (const f of model.columns.filter((c) => c.isRequired)) {
      expect({ field: f.name, value: read?.[f.name] ?? null }).not.toEqual({ field: f.name, value: null });
    }
  });
});
