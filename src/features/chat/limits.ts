/** The chat's bounds, once. */
export const CHAT_LIMITS = {
  /** Longest message a visitor can send; the function accepts twice this, leaving room. */
  maxMessageChars: 4000,
  /** The character counter appears from here on. */
  counterFromChars: 3500,
  /** Messages rendered at first and added by each "Show earlier messages". */
  pageSize: 30,
  /** The assistant's description in the chat header is cut to this many characters. */
  descriptionChars: 50,
} as const;

/** `4000` -> `4,000`. Not `toLocaleString`: `Intl`'s locale data would load during the takeover. */
function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What the message box says when a paste or typed text went past the bound. */
export const cutNote = `Your text was cut to ${withThousands(CHAT_LIMITS.maxMessageChars)} characters, the longest message you can send.`;
