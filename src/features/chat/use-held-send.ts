import { useEffect, useRef } from 'react';
import { heldSendGoes, stepOnSend, type SendConditions } from './composer-rules';

/**
 * What Send and Enter call: `send` at once, or, while there is nowhere to send yet, once there
 * is and nothing else holds it back. `heldAtStart`: the visitor pressed Send before the box existed.
 */
export function useHeldSend(
  conditions: SendConditions,
  heldAtStart: boolean,
  send: () => Promise<void>,
): () => Promise<void> {
  const held = useRef(heldAtStart);
  const submit = async (): Promise<void> => {
    const step = stepOnSend(conditions);
    if (step === 'ignore') return;
    held.current = step === 'hold';
    if (step === 'send') await send();
  };

  // A held send goes once, when nothing else holds it back.
  useEffect(() => {
    if (!heldSendGoes(conditions, held.current)) return;
    held.current = false;
    void submit();
  });
  return submit;
}
