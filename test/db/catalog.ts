import type { SqlRunner } from '../../src/db/sql.ts';

/** What PostgreSQL's catalog says about the tables of the current schema. */
export interface ColumnInfo {
  table: string;
  column: string;
  nullable: boolean;
  /** pg type name (udt_name): int4, text, timestamptz, jsonb, _text for arrays, … */
  type: string;
  hasDefault: boolean;
  generated: boolean;
}

export interface ForeignKeyInfo {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface UniqueIndexInfo {
  name: string;
  table: string;
  primary: boolean;
  /** Plain columns only; an expression index (lower(x)) has `expression: true`. */
  columns: string[];
  expression: boolean;
  partial: boolean;
}

export async function readColumns(sql: SqlRunner): Promise<ColumnInfo[]> {
  const rows = await sql.query<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    udt_name: string;
    column_default: string | null;
    is_generated: string;
    identity: string;
  }>(
    `SELECT table_name, column_name, is_nullable, udt_name, column_default, is_generated,
            is_identity AS identity
       FROM information_schema.columns
      WHERE table_schema = current_schema()`,
  );
  return rows.map((r) => ({
    table: r.table_name,
    column: r.column_name,
    nullable: r.is_nullable === 'YES',
    type: r.udt_name,
    hasDefault: r.column_default !== null || r.identity === 'YES',
    generated: r.is_generated === 'ALWAYS',
  }));
}

// Attribute names come back as text[] so both pg and PGlite parse them as arrays.
const attnames = (rel: string, keys: string) =>
  `(SELECT array_agg(a.attname::text ORDER BY k.ord)
      FROM unnest(${keys}) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum)`;

export async function readForeignKeys(sql: SqlRunner): Promise<ForeignKeyInfo[]> {
  const rows = await sql.query<{
    name: string;
    table: string;
    ref_table: string;
    columns: string[];
    ref_columns: string[];
  }>(
    `SELECT c.conname::text AS name, rel.relname::text AS table, frel.relname::text AS ref_table,
            ${attnames('c.conrelid', 'c.conkey')} AS columns,
            ${attnames('c.confrelid', 'c.confkey')} AS ref_columns
       FROM pg_constraint c
       JOIN pg_class rel ON rel.oid = c.conrelid
       JOIN pg_class frel ON frel.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = rel.relnamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  return rows.map((r) => ({
    name: r.name,
    table: r.table,
    columns: r.columns,
    refTable: r.ref_table,
    refColumns: r.ref_columns,
  }));
}

export async function readUniqueIndexes(sql: SqlRunner): Promise<UniqueIndexInfo[]> {
  const rows = await sql.query<{
    name: string;
    table: string;
    primary: boolean;
    columns: string[] | null;
    expression: boolean;
    partial: boolean;
  }>(
    `SELECT ic.relname::text AS name, t.relname::text AS table, i.indisprimary AS primary,
            ${attnames('i.indrelid', 'i.indkey::int2[]')} AS columns,
            (i.indexprs IS NOT NULL) AS expression, (i.indpred IS NOT NULL) AS partial
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_class ic ON ic.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE i.indisunique AND n.nspname = current_schema()`,
  );
  return rows.map((r) => ({ ...r, columns: r.columns ?? [] }));
}
