import { printSchema } from 'graphql';
import { getSortedSchema } from '../src/schema/index.ts';

/** The committed schema.graphql: sorted SDL so that diffs show only real changes. */
export const renderSchemaSdl = (): string => `${printSchema(getSortedSchema())}\n`;

export const SCHEMA_FILE_NAME = 'schema.graphql';
export const REGENERATE_COMMAND = 'npm run schema:print';
