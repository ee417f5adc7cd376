/**
 * Background add-to-cart requests are queued and sent one at a time, so two quick clicks
 * never race each other on the cart. A failed task does not stop the queue.
 */
export interface SerialQueue {
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting or running. */
  readonly size: number;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    enqueue<T>(task: () => Promise<T>): Promise<T> {
      size++;
      const run = tail.then(task);
      tail = run.then(
        () => {
          size--;
        },
        () => {
          size--;
        },
      );
      return run;
    },
    get size() {
      return size;
    },
  };
}

/** The one queue every add-to-cart control of the page shares. */
export const cartQueue = createSerialQueue();
