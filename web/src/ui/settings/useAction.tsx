import { useState } from 'preact/hooks';
import { errorOf } from '../context.ts';

/** What every settings mutation answers: one root field, a payload or an `Error`. */
interface Answer {
  data?: Record<string, { __typename?: string; message?: string } | null> | null;
  error?: { message: string } | null;
}

/**
 * Runs mutations for one part of the page: the server's refusal is kept to be
 * shown there (its own words), and a success reloads the page's data.
 */
export function useAction(refresh: () => void) {
  const [error, setError] = useState<string | null>(null);
  const run = async (pending: Promise<Answer>): Promise<boolean> => {
    const r = await pending;
    const err = errorOf(r.data ? Object.values(r.data)[0] : null, r.error);
    setError(err);
    if (!err) refresh();
    return !err;
  };
  return { error, run };
}

export function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null;
}
