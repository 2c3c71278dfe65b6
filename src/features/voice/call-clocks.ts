/**
 * A call's two clocks: the call's length while it is connected, and the countdown of a push-to-talk
 * recording. Apart from `call-session.ts` so that the session only says what state the call is in;
 * each clock starts and stops with it here, once.
 */
import { CALL_TICK_MS, type CallEvent, type CallState } from './call-machine';

export class CallClocks {
  private clock: ReturnType<typeof setInterval> | undefined;
  private speakClock: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly dispatch: (event: CallEvent) => void) {}

  /** Starts the clocks the state needs and stops the others; none starts unless the call is `running`. */
  follow(state: CallState, running: boolean): void {
    if (running && state.status === 'connected' && this.clock === undefined) {
      this.clock = setInterval(() => this.dispatch({ type: 'tick', now: Date.now() }), CALL_TICK_MS);
    } else if (state.status !== 'connected' && this.clock !== undefined) {
      clearInterval(this.clock);
      this.clock = undefined;
    }
    if (running && state.speak === 'recording' && this.speakClock === undefined) {
      this.speakClock = setInterval(() => this.dispatch({ type: 'speak-tick' }), 1000);
    } else if (state.speak !== 'recording' && this.speakClock !== undefined) {
      clearInterval(this.speakClock);
      this.speakClock = undefined;
    }
  }

  stop(): void {
    clearInterval(this.clock);
    this.clock = undefined;
    clearInterval(this.speakClock);
    this.speakClock = undefined;
  }
}
