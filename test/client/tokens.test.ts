import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  localStorageTokenStore,
  memoryTokenStore,
  rejoinOptions,
  type StorageLike,
  tokenKey,
} from '../../src/client/index.js';

/** A Web Storage stand-in over a Map. */
function mapStorage(): StorageLike & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const broken: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token keys', () => {
  it('name the server and the table', () => {
    expect(tokenKey('ws://a:1', 't1')).toBe('ws://a:1|t1');
    expect(tokenKey('ws://a:1', 't1')).not.toBe(tokenKey('ws://b:1', 't1'));
  });
});

describe('memoryTokenStore', () => {
  it('keeps, replaces and forgets tokens by key', () => {
    const store = memoryTokenStore();
    expect(store.get('k')).toBeNull();
    store.set('k', 'one');
    store.set('k', 'two');
    expect(store.get('k')).toBe('two');
    expect([...store.tokens]).toEqual([['k', 'two']]);
    store.delete('k');
    expect(store.get('k')).toBeNull();
  });

  it('is a store of its own each time', () => {
    const a = memoryTokenStore();
    a.set('k', 'tok');
    expect(memoryTokenStore().get('k')).toBeNull();
  });
});

describe('localStorageTokenStore', () => {
  it('writes under the prefix in the storage given', () => {
    const storage = mapStorage();
    const store = localStorageTokenStore(storage);
    store.set(tokenKey('ws://a', 't1'), 'tok');
    expect([...storage.items]).toEqual([['boneyard:seat:ws://a|t1', 'tok']]);
    expect(store.get('ws://a|t1')).toBe('tok');
    store.delete('ws://a|t1');
    expect(storage.items.size).toBe(0);
    const prefixed = localStorageTokenStore(storage, 'app:');
    prefixed.set('k', 'v');
    expect(storage.items.get('app:k')).toBe('v');
  });

  it('uses the global localStorage when none is given, read at each call', () => {
    const store = localStorageTokenStore();
    expect(store.get('k')).toBeNull(); // no localStorage in Node: nothing kept, nothing thrown
    store.set('k', 'v');
    store.delete('k');
    const storage = mapStorage();
    vi.stubGlobal('localStorage', storage);
    store.set('k', 'v');
    expect(storage.items.get('boneyard:seat:k')).toBe('v');
    expect(store.get('k')).toBe('v');
  });

  it('loses a token a refusing storage will not keep, and throws nothing', () => {
    const store = localStorageTokenStore(broken);
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeNull();
    expect(() => store.delete('k')).not.toThrow();
  });
});

describe('rejoinOptions', () => {
  it('takes the seat token kept for this server and table, else watches', async () => {
    const store = memoryTokenStore();
    store.set(tokenKey('ws://a', 't1'), 'tok-a');
    expect(await rejoinOptions(store, 'ws://a', 't1')).toEqual({ tableId: 't1', seatToken: 'tok-a' });
    expect(await rejoinOptions(store, 'ws://b', 't1')).toEqual({ tableId: 't1', spectate: true });
  });
});
