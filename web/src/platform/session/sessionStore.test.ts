import { describe, expect, it } from 'vitest';
import { demoUser } from '@/app/testing/renderApp.tsx';
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

describe('session store persistence (docs/product.md §2.3)', () => {
  it('persists only Auth, User and Breadcrumbs under one key', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.signIn('token-abc', demoUser('afiliado'));
    store.setBreadcrumbs([...ROOT_BREADCRUMBS, { id: 'c1', label: 'Vídeos' }]);

    expect([...storage.data.keys()]).toEqual([KEY]);
    const saved = persisted(storage);
    expect(Object.keys(saved).sort()).toEqual(['auth', 'breadcrumbs', 'user']);
    expect(saved.auth).toEqual({
      token: 'token-abc',
      loggedIn: true,
      redirectTo: null,
      expiresAt: null,
      enrolTwoFactor: false,
    });
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
      auth: { token: null, loggedIn: false, redirectTo: null, expiresAt: null, enrolTwoFactor: false },
      user: null,
      breadcrumbs: [{ id: null, label: 'Material de apoio' }],
      notice: null,
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

/** A JWT-shaped token whose payload carries `exp` (seconds); the web never checks its signature. */
const jwtExpiring = (expSeconds: number) =>
  `e30.${btoa(JSON.stringify({ sub: 'u', exp: expSeconds })).replace(/=+$/, '')}.sig`;

describe('session expiry', () => {
  it('counts the gateway’s expiresIn from now, and keeps it across a reload', () => {
    const storage = memoryStorage();
    const before = Date.now();
    createSessionStore({ storage }).signIn('token-abc', demoUser('afiliado'), 3600);
    const restored = createSessionStore({ storage });
    const expiresAt = restored.getState().auth.expiresAt ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000);
  });

  it('reads the token’s own exp when no expiresIn is known', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const store = createSessionStore({ storage: memoryStorage() });
    store.signIn(jwtExpiring(exp), demoUser('afiliado'));
    expect(store.getState().auth.expiresAt).toBe(exp * 1000);
  });

  it('renews the token and its expiry, keeping the user', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    store.signIn('old', demoUser('unidade'), 60);
    store.renew('fresh', 3600);
    expect(store.getToken()).toBe('fresh');
    expect(store.getState().user?.id).toBe('user-unidade');
    expect(store.getState().auth.expiresAt ?? 0).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('restores an expired session as signed out, with the notice for the login page', () => {
    const storage = memoryStorage();
    createSessionStore({ storage }).signIn(
      jwtExpiring(Math.floor(Date.now() / 1000) - 1),
      demoUser('holding'),
    );
    const restored = createSessionStore({ storage });
    expect(restored.getState().auth.loggedIn).toBe(false);
    expect(restored.getToken()).toBeNull();
    expect(restored.getState().notice).toBe('expired');
  });

  it('says why only until the next sign-in', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    store.signIn('t', demoUser('admin'), 60);
    store.signOut('expired');
    expect(store.getState().notice).toBe('expired');
    store.signIn('t2', demoUser('admin'), 60);
    expect(store.getState().notice).toBeNull();
  });
});
