import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';

/**
 * The schema is typed: the `JSON` scalar is allowed only where a value's shape
 * is open by nature, and then the field, argument or input field says why in
 * a description starting with "JSON:".
 */
const schema = buildSchema(readFileSync(path.join(__dirname, '../..', SCHEMA_FILE_NAME), 'utf8'));

interface Use {
  where: string;
  description: string | null | undefined;
}

function jsonUses(type: GraphQLNamedType): Use[] {
  const uses: Use[] = [];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name === 'JSON')
        uses.push({ where: `${type.name}.${field.name}`, description: field.description });
      for (const arg of field.args) {
        if (getNamedType(arg.type).name === 'JSON')
          uses.push({ where: `${type.name}.${field.name}(${arg.name})`, description: arg.description });
      }
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name === 'JSON')
        uses.push({ where: `${type.name}.${field.name}`, description: field.description });
    }
  }
  return uses;
}

const uses = Object.values(schema.getTypeMap())
  .filter((t) => !t.name.startsWith('__'))
  .flatMap(jsonUses);

test('every use of the JSON scalar says why in its description ("JSON: …")', () => {
  const unjustified = uses.filter((u) => !u.description?.startsWith('JSON: ')).map((u) => u.where);
  expect(unjustified).toEqual([]);
});

test('the JSON scalar is rare: a web UI needs no JSON parsing to build a chat', () => {
  // Two: the generic value of a setting change in an event, whose typed value is on the changed object the event
  // links to; and a submessage that no widget type describes (clients may send submessages of their own).
  expect(uses.map((u) => u.where).sort()).toEqual(['OtherSubmessageData.value', 'SettingChange.value']);
});
