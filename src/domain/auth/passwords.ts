import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface Argon2Options {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  /** At most this many hashes at once: each takes a core for tens of ms. */
  concurrency: number;
}

export const defaultArgon2Options: Argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1, concurrency: 2 };

/** argon2id (PHC strings), with a semaphore so logins cannot starve request handling. */
export function createArgon2Hasher(options: Argon2Options = defaultArgon2Options): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];
  const limited = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
  const params = {
    algorithm: 2 as const, // Algorithm.Argon2id (a const enum, unusable with verbatimModuleSyntax)
    memoryCost: options.memoryCost,
    timeCost: options.timeCost,
    parallelism: options.parallelism,
  };
  return {
    hash: (password) => limited(() => hash(password, params)),
    verify: (digest, password) => limited(() => verify(digest, password).catch(() => false)),
  };
}

declare module '../context.ts' {
  interface Deps {
    passwords: PasswordHasher;
  }
}
