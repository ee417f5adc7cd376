/** The refusal of a change that would open one session too many from the sender's network (NEW_SESSION_ADDRESS_LIMIT). */
export const sessionMessages = {
  tooManyNewVisitors: "Too many new visitors from your network just now. Please try again in a few minutes.",
} as const;
