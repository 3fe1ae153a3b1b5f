// The demo session in localStorage: never a password; an unreadable value is thrown away.
export interface User {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
  isVerified: boolean;
}

export const SESSION_KEY = 'session';

export function parseSession(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<User>;
    if (typeof value?.email !== 'string' || typeof value.name !== 'string' || (value.role !== 'admin' && value.role !== 'user')) return null;
    return { id: String(value.id ?? ''), email: value.email, name: value.name, role: value.role, isVerified: Boolean(value.isVerified) };
  } catch {
    return null;
  }
}

export function readSession(storage: Storage = localStorage): User | null {
  const raw = storage.getItem(SESSION_KEY);
  const user = parseSession(raw);
  if (raw !== null && user === null) storage.removeItem(SESSION_KEY);
  return user;
}

export function saveSession(user: User, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEY, JSON.stringify(user));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_KEY);
}
