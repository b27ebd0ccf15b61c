/**
 * Runs `work` for at most `ms`: resolves true when it finished in time,
 * false when the deadline passed first (the work keeps running; a stop that
 * cannot wait for it goes on without it). A failure of the work counts as
 * finished: a stop logs it and goes on.
 */
export async function withinDeadline(
  work: Promise<unknown>,
  ms: number,
  onError: (err: unknown) => void,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        (err: unknown) => {
          onError(err);
          return true;
        },
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
