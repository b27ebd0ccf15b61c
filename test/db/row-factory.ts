import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { ForeignKeyInfo } from './catalog.ts';
import { modelInfo, runtimeDataModel, type ModelField, type ModelInfo } from './data-model.ts';

type Row = Record<string, unknown>;
type Delegate = { create(args: { data: Row }): Promise<Row>; findFirst(args: { where: Row }): Promise<Row | null> };

/**
 * Makes a minimal valid row of any model through Prisma: required fields
 * without a default get a sample value, and every foreign key (declared in
 * Prisma or only in SQL) that covers a required column gets a parent row made
 * the same way. Generic on purpose, so a new model is covered without a fixture.
 * A CHECK constraint a sample value breaks needs an entry in SAMPLE_VALUES.
 */
const SAMPLE_VALUES: Record<string, Record<string, unknown>> = {};

export class RowFactory {
  private counter = 0;
  private readonly models: Map<string, ModelInfo>;
  private readonly modelByTable: Map<string, ModelInfo>;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly foreignKeys: ForeignKeyInfo[],
  ) {
    const names = Object.keys(runtimeDataModel(prisma).models);
    this.models = new Map(names.map((n) => [n, modelInfo(prisma, n)]));
    this.modelByTable = new Map([...this.models.values()].map((m) => [m.table, m]));
  }

  delegate(model: string): Delegate {
    const key = model.charAt(0).toLowerCase() + model.slice(1);
    return (this.prisma as unknown as Record<string, Delegate>)[key];
  }

  /** The values a new row needs: its required inputs and the parents they point at. */
  async requiredData(model: string, depth = 0): Promise<Row> {
    if (depth > 8) throw new Error(`foreign keys of ${model} nest too deep (a required cycle?)`);
    const info = this.model(model);
    const data: Row = { ...SAMPLE_VALUES[model] };
    const needed = (f: ModelField | undefined) =>
      f !== undefined && f.isRequired && !f.hasDefaultValue && !(f.name in data);
    for (const fk of this.foreignKeys.filter((k) => k.table === info.table)) {
      const fields = fk.columns.map((c) => info.columns.find((f) => f.column === c));
      if (!fields.some(needed)) continue;
      const parentModel = this.modelByTable.get(fk.refTable);
      if (!parentModel)
        throw new Error(`${info.table}.${fk.columns.join(',')} references ${fk.refTable}, which has no model`);
      const parent = await this.create(parentModel.name, depth + 1);
      fk.refColumns.forEach((refColumn, i) => {
        const field = fields[i];
        const parentField = parentModel.columns.find((f) => f.column === refColumn);
        if (field && parentField) data[field.name] = parent[parentField.name];
      });
    }
    for (const f of info.columns) if (needed(f) && !f.isUpdatedAt) data[f.name] = this.sample(info, f);
    return data;
  }

  async create(model: string, depth = 0): Promise<Row> {
    const data = await this.requiredData(model, depth);
    return this.delegate(model).create({ data });
  }

  model(name: string): ModelInfo {
    const m = this.models.get(name);
    if (!m) throw new Error(`no model ${name}`);
    return m;
  }

  private sample(model: ModelInfo, f: ModelField): unknown {
    const n = ++this.counter;
    const one = (): unknown => {
      switch (f.type) {
        case 'Int':
          return n;
        case 'BigInt':
          return BigInt(n);
        case 'Float':
          return n + 0.5;
        case 'Decimal':
          return String(n);
        case 'String':
          return `${model.name}.${f.name}.${n}`;
        case 'Boolean':
          return n % 2 === 0;
        case 'DateTime':
          return new Date(Date.UTC(2026, 0, 1, 0, 0, n));
        case 'Json':
          return { sample: n };
        case 'Bytes':
          return new Uint8Array([n % 256]);
        default: {
          const e = runtimeDataModel(this.prisma).enums[f.type];
          if (e) return e.values[0]?.name;
          throw new Error(`no sample value for ${model.name}.${f.name} of type ${f.type}; add it to SAMPLE_VALUES`);
        }
      }
    };
    return f.isList ? [one()] : one();
  }
}
