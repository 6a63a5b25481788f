/**
 * Waits for a condition instead of sleeping: asks `probe` every `everyMs` until it answers something
 * truthy and returns that, or throws naming `what` (and the last answer) once `withinMs` has passed.
 * The deadline is generous on purpose: it only bounds a test that would otherwise hang, it proves nothing.
 */
export async function until<T>(what: string, probe: () => T | Promise<T>, { withinMs = 20_000, everyMs = 20 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await probe();
    if (answer) return answer as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`не дождались: ${what} (последний ответ: ${JSON.stringify(answer)})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
