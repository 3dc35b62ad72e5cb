/**
 * A promise the test settles when it chooses (an answer that arrives late). The same helper as
 * @vaultline/testing's, kept here: the testing lib sits above data-access (it reads this lib's
 * query client), and a data-access lib may not depend on it.
 */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
