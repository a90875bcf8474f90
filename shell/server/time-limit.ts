/**
 * Waiting for something no longer than a time limit: what a promise settles to, or what `late()`
 * gives (or throws) once `ms` have passed first. The promise itself goes on; its timer does not.
 */
export async function within<T, L>(promise: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
