import { describe, expect, it } from 'vitest';
import { demoUser } from '../testing/renderApp.tsx';
import { createSessionStore, ROOT_BREADCRUMBS, type SessionStorageLike } from './sessionStore.ts';

const KEY = 'portal-afiliados:state';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  const storage: SessionStorageLike & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return storage;
};

const persisted = (storage: { data: Map<string, string> }) => JSON.parse(storage.data.get(KEY) ?? 'null');

describe('session store persistence (SPEC §4)', () => {
  it('persists only Auth, User and Breadcrumbs under one key', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.signIn('token-abc', demoUser('afiliado'));
    store.setBreadcrumbs([...ROOT_BREADCRUMBS, { id: 'c1', label: 'Vídeos' }]);

    expect([...storage.data.keys()]).toEqual([KEY]);
    const saved = persisted(storage);
    expect(Object.keys(saved).sort()).toEqual(['auth', 'breadcrumbs', 'user']);
    expect(saved.auth).toEqual({ token: 'token-abc', loggedIn: true, redirectTo: null });
    expect(saved.user.id).toBe('user-afiliado');
    expect(saved.breadcrumbs).toEqual([
      { id: null, label: 'Material de apoio' },
      { id: 'c1', label: 'Vídeos' },
    ]);
  });

  it('restores the session and re-applies the saved token', () => {
    const storage = memoryStorage();
    createSessionStore({ storage }).signIn('token-abc', demoUser('holding'));

    const restored = createSessionStore({ storage });
    expect(restored.getState().auth.loggedIn).toBe(true);
    expect(restored.getToken()).toBe('token-abc');
    expect(restored.getState().user?.isHolding).toBe(true);
  });

  it('starts signed out, with the support-material root trail, when nothing is stored', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    expect(store.getState()).toEqual({
      auth: { token: null, loggedIn: false, redirectTo: null },
      user: null,
      breadcrumbs: [{ id: null, label: 'Material de apoio' }],
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a token without a user', JSON.stringify({ auth: { token: 't', loggedIn: true } })],
    ['a user without a token', JSON.stringify({ auth: { loggedIn: true }, user: { id: '1' } })],
    ['an array', '[]'],
  ])('treats %s as signed out', (_label, raw) => {
    const store = createSessionStore({ storage: memoryStorage({ [KEY]: raw }) });
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getToken()).toBeNull();
  });

  it('clears the persisted state on sign-out', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.signIn('token-abc', demoUser('agente'));
    store.signOut();
    expect(storage.data.has(KEY)).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(store.getToken()).toBeNull();
  });

  it('keeps the saved post-login path across a reload and hands it out once', () => {
    const storage = memoryStorage();
    createSessionStore({ storage }).setRedirect('/vendas?page=2');

    const restored = createSessionStore({ storage });
    expect(restored.takeRedirect()).toBe('/vendas?page=2');
    expect(restored.takeRedirect()).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])(
    'refuses %s as a redirect',
    (path) => {
      const store = createSessionStore({ storage: memoryStorage() });
      store.setRedirect(path);
      expect(store.getState().auth.redirectTo).toBeNull();
    },
  );

  it('notifies subscribers on every change', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.signIn('t', demoUser('admin'));
    store.signOut();
    unsubscribe();
    store.signIn('t', demoUser('admin'));
    expect(calls).toBe(2);
  });

  it('keeps working when storage throws', () => {
    const broken: SessionStorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore({ storage: broken });
    store.signIn('t', demoUser('produtor'));
    expect(store.getState().auth.loggedIn).toBe(true);
  });
});
