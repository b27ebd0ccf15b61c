import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { getDatamodel } from '../../src/generated/pothos-types.ts';

/**
 * The Prisma data model as the drift test needs it: the generated client's
 * runtime data model gives table and column names (`dbName`, private API but
 * present in Prisma 7), the Pothos generator's copy gives nullability, defaults
 * and keys. Both come from the same `prisma generate`.
 */
export interface ModelField {
  name: string;
  column: string;
  kind: string;
  type: string;
  isRequired: boolean;
  isList: boolean;
  hasDefaultValue: boolean;
  isId: boolean;
  isUnique: boolean;
  isUpdatedAt: boolean;
  relationFromFields: readonly string[];
}

export interface ModelInfo {
  name: string;
  table: string;
  fields: ModelField[];
  /** Scalar and enum fields: the ones stored in a column. */
  columns: ModelField[];
  primaryKey: string[];
  uniqueIndexes: string[][];
}

interface RuntimeField {
  name: string;
  kind: string;
  type: string;
  dbName?: string | null;
}
interface RuntimeDataModel {
  models: Record<string, { dbName: string | null; fields: RuntimeField[] }>;
  enums: Record<string, { values: { name: string; dbName: string | null }[] }>;
}

const pothosModels = getDatamodel().datamodel.models;

/** Model names, available without a database (for describe.each). */
export const modelNames = (): string[] => Object.keys(pothosModels).sort();

export const runtimeDataModel = (prisma: PrismaClient): RuntimeDataModel =>
  (prisma as unknown as { _runtimeDataModel: RuntimeDataModel })._runtimeDataModel;

export function modelInfo(prisma: PrismaClient, name: string): ModelInfo {
  const runtime = runtimeDataModel(prisma).models[name];
  const pothos = pothosModels[name];
  if (!runtime || !pothos) throw new Error(`model ${name} is missing from the generated client; run npm run generate`);
  const fields = pothos.fields.map((f): ModelField => {
    const rf = runtime.fields.find((r) => r.name === f.name);
    return {
      name: f.name,
      column: rf?.dbName ?? f.name,
      kind: f.kind,
      type: f.type,
      isRequired: f.isRequired,
      isList: f.isList,
      hasDefaultValue: f.hasDefaultValue,
      isId: f.isId,
      isUnique: f.isUnique,
      isUpdatedAt: f.isUpdatedAt ?? false,
      relationFromFields: f.relationFromFields ?? [],
    };
  });
  const idFields = fields.filter((f) => f.isId).map((f) => f.name);
  return {
    name,
    table: runtime.dbName ?? name,
    fields,
    columns: fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum'),
    primaryKey: pothos.primaryKey ? [...pothos.primaryKey.fields] : idFields,
    uniqueIndexes: pothos.uniqueIndexes.map((u) => [...u.fields]),
  };
}

/** Which PostgreSQL types (udt_name) may back a Prisma scalar type. */
export const PG_TYPES_FOR: Record<string, string[]> = {
  Int: ['int4', 'int2'],
  BigInt: ['int8'],
  Float: ['float8', 'float4'],
  Decimal: ['numeric'],
  String: ['text', 'varchar', 'bpchar', 'uuid', 'citext', 'xml', 'inet'],
  Boolean: ['bool'],
  DateTime: ['timestamptz', 'timestamp', 'date', 'time', 'timetz'],
  Json: ['jsonb', 'json'],
  Bytes: ['bytea'],
};
