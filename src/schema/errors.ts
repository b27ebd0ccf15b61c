import { DomainError } from '../domain/errors.ts';
import { builder } from './builder.ts';

/**
 * Expected domain failures appear in mutation results as `ZulipError` with
 * Zulip's `code`, `msg`, HTTP status and extra fields (as JSON), so GraphQL
 * clients see exactly what REST clients see.
 */
export const ZulipErrorRef = builder.objectType(DomainError, {
  name: 'ZulipError',
  fields: (t) => ({
    code: t.exposeString('code'),
    msg: t.string({ resolve: (e) => e.message }),
    status: t.exposeInt('status'),
    data: t.field({ type: 'JSON', resolve: (e) => e.data }),
  }),
});

export const zulipErrors = { types: [DomainError] };
