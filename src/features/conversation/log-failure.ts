/**
 * For a step whose failure the visitor needs no word about: the chat carries on either way, and a
 * storage failure already has its own notice (the database then keeps the session in memory). The
 * log is for whoever investigates what is left.
 */
export function logFailure(step: string): (error: unknown) => void {
  return (error) => console.warn(`${step} failed.`, error);
}
