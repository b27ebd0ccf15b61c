#!/usr/bin/env node
// Runs the TypeScript sources directly (Node 20 has no type stripping).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
