/** Passes on the latest value at most once per `ms`, the last one always. */
export function throttled<T>(ms: number, send: (value: T) => void) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: T | undefined;
  const flush = () => {
    timer = undefined;
    last = performance.now();
    if (pending !== undefined) send(pending);
    pending = undefined;
  };
  return {
    push(value: T) {
      pending = value;
      const wait = ms - (performance.now() - last);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
