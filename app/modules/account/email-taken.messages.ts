/**
 * What a shopper hears who registers, or asks for an account at checkout, with an e-mail address
 * that already has one: a fact, then an ask, which a page that can lead to the login (the
 * checkout) makes a link there. Apart from the other account messages, so that the checkout's
 * script loads these words without all of those.
 */
export const emailTakenFact = "An account is already registered with your email address.";
export const emailTakenAsk = "Please log in.";
export const emailTakenMessage = `${emailTakenFact} ${emailTakenAsk}`;
