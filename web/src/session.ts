/** The signed-in user's credentials, kept in localStorage so a reload stays signed in; logout removes them. */
export interface Credentials {
  email: string;
  apiKey: string;
}

const KEY = 'zircon.credentials';

export function loadCredentials(): Credentials | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Credentials> | null;
    return v && typeof v.email === 'string' && typeof v.apiKey === 'string'
      ? { email: v.email, apiKey: v.apiKey }
      : null;
  } catch {
    return null;
  }
}

export const saveCredentials = (c: Credentials) => localStorage.setItem(KEY, JSON.stringify(c));
export const clearCredentials = () => localStorage.removeItem(KEY);
