// Applies zircon's patches to installed dependencies (`npm install` runs it
// first, from postinstall; run directly, it patches again, which changes
// nothing). Each patch names the exact text it replaces in an exactly pinned
// version: if that text is not there (the dependency was upgraded), it fails
// instead of leaving the dependency half patched, and the patch is redone or
// dropped. test/unit/graphql/jit-leaves.test.ts checks the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

/*
 * graphql-jit 0.8.9 compiles every leaf (a String, an Int, an enum…) to a
 * call of its null check with the field's source locations and response
 * path as array literals, built on every call, for every leaf of every
 * object, although they are read only when the value is null or an error.
 * A page of 100 messages allocated ~1.4 KB per message that way, and the
 * young generation's collections it caused (4 MiB semi-spaces, npm start's
 * flag) were the largest difference between the GraphQL page and REST's
 * (bench/RESULTS.md). Patched, the generated code tests the value inline and
 * calls the null check, with its arrays, only for a null or an error; the
 * check itself is unchanged, so the errors are the same. (The copy
 * @envelop/graphql-jit brings for Yoga's path, 0.8.7, is left as it is: the
 * plain query path, src/graphql-server/ws-execution.ts, uses this one.)
 */
const LEAF_PATCHES = [
  {
    from: 'return `${GLOBAL_RUNTIME_NAME}.checkNonNullLeaf(${GLOBAL_EXECUTION_CONTEXT}, ${sourcePath}, ${dest}, ${nullMsg}, ${locs}, ${path}, ${capStack}, ${serializerRef}, ${errHandler}${extraIndexes})`;',
    to: 'return `((${sourcePath}) == null || (${sourcePath}) instanceof Error /* zircon: leaf fast path */ ? ${GLOBAL_RUNTIME_NAME}.checkNonNullLeaf(${GLOBAL_EXECUTION_CONTEXT}, ${sourcePath}, ${dest}, ${nullMsg}, ${locs}, ${path}, ${capStack}, ${serializerRef}, ${errHandler}${extraIndexes}) : ${serializerRef}(${GLOBAL_EXECUTION_CONTEXT}, ${sourcePath}, ${errHandler}${extraIndexes}))`;',
  },
  {
    from: 'return `${GLOBAL_RUNTIME_NAME}.checkNullableLeaf(${GLOBAL_EXECUTION_CONTEXT}, ${sourcePath}, ${dest}, ${locs}, ${path}, ${capStack}, ${serializerRef}, ${errHandler}${extraIndexes})`;',
    to: 'return `((${sourcePath}) == null ? null : (${sourcePath}) instanceof Error /* zircon: leaf fast path */ ? ${GLOBAL_RUNTIME_NAME}.checkNullableLeaf(${GLOBAL_EXECUTION_CONTEXT}, ${sourcePath}, ${dest}, ${locs}, ${path}, ${capStack}, ${serializerRef}, ${errHandler}${extraIndexes}) : ${serializerRef}(${GLOBAL_EXECUTION_CONTEXT}, ${sourcePath}, ${errHandler}${extraIndexes}))`;',
  },
];

/*
 * Each item of a list (a page's messages, each message's flags and
 * reactions) was handed to its handler through two new closures, for a
 * promise's success and failure, whether or not the item was a promise.
 * Patched, an item that is not a promise goes to its handler directly, as
 * the runtime's handleListItemResult would send it.
 */
const LIST_ITEM_PATCH = {
  from: '    ${GLOBAL_RUNTIME_NAME}.handleListItemResult(${GLOBAL_EXECUTION_CONTEXT}, __currentItem,\n',
  to:
    '    if (!${GLOBAL_RUNTIME_NAME}.isPromise(__currentItem)) /* zircon: list item fast path */ {\n' +
    '      ${itemHandler}(${GLOBAL_EXECUTION_CONTEXT}, resultArray, __currentItem, ${childIndexes});\n' +
    '      return;\n' +
    '    }\n' +
    '    ${GLOBAL_RUNTIME_NAME}.handleListItemResult(${GLOBAL_EXECUTION_CONTEXT}, __currentItem,\n',
};

const PATCHES = [
  {
    pkg: 'graphql-jit',
    version: '0.8.9',
    // Both builds: Node's ESM import and CommonJS require (jest) each load one.
    files: ['dist/execution.js', 'dist/execution.mjs'],
    replacements: [...LEAF_PATCHES, LIST_ITEM_PATCH],
  },
];

for (const patch of PATCHES) {
  const dir = path.dirname(require.resolve(`${patch.pkg}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (version !== patch.version)
    throw new Error(
      `${patch.pkg} is ${version}, its patch is for ${patch.version}: redo or drop it (scripts/patch-deps.mjs)`,
    );
  for (const file of patch.files) {
    const at = path.join(dir, file);
    let text = readFileSync(at, 'utf8');
    for (const { from, to } of patch.replacements) {
      if (text.includes(to)) continue;
      if (text.split(from).length !== 2)
        throw new Error(`${patch.pkg}/${file}: the text to patch is not there once (scripts/patch-deps.mjs)`);
      text = text.replace(from, () => to);
    }
    writeFileSync(at, text);
  }
}
