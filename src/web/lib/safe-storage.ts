/**
 * localStorage, or an in-memory stand-in when the browser refuses storage (private modes,
 * blocked cookies), so that the app still runs for the current visit.
 */
let resolved: Storage | undefined;

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

export function safeStorage(): Storage {
  if (resolved) return resolved;
  try {
    const probe = '__medmitra_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    resolved = localStorage;
  } catch {
    resolved = memoryStorage();
  }
  return resolved;
}
