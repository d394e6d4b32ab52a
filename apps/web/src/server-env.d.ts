/**
 * The one Node.js API the server render uses (entry-server.tsx, which only the server runs),
 * typed here rather than by Node's whole type package, whose globals would leak into the
 * browser app's types.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
