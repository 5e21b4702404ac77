/** How many requests a test sends at once to a server it polls: a few, as a console's screens would. */
export const READ_LANES = 8;

/**
 * `read` over the items, at most `lanes` at a time, the answers in the items' order. Hundreds of requests at
 * once to one server process would measure how fast a busy machine accepts connections, not the server.
 */
export async function inLanes<T, R>(
  items: readonly T[],
  read: (item: T) => Promise<R>,
  lanes: number = READ_LANES,
): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await read(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return answers;
}
