export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until the condition holds (things that happen after a response, such as a ping to a box); fails after the timeout. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`The condition did not hold within ${timeoutMs} ms.`);
    await sleep(25);
  }
}
